import { LIGHTHOUSE_RUNS, type LighthouseScore } from './lighthouse'
import type { ColdResult, SoakResult } from './cold'
import type { CrawlResult, WriteStallResult } from './contention'
import type { FloorResult } from './floor'
import { TIMEOUT_SECONDS, type LoadStats } from './load'
import type { DuplicateTiming, SearchTimingResult, Timing } from './search-timing'

/** The issue's targets; the report marks each as met or missed. */
export const TARGETS = {
  ratio: 0.5,
  p99Ms: 50,
  retention: 0.8,
  rssMb: 250,
  lighthouse: 90,
  searchP99Ms: 10,
  correctedSearchP99Ms: 15,
  suggestP99Ms: 5,
  coldP99Ms: 250,
  visitorP99Ms: 50,
  writeDelayMs: 50,
  writeP99Ms: 50,
} as const

/** The cold pass's ratio target of each kind of address (issue 18). */
export const COLD_RATIO: Record<string, number> = {
  'Arcade pages': 0.1,
  'City pages': 0.07,
  'Search pages': 0.07,
  'API searches': 0.25,
}

/** The p99 target of each kind of in-process timing (a large answer has none: its cost is per row returned). */
const P99_TARGET: Partial<Record<Timing['kind'], number>> = {
  'query shape': TARGETS.searchP99Ms,
  'corrected search': TARGETS.correctedSearchP99Ms,
  suggest: TARGETS.suggestP99Ms,
}

export interface PathResult {
  name: string
  path: string
  status?: number
  encoding?: string
  bytes?: number
  app?: LoadStats
  ceiling?: LoadStats
  /** At a size other than the smallest: its req/s over the smallest size's, the median over rounds. */
  retention?: number
  error?: string
}

export interface SizeResult {
  count: number
  source: string
  /** From spawning the server to its first request: migrations and filling the empty database. */
  readySeconds: number
  idleRssMb?: number
  peakRssMb?: number
  paths: PathResult[]
  /** Distinct addresses, each asked for once (the cold pass). */
  cold?: ColdResult[]
  /** A crawler's cold pages and a visitor's cached one at the same time. */
  crawl?: CrawlResult
  /** Public reads without writes, and with an admin write a second. */
  writes?: WriteStallResult
  /** Memory through a long run of distinct addresses. */
  soak?: SoakResult
  notes: string[]
}

export interface BenchReport {
  date: string
  machine: string
  node: string
  seconds: number
  rounds: number
  warmupSeconds: number
  connections: number
  sizes: SizeResult[]
  /** The framework's floor, measured before the cold pass. */
  floor?: FloorResult
  floorNote?: string
  search?: SearchTimingResult
  searchNote?: string
  duplicates?: DuplicateTiming[]
  lighthouse?: LighthouseScore[]
  lighthouseNote?: string
}

const num = (n: number) => n.toLocaleString('en-US')
const fixed = (n: number | undefined, digits: number) => (n === undefined ? 'n/a' : n.toFixed(digits))
const rps = (n: number | undefined) => (n === undefined ? 'n/a' : n >= 100 ? num(Math.round(n)) : n.toFixed(1))
const mb = (n: number | undefined) => (n === undefined ? 'n/a' : `${Math.round(n)} MB`)
const mark = (ok: boolean | undefined) => (ok === undefined ? 'not measured' : ok ? 'met' : 'missed')

function table(head: string[], rows: string[][]): string {
  const line = (cells: string[]) => `| ${cells.map((c) => c.replaceAll('|', '\\|')).join(' | ')} |`
  return [line(head), line(head.map(() => '---')), ...rows.map(line)].join('\n')
}

/** The tRPC path's JSON input is easier to read unescaped. */
const shownPath = (path: string) => decodeURIComponent(path)

const ratioOf = (p: PathResult) => (p.app && p.ceiling?.rps ? p.app.rps / p.ceiling.rps : undefined)
const failures = (s: LoadStats | undefined) => (s ? s.non2xx + s.errors : 0)

/** Which of the per-path targets a row misses, in words; empty when it meets them all. */
function pathMisses(p: PathResult, retention: number | undefined): string[] {
  if (p.error || !p.app) return ['not measured']
  const misses: string[] = []
  const ratio = ratioOf(p)
  if (ratio === undefined || ratio < TARGETS.ratio) misses.push(`ratio < ${TARGETS.ratio}`)
  if (p.app.p99 > TARGETS.p99Ms) misses.push(`p99 > ${TARGETS.p99Ms} ms`)
  if (retention !== undefined && retention < TARGETS.retention) misses.push(`retention < ${TARGETS.retention}`)
  if (failures(p.app) > 0) misses.push('errors')
  return misses
}

const coldRatio = (c: ColdResult) => (c.ceiling.rps ? c.app.rps / c.ceiling.rps : 0)

function coldMisses(c: ColdResult): string[] {
  const misses: string[] = []
  const target = COLD_RATIO[c.name]
  if (target !== undefined && coldRatio(c) < target) misses.push(`ratio < ${target}`)
  if (c.app.p99 > TARGETS.coldP99Ms) misses.push(`p99 > ${TARGETS.coldP99Ms} ms`)
  if (c.app.failures > 0) misses.push('errors')
  return misses
}

/** A cold kind's ceiling and app req/s, ratio, p50 / p99, errors and peak RSS, as table cells. */
const coldCells = (c: ColdResult) => [
  rps(c.ceiling.rps),
  rps(c.app.rps),
  fixed(coldRatio(c), 3),
  `${c.app.p50} / ${c.app.p99}`,
  num(c.app.failures),
  mb(c.app.rssPeakMb),
]

function coldTable(cold: ColdResult[]): string {
  return table(
    ['Cold addresses', 'Ceiling req/s', 'App req/s', 'Ratio', 'App p50 / p99 ms', 'Errors', 'Peak RSS', 'Targets'],
    cold.map((c) => {
      const misses = coldMisses(c)
      return [
        `${num(c.app.requests)} ${c.name.toLowerCase()}`,
        ...coldCells(c),
        misses.length === 0 ? 'met' : `missed: ${misses.join(', ')}`,
      ]
    }),
  )
}

function floorSection(report: BenchReport): string | undefined {
  const title = "## The framework's floor"
  if (!report.floor) return report.floorNote ? `${title}\n\n${report.floorNote}` : undefined
  const { kinds, idleRssMb } = report.floor
  return [
    title,
    'A TanStack Start app with nothing of the site in it (scripts/bench/floor-app): a page route that renders HTML ' +
      "of about an arcade page's size and shape (400 elements, 100 links) and a server route that answers JSON of " +
      "about an API search's size (20 items), from the address alone: no database, no data sent to the browser, no " +
      "compression, no cache. It runs with the production server's V8 and allocator settings (RSS " +
      `${mb(idleRssMb)} before its first request), and each address is asked for once against the ceiling answering ` +
      "the same bytes, as in the cold pass. What a cold answer takes beyond the floor's time is, roughly, the site's " +
      'own work (docs/decisions/0079-framework-floor.md).',
    table(
      ['Distinct addresses', 'Ceiling req/s', 'Floor req/s', 'Ratio', 'p50 / p99 ms', 'Errors', 'Peak RSS'],
      kinds.map(({ result, bytes }) => [
        `${num(result.app.requests)} ${result.name.replace('Floor ', '')} (${Math.round(bytes / 1024)} KB each)`,
        ...coldCells(result),
      ]),
    ),
  ].join('\n\n')
}

function contentionTable(size: SizeResult): string | undefined {
  const rows: string[][] = []
  const { crawl, writes } = size
  if (crawl) {
    rows.push([
      `A visitor's cached page while a crawler pulls ${num(crawl.crawler.requests)} cold pages ` +
        `(${rps(crawl.crawler.rps)} req/s)`,
      `p50 ${crawl.visitor.p50} ms, p99 ${crawl.visitor.p99} ms (${num(crawl.visitor.requests)} requests)`,
      mark(crawl.visitor.p99 <= TARGETS.visitorP99Ms && crawl.visitor.failures === 0),
    ])
  }
  if (writes) {
    const delay = writes.writing.p99 - writes.quiet.p99
    rows.push(
      [
        `Public reads, ${writes.seconds} s without writes, then ${writes.seconds} s with one admin write a second`,
        `p99 ${writes.quiet.p99} → ${writes.writing.p99} ms (max ${writes.quiet.max} → ${writes.writing.max} ms)`,
        mark(delay <= TARGETS.writeDelayMs && writes.writing.failures === 0),
      ],
      [
        'The admin writes themselves',
        `p50 ${writes.writes.p50} ms, p99 ${writes.writes.p99} ms` +
          (writes.writes.failures ? `, ${writes.writes.failures} failed` : ''),
        mark(writes.writes.p99 <= TARGETS.writeP99Ms && writes.writes.failures === 0),
      ],
    )
  }
  if (size.soak) {
    const { pull: run, minutes, seconds } = size.soak
    rows.push([
      `${Math.round(seconds)} s of distinct addresses at 50 connections (${num(run.requests)} requests, ` +
        `${rps(run.rps)} req/s)`,
      `peak RSS ${mb(run.rssPeakMb)}; each minute: ${minutes.map((m) => Math.round(m)).join(', ')} MB`,
      mark(run.rssPeakMb === undefined ? undefined : run.rssPeakMb <= TARGETS.rssMb),
    ])
  }
  return rows.length ? table(['While', 'Measured', 'Target'], rows) : undefined
}

function sizeSection(size: SizeResult, baseline: SizeResult | undefined): string {
  const withRetention = baseline !== undefined && baseline !== size
  const head = [
    'Path',
    'Status',
    'Encoding',
    'Bytes',
    'Ceiling req/s',
    'App req/s',
    'Ratio',
    'App p50 ms',
    'App p99 ms',
    'Errors',
    'Peak RSS',
    ...(withRetention ? [`Retention vs ${num(baseline.count)}`] : []),
    'Targets',
  ]
  const rows = size.paths.map((p) => {
    const misses = pathMisses(p, p.retention)
    return [
      `${p.name} \`${shownPath(p.path)}\``,
      String(p.status ?? 'n/a'),
      p.encoding ?? 'n/a',
      p.bytes === undefined ? 'n/a' : num(p.bytes),
      rps(p.ceiling?.rps),
      rps(p.app?.rps),
      fixed(ratioOf(p), 3),
      fixed(p.app?.p50, 0),
      fixed(p.app?.p99, 0),
      p.app ? num(failures(p.app)) : 'n/a',
      mb(p.app?.rssPeakMb),
      ...(withRetention ? [fixed(p.retention, 2)] : []),
      misses.length === 0 ? 'met' : `missed: ${misses.join(', ')}`,
    ]
  })
  const notes = [
    ...size.paths.filter((p) => p.error).map((p) => `- ${p.name} was not measured: ${p.error}`),
    ...size.notes.map((n) => `- ${n}`),
  ]
  return [
    `## ${num(size.count)} arcades`,
    `Database filled from ${size.source}; the server was ready after ${size.readySeconds.toFixed(0)} s. Server RSS: ` +
      `${mb(size.idleRssMb)} after start, ${mb(size.peakRssMb)} peak under load.`,
    table(head, rows),
    ...(size.cold?.length
      ? [
          'Cold pass: each address asked for once, before any other load, against the ceiling answering the same ' +
            'bytes for the same addresses.',
          coldTable(size.cold),
        ]
      : []),
    ...(contentionTable(size) ? [contentionTable(size)!] : []),
    ...(notes.length ? [notes.join('\n')] : []),
  ].join('\n\n')
}

function searchSection(report: BenchReport): string {
  if (!report.search) return `## Search, in-process\n\n${report.searchNote ?? 'Not measured.'}`
  const s = report.search
  const parts = [
    `## Search, in-process, ${num(s.arcades)} arcades`,
    `\`searchArcades\` (and \`suggestions\`) called directly (no HTTP), ${s.runs} times per shape after 20 ` +
      'discarded calls.',
    table(
      ['Shape', 'Input', 'Matches', 'Returned', 'p50 ms', 'p99 ms', 'Target'],
      s.shapes.map((t) => {
        const target = P99_TARGET[t.kind]
        return [
          t.shape,
          `\`${t.input}\``,
          num(t.total),
          num(t.returned),
          t.p50.toFixed(2),
          t.p99.toFixed(2),
          target !== undefined
            ? `p99 ≤ ${target} ms: ${mark(t.p99 <= target)}`
            : `large answer: ${((t.p50 * 1000) / Math.max(1, t.returned)).toFixed(1)} µs per row returned`,
        ]
      }),
    ),
    "A large answer (`limit` up to SPEC's 2,000) costs in proportion to the rows it returns, at any directory " +
      'size; the 10 ms target is for the query shapes, which answer a page of results.',
  ]
  if (report.duplicates?.length) {
    parts.push(
      '### Adding an arcade whose name already exists',
      `\`createAdminArcade\` with the same name and city, ${num(report.duplicates.at(-1)!.to)} times, on a ` +
        'scratch copy of the database; median of each window.',
      table(
        ['Creations', 'ms each'],
        report.duplicates.map((d) => [
          d.from === d.to ? `#${num(d.from)}` : `#${num(d.from)}–${num(d.to)}`,
          d.ms.toFixed(2),
        ]),
      ),
    )
  }
  return parts.join('\n\n')
}

function lighthouseSection(report: BenchReport): string {
  const heading = '## Lighthouse, mobile'
  if (!report.lighthouse) return `${heading}\n\n${report.lighthouseNote ?? 'Not measured.'}`
  return [
    heading,
    `${report.lighthouseNote ?? ''} Lighthouse's default (mobile) configuration, performance category only, ` +
      `Debian Chromium headless; the median of ${LIGHTHOUSE_RUNS} runs per page.`,
    table(
      ['Page', 'Path', 'Performance', 'LCP ms', 'TBT ms', 'CLS', 'Transfer KB', `≥ ${TARGETS.lighthouse}`],
      report.lighthouse.map((l) => [
        l.page,
        `\`${l.path}\``,
        l.score === undefined ? `failed: ${l.error ?? 'no score'}` : String(l.score),
        fixed(l.lcpMs, 0),
        fixed(l.tbtMs, 0),
        fixed(l.cls, 3),
        l.transferBytes === undefined ? 'n/a' : fixed(l.transferBytes / 1024, 0),
        mark(l.score === undefined ? false : l.score >= TARGETS.lighthouse),
      ]),
    ),
  ].join('\n\n')
}

function targetSection(report: BenchReport): string {
  const sizes = report.sizes
  const baseline = sizes[0]
  const largest = sizes.at(-1)
  const all = sizes.flatMap((s) => s.paths.map((p) => ({ s, p })))
  // Grouped by size, by page name: the paths themselves are in the tables below.
  const missing = (list: { s: SizeResult; p: PathResult }[]) =>
    list.length === 0
      ? ''
      : `: ${sizes
          .map((size) => [size, list.filter(({ s }) => s === size).map(({ p }) => p.name)] as const)
          .filter(([, names]) => names.length > 0)
          .map(([size, names]) => `${names.join(', ')} at ${num(size.count)}`)
          .join('; ')}`
  const lowRatio = all.filter(({ p }) => (ratioOf(p) ?? 0) < TARGETS.ratio)
  const slow = all.filter(({ p }) => !p.app || p.app.p99 > TARGETS.p99Ms)
  const erring = all.filter(({ p }) => !p.app || failures(p.app) > 0)
  const retained =
    largest && baseline && largest !== baseline
      ? largest.paths.filter((p) => (p.retention ?? 0) < TARGETS.retention)
      : undefined
  const rss = largest?.peakRssMb
  const lighthouse = report.lighthouse
  const lowLighthouse = lighthouse?.filter((l) => (l.score ?? 0) < TARGETS.lighthouse)
  const slowSearch = report.search?.shapes.filter((t) => t.p99 > (P99_TARGET[t.kind] ?? Infinity))
  const cold = sizes.flatMap((s) => (s.cold ?? []).map((c) => ({ s, c })))
  const coldMissed = cold.filter(({ c }) => coldMisses(c).length > 0)
  const crawled = sizes.filter((s) => s.crawl)
  const slowVisitor = crawled.filter((s) => s.crawl!.visitor.p99 > TARGETS.visitorP99Ms || s.crawl!.visitor.failures)
  const written = sizes.filter((s) => s.writes)
  const stalled = written.filter(
    (s) => s.writes!.writing.p99 - s.writes!.quiet.p99 > TARGETS.writeDelayMs || s.writes!.writing.failures,
  )
  const slowWrites = written.filter((s) => s.writes!.writes.p99 > TARGETS.writeP99Ms || s.writes!.writes.failures)
  const soaked = largest?.soak?.pull.rssPeakMb
  const at = (list: SizeResult[]) => (list.length ? `: at ${list.map((s) => num(s.count)).join(', ')}` : '')
  const sizeList = sizes.map((s) => num(s.count)).join(' and ')
  const rows: [string, boolean | undefined, string][] = [
    [`Every path ≥ ${TARGETS.ratio} of the ceiling's req/s (${sizeList})`, lowRatio.length === 0, missing(lowRatio)],
    [`Every path p99 ≤ ${TARGETS.p99Ms} ms at ${report.connections} connections`, slow.length === 0, missing(slow)],
    ['Every path answers without errors under load', erring.length === 0, missing(erring)],
    [
      `Each path keeps ≥ ${TARGETS.retention} of its req/s from ${num(baseline?.count ?? 0)} to ${num(largest?.count ?? 0)} arcades`,
      retained && retained.length === 0,
      retained?.length ? `: ${retained.map((p) => p.name).join(', ')}` : '',
    ],
    [
      `Server RSS ≤ ${TARGETS.rssMb} MB under load at ${num(largest?.count ?? 0)} arcades`,
      rss === undefined ? undefined : rss <= TARGETS.rssMb,
      rss === undefined ? '' : ` (${mb(rss)})`,
    ],
    [
      `Lighthouse mobile performance ≥ ${TARGETS.lighthouse} on home, state, city, detail, search`,
      lowLighthouse && lowLighthouse.length === 0,
      lowLighthouse?.length ? `: ${lowLighthouse.map((l) => `${l.page} ${l.score ?? 'failed'}`).join(', ')}` : '',
    ],
    [
      `Every search query shape ≤ ${TARGETS.searchP99Ms} ms, corrected search ≤ ${TARGETS.correctedSearchP99Ms} ms, ` +
        `suggest ≤ ${TARGETS.suggestP99Ms} ms p99 server-side at ${num(report.search?.arcades ?? 0)} arcades`,
      slowSearch && slowSearch.length === 0,
      slowSearch?.length ? `: ${slowSearch.map((t) => t.shape).join(', ')}` : '',
    ],
    [
      'Cold addresses: ratio ≥ 0.10 arcade pages, ≥ 0.07 city and search pages, ≥ 0.25 API searches; p99 ≤ ' +
        `${TARGETS.coldP99Ms} ms`,
      cold.length ? coldMissed.length === 0 : undefined,
      coldMissed.length ? `: ${coldMissed.map(({ s, c }) => `${c.name} at ${num(s.count)}`).join(', ')}` : '',
    ],
    [
      `A visitor's cached page p99 ≤ ${TARGETS.visitorP99Ms} ms while a crawler pulls cold pages`,
      crawled.length ? slowVisitor.length === 0 : undefined,
      at(slowVisitor),
    ],
    [
      `With one admin write a second, public reads' p99 grows ≤ ${TARGETS.writeDelayMs} ms and writes answer ≤ ` +
        `${TARGETS.writeP99Ms} ms p99`,
      written.length ? stalled.length === 0 && slowWrites.length === 0 : undefined,
      at([...new Set([...stalled, ...slowWrites])]),
    ],
    [
      `Server RSS ≤ ${TARGETS.rssMb} MB through the long run of distinct addresses at ${num(largest?.count ?? 0)} arcades`,
      soaked === undefined ? undefined : soaked <= TARGETS.rssMb,
      soaked === undefined ? '' : ` (${mb(soaked)})`,
    ],
  ]
  return [
    '## Targets',
    table(
      ['Target', 'Result'],
      rows.map(([target, ok, detail]) => [target, `${mark(ok)}${ok === undefined ? '' : detail}`]),
    ),
  ].join('\n\n')
}

/** One row per path, a few columns per size: the table the README quotes. */
function summarySection(report: BenchReport): string {
  const sizes = report.sizes
  const baseline = sizes[0]
  const largest = sizes.at(-1)
  const names = [...new Set(sizes.flatMap((s) => s.paths.map((p) => p.name)))]
  const head = [
    'Path',
    ...sizes.flatMap((s) => [`req/s @ ${num(s.count)}`, `ratio @ ${num(s.count)}`, `p99 ms @ ${num(s.count)}`]),
    ...(largest && largest !== baseline ? [`retention ${num(largest.count)}/${num(baseline!.count)}`] : []),
  ]
  const rows = names.map((name) => {
    const cells = sizes.flatMap((s) => {
      const p = s.paths.find((x) => x.name === name)
      return p ? [rps(p.app?.rps), fixed(ratioOf(p), 3), fixed(p.app?.p99, 0)] : ['n/a', 'n/a', 'n/a']
    })
    const last = largest?.paths.find((x) => x.name === name)
    const retention = largest && largest !== baseline ? [fixed(last?.retention, 2)] : []
    return [name, ...cells, ...retention]
  })
  const rss = sizes.map((s) => `${mb(s.peakRssMb)} at ${num(s.count)}`).join(', ')
  const scores = report.lighthouse?.map((l) => `${l.page} ${l.score ?? 'failed'}`).join(', ')
  const worstSearch = report.search?.shapes
    .filter((t) => t.kind === 'query shape')
    .reduce((a, b) => (b.p99 > a.p99 ? b : a))
  return [
    '## Summary',
    table(head, rows),
    [
      `Peak server RSS under load: ${rss}.`,
      scores ? `Lighthouse mobile performance: ${scores}.` : undefined,
      worstSearch
        ? `Slowest search shape at ${num(report.search!.arcades)} arcades: ${worstSearch.shape}, p99 ` +
          `${worstSearch.p99.toFixed(1)} ms.`
        : undefined,
    ]
      .filter(Boolean)
      .join(' '),
  ].join('\n\n')
}

/** The whole report as Markdown (not yet formatted: the caller runs Prettier over it). */
export function renderReport(report: BenchReport): string {
  const baseline = report.sizes[0]
  return [
    '# Benchmark results',
    `Written by \`npm run bench\` on ${report.date}: ${report.machine}, Node ${report.node}. Each path: ` +
      `autocannon, ${report.connections} connections, ${report.warmupSeconds} s warm-up (discarded), then ` +
      `${report.rounds} rounds of ${report.seconds} s. The servers of every size run side by side; in each round ` +
      "a path is loaded on each size's server and then on its ceiling — a bare `node:http` server answering the " +
      'same status, headers and bytes — one at a time, so all of them see the same moments of a noisy machine. ' +
      "A size's row shows the round with the median ratio (errors are summed over all rounds). Requests send " +
      '`Accept-Encoding: br, gzip`. Ratio is app req/s over ceiling req/s; compare ratios, not absolute figures, ' +
      "across machines. Retention is a path's req/s at the largest size over its req/s at the smallest in the " +
      'same round, seconds apart: the median over the rounds. Latencies are of answered requests; a request ' +
      `unanswered after ${TIMEOUT_SECONDS} s counts as an error.`,
    summarySection(report),
    targetSection(report),
    ...[floorSection(report) ?? []].flat(),
    ...report.sizes.map((s) => sizeSection(s, baseline)),
    searchSection(report),
    lighthouseSection(report),
  ].join('\n\n')
}
