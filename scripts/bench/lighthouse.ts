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

/**
 * Lighthouse's default configuration: a mid-range phone on a slow 4G connection (simulated throttling),
 * performance only. One Chromium serves every page; Lighthouse resets its cache and storage per run.
 */
export async function runLighthouse(baseUrl: string, pages: { page: string; path: string }[]) {
  if (!fs.existsSync(CHROMIUM)) return undefined
  const chrome = await launch({ chromePath: CHROMIUM, chromeFlags: CHROME_FLAGS, logLevel: 'error' })
  onCleanup(() => chrome.kill())
  const scores: LighthouseScore[] = []
  try {
    for (const { page, path } of pages) {
      try {
        const result = await lighthouse(`${baseUrl}${path}`, {
          port: chrome.port,
          onlyCategories: ['performance'],
          output: 'json',
          logLevel: 'error',
        })
        const lhr = result?.lhr
        if (!lhr) throw new Error('Lighthouse returned no result')
        const audit = (id: string) => lhr.audits[id]?.numericValue
        const score = lhr.categories.performance?.score
        scores.push({
          page,
          path,
          score: score === null || score === undefined ? undefined : Math.round(score * 100),
          lcpMs: audit('largest-contentful-paint'),
          tbtMs: audit('total-blocking-time'),
          cls: audit('cumulative-layout-shift'),
          transferBytes: audit('total-byte-weight'),
          error: lhr.runtimeError?.message,
        })
      } catch (error) {
        scores.push({ page, path, error: error instanceof Error ? error.message : String(error) })
      }
      console.log(`  lighthouse ${path}: ${scores.at(-1)?.score ?? scores.at(-1)?.error}`)
    }
  } finally {
    chrome.kill()
  }
  return scores
}
