import http from 'node:http'
import { CONNECTIONS, recordResponse, startCeiling, type RecordedResponse } from './load'
import { rssMb, sampleRss } from './processes'

/**
 * The cold pass (issue 18): distinct addresses, each asked for once, as a crawler does, so nearly every answer is a
 * render rather than a cache hit. The same addresses are then asked of a bare server answering the bytes the app
 * gave for each (the ceiling of a pre-rendered static site).
 */

export interface ColdKind {
  name: string
  addresses: string[]
}

export interface PullStats {
  requests: number
  rps: number
  p50: number
  p99: number
  /** Answers other than 200, and requests that failed. */
  failures: number
  rssPeakMb?: number
}

export interface ColdResult {
  name: string
  app: PullStats
  ceiling: PullStats
}

const HEADERS = { accept: 'text/html,application/json;q=0.9,*/*;q=0.8', 'accept-encoding': 'br, gzip' }

/** Every page address in the sitemaps (the index, then each state's file). */
export async function sitemapAddresses(base: string): Promise<string[]> {
  const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname)
  const files = locs(await (await fetch(`${base}/sitemap.xml`)).text())
  const pages: string[] = []
  for (const file of files) pages.push(...locs(await (await fetch(`${base}${file}`)).text()))
  return pages
}

/** A fixed spread of `n` of `items` (every k-th), so each run and each size asks for comparable addresses. */
export function spread<T>(items: T[], n: number): T[] {
  if (items.length <= n) return items
  const step = items.length / n
  return Array.from({ length: n }, (_, i) => items[Math.floor(i * step)]!)
}

/**
 * The cold addresses of one server's sitemap `pages`: arcade pages, city pages, search pages and API searches
 * for its cities' names, and game pages near those cities.
 * `scale` shrinks the issue's counts (2,000 arcade pages, 1,000 of each other kind).
 */
export function coldKinds(pages: string[], scale = 1): ColdKind[] {
  const arcades = pages.filter((p) => p.startsWith('/arcade/'))
  const cities = pages.filter((p) => /^\/arcades\/[^/]+\/[^/]+$/.test(p))
  const names = [...new Set(cities.map((p) => p.split('/')[3]!.replaceAll('-', ' ')))]
  const games = pages.filter((p) => p.startsWith('/games/'))
  const count = (n: number) => Math.max(1, Math.round(n * scale))
  return [
    { name: 'Arcade pages', addresses: spread(arcades, count(2000)) },
    { name: 'City pages', addresses: spread(cities, count(1000)) },
    { name: 'Search pages', addresses: spread(names, count(1000)).map((c) => `/search?q=${encodeURIComponent(c)}`) },
    {
      name: 'API searches',
      addresses: spread(names, count(1000)).map((c) => `/api/arcades?query=${encodeURIComponent(c)}`),
    },
    // Every game some arcade has (a few hundred), each near a city of the directory.
    {
      name: 'Game pages near a city',
      addresses: spread(games, count(1000)).map(
        (g, i) => `${g}?near=${encodeURIComponent(names[i % names.length]!.replaceAll(' ', '-'))}`,
      ),
    },
  ]
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))]!

/**
 * Asks for each address once over `CONNECTIONS` kept-alive connections, as fast as they allow. `record` keeps each
 * answer, byte for byte, for the ceiling.
 */
export async function pull(
  base: string,
  addresses: string[],
  opts: { pid?: number; record?: Map<string, RecordedResponse>; until?: number } = {},
): Promise<PullStats> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: CONNECTIONS })
  const rss = sampleRss(opts.pid)
  const latencies: number[] = []
  let failures = 0
  let next = 0
  const started = performance.now()
  const worker = async () => {
    // With `until` (a performance.now() time), the list is asked for again from the start until then.
    while (opts.until === undefined ? next < addresses.length : performance.now() < opts.until) {
      const address = addresses[next++ % addresses.length]!
      const t = performance.now()
      try {
        const answer = await recordResponse(`${base}${address}`, HEADERS, 60_000, agent)
        if (answer.status !== 200) failures++
        opts.record?.set(address, answer)
      } catch {
        failures++
      }
      latencies.push(performance.now() - t)
    }
  }
  try {
    await Promise.all(Array.from({ length: CONNECTIONS }, worker))
  } finally {
    agent.destroy()
  }
  const seconds = (performance.now() - started) / 1000
  latencies.sort((a, b) => a - b)
  return {
    requests: latencies.length,
    rps: latencies.length / seconds,
    p50: Math.round(percentile(latencies, 0.5)),
    p99: Math.round(percentile(latencies, 0.99)),
    failures,
    rssPeakMb: rss.stop(),
  }
}

/** One kind of cold address: the app first (recording its answers), then the ceiling answering the same bytes. */
export async function coldKind(base: string, kind: ColdKind, workDir: string, pid?: number): Promise<ColdResult> {
  const recorded = new Map<string, RecordedResponse>()
  const app = await pull(base, kind.addresses, { pid, record: recorded })
  const ceiling = await startCeiling(recorded, workDir)
  try {
    return { name: kind.name, app, ceiling: await pull(ceiling.url, kind.addresses) }
  } finally {
    await ceiling.stop()
  }
}

export interface SoakResult {
  seconds: number
  pull: PullStats
  /** RSS each minute (MB), from the first to the last. */
  minutes: number[]
}

/**
 * Memory through a long run of distinct addresses: every page of the sitemaps and a search page and API search for
 * each city, over 50 connections for `seconds` (from the start again once all were asked), RSS sampled throughout.
 */
export async function soak(base: string, pages: string[], seconds: number, pid?: number): Promise<SoakResult> {
  const names = [...new Set(pages.flatMap((p) => /^\/arcades\/[^/]+\/([^/?]+)$/.exec(p)?.[1] ?? []))]
  const searches = names.flatMap((n) => {
    const q = encodeURIComponent(n.replaceAll('-', ' '))
    return [`/search?q=${q}`, `/api/arcades?query=${q}`]
  })
  // Interleaved, so every stretch of the run mixes the kinds of answer.
  const addresses: string[] = []
  for (let i = 0; i < Math.max(pages.length, searches.length); i++) {
    if (i < pages.length) addresses.push(pages[i]!)
    if (i < searches.length) addresses.push(searches[i]!)
  }
  const minutes: number[] = []
  const timer = setInterval(() => {
    const mb = rssMb(pid)
    if (mb !== undefined) minutes.push(mb)
  }, 60_000)
  try {
    const stats = await pull(base, addresses, { pid, until: performance.now() + seconds * 1000 })
    return { seconds, pull: stats, minutes }
  } finally {
    clearInterval(timer)
  }
}
