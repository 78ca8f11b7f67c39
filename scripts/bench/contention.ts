import http from 'node:http'
import path from 'node:path'
import { pull, type PullStats } from './cold'
import { recordResponse } from './load'
import { startChild } from './processes'

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
  const stop = async () => {
    running = false
    await done
    agent.destroy()
    return summary(latencies, failures)
  }
  let stopped: Promise<Latencies> | undefined
  // Once, however often it is called.
  return { stop: () => (stopped ??= stop()) }
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

/**
 * An administrator saving one arcade once a second for `seconds` (scripts/bench/admin-writer.mjs), in a process of
 * its own so that a save's time is the server's and not also this process's: the readers' load runs here.
 */
async function adminWrites(base: string, admin: { username: string; password: string }, seconds: number) {
  const writer = await startChild([path.join(import.meta.dirname, 'admin-writer.mjs'), base, String(seconds)], {
    env: { ...process.env, BENCH_ADMIN_USERNAME: admin.username, BENCH_ADMIN_PASSWORD: admin.password },
    ready: /^writing$/m,
    timeoutMs: 30_000,
    name: 'the administrator',
  })
  // A server that stops answering must not hold the run: the saves take `seconds`, their sign-in a moment.
  const timer = setTimeout(() => writer.process.kill('SIGKILL'), (2 * seconds + 30) * 1000)
  if (!writer.exited()) await new Promise((resolve) => writer.process.once('exit', resolve))
  clearTimeout(timer)
  await writer.stop()
  if (writer.process.exitCode !== 0) throw new Error(`the administrator failed:\n${writer.output()}`)
  const { times, failures } = JSON.parse(writer.output().trim().split('\n').at(-1)!) as {
    times: number[]
    failures: number
  }
  return summary(times, failures)
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

  const writingRun = visitors(base, paths, connections)
  try {
    const writes = await adminWrites(base, admin, seconds)
    return { seconds, quiet, writing: await writingRun.stop(), writes }
  } finally {
    await writingRun.stop()
  }
}
