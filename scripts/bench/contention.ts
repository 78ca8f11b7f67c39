import http from 'node:http'
import { pull, type PullStats } from './cold'
import { recordResponse } from './load'

/**
 * Reads while something else goes on (issue 18): a visitor's cached page while a crawler pulls cold pages, and
 * public reads while an administrator saves once a second.
 */

export interface Latencies {
  requests: number
  p50: number
  p99: number
  max: number
  failures: number
}

const HEADERS = { accept: 'text/html,application/json;q=0.9,*/*;q=0.8', 'accept-encoding': 'br, gzip' }

function summary(latencies: number[], failures: number): Latencies {
  const sorted = [...latencies].sort((a, b) => a - b)
  const at = (p: number) => Math.round(sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? 0)
  return { requests: sorted.length, p50: at(0.5), p99: at(0.99), max: Math.round(sorted.at(-1) ?? 0), failures }
}

/** Asks for `paths` in turn over `connections` kept-alive connections until `stop()` is called. */
function visitors(base: string, paths: string[], connections: number) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections })
  const latencies: number[] = []
  let failures = 0
  let running = true
  let turn = 0
  const one = async () => {
    while (running) {
      const t = performance.now()
      try {
        const answer = await recordResponse(`${base}${paths[turn++ % paths.length]}`, HEADERS, 60_000, agent)
        if (answer.status !== 200) failures++
      } catch {
        failures++
      }
      latencies.push(performance.now() - t)
    }
  }
  const done = Promise.all(Array.from({ length: connections }, one))
  return {
    stop: async () => {
      running = false
      await done
      agent.destroy()
      return summary(latencies, failures)
    },
  }
}

export interface CrawlResult {
  crawler: PullStats
  visitor: Latencies
}

/** A crawler pulling `cold` addresses at 50 connections while one visitor asks for an answer already cached. */
export async function crawlWithVisitor(base: string, cold: string[], hot: string, pid?: number): Promise<CrawlResult> {
  await recordResponse(`${base}${hot}`, HEADERS)
  const visitor = visitors(base, [hot], 1)
  const crawler = await pull(base, cold, { pid })
  return { crawler, visitor: await visitor.stop() }
}

export interface WriteStallResult {
  seconds: number
  /** Public reads without writes, then with one admin write a second. */
  quiet: Latencies
  writing: Latencies
  writes: Latencies
}

async function signIn(base: string, username: string, password: string): Promise<string> {
  const res = await fetch(`${base}/api/admin/login`, {
    method: 'POST',
    headers: { origin: base, 'content-type': 'application/json' },
    body: JSON.stringify({ username, password }),
  })
  if (!res.ok) throw new Error(`sign-in answered ${res.status}`)
  return res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ')
}

/**
 * Public reads (`paths`, over `connections`) for `seconds` without writes, then as long again with an administrator
 * saving one arcade once a second (its description changes each time).
 */
export async function readsDuringWrites(
  base: string,
  paths: string[],
  admin: { username: string; password: string },
  seconds: number,
  connections = 10,
): Promise<WriteStallResult> {
  const quietRun = visitors(base, paths, connections)
  await new Promise((r) => setTimeout(r, seconds * 1000))
  const quiet = await quietRun.stop()

  const cookie = await signIn(base, admin.username, admin.password)
  const headers = { origin: base, cookie, 'content-type': 'application/json' }
  const list = (await (await fetch(`${base}/api/admin/arcades?limit=1`, { headers })).json()) as {
    data: Record<string, unknown>[]
  }
  const arcade = list.data[0]
  if (!arcade) throw new Error('no arcade to edit')
  const writeTimes: number[] = []
  let writeFailures = 0
  const writingRun = visitors(base, paths, connections)
  for (let i = 0; i < seconds; i++) {
    const started = performance.now()
    const res = await fetch(`${base}/api/admin/arcades/${String(arcade.id)}`, {
      method: 'PUT',
      headers,
      body: JSON.stringify({ ...arcade, description: `Edited by the benchmark (${i}).` }),
    })
    await res.arrayBuffer()
    if (!res.ok) writeFailures++
    const took = performance.now() - started
    writeTimes.push(took)
    await new Promise((r) => setTimeout(r, Math.max(0, 1000 - took)))
  }
  const writing = await writingRun.stop()
  return { seconds, quiet, writing, writes: summary(writeTimes, writeFailures) }
}
