import fs from 'node:fs'
import { launch } from 'chrome-launcher'
import lighthouse from 'lighthouse'
import { onCleanup } from './processes'

export const CHROMIUM = '/usr/bin/chromium'

const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
]

export interface LighthouseScore {
  page: string
  path: string
  /** 0–100; undefined when the run failed (see `error`). */
  score?: number
  lcpMs?: number
  tbtMs?: number
  cls?: number
  transferBytes?: number
  error?: string
}

/** One Lighthouse run of one page. */
async function audit(port: number, baseUrl: string, page: string, path: string): Promise<LighthouseScore> {
  try {
    const result = await lighthouse(`${baseUrl}${path}`, {
      port,
      onlyCategories: ['performance'],
      output: 'json',
      logLevel: 'error',
    })
    const lhr = result?.lhr
    if (!lhr) throw new Error('Lighthouse returned no result')
    const value = (id: string) => lhr.audits[id]?.numericValue
    const score = lhr.categories.performance?.score
    return {
      page,
      path,
      score: score === null || score === undefined ? undefined : Math.round(score * 100),
      lcpMs: value('largest-contentful-paint'),
      tbtMs: value('total-blocking-time'),
      cls: value('cumulative-layout-shift'),
      transferBytes: value('total-byte-weight'),
      error: lhr.runtimeError?.message,
    }
  } catch (error) {
    return { page, path, error: error instanceof Error ? error.message : String(error) }
  }
}

/** Runs per page; the median run is reported, as Lighthouse's own guidance on variability suggests. */
export const LIGHTHOUSE_RUNS = 3

/**
 * Lighthouse's default configuration: a mid-range phone on a slow 4G connection (simulated throttling),
 * performance only. One Chromium serves every page; Lighthouse resets its cache and storage per run. Each page
 * is audited LIGHTHOUSE_RUNS times and the run with the median score kept: one run on a busy 2-core machine
 * swings by ten points with whatever else the machine is doing (mostly in Total Blocking Time).
 */
export async function runLighthouse(baseUrl: string, pages: { page: string; path: string }[]) {
  if (!fs.existsSync(CHROMIUM)) return undefined
  const chrome = await launch({ chromePath: CHROMIUM, chromeFlags: CHROME_FLAGS, logLevel: 'error' })
  onCleanup(() => chrome.kill())
  const scores: LighthouseScore[] = []
  try {
    for (const { page, path } of pages) {
      const runs: LighthouseScore[] = []
      for (let i = 0; i < LIGHTHOUSE_RUNS; i++) runs.push(await audit(chrome.port, baseUrl, page, path))
      runs.sort((a, b) => (a.score ?? -1) - (b.score ?? -1))
      const median = runs[Math.floor(runs.length / 2)]!
      scores.push(median)
      console.log(
        `  lighthouse ${path}: ${runs.map((r) => r.score ?? r.error).join(', ')} → ${median.score ?? median.error}`,
      )
    }
  } finally {
    chrome.kill()
  }
  return scores
}
