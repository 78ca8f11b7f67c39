/**
 * npm run bench — the load benchmark of the production server (README, "Performance").
 *
 * For each directory size (BENCH_SIZES, default 1889,100000) it starts the built server on a temporary
 * database filled from a sample file (SEED_FILE); the servers of all sizes then run side by side. Each page type
 * and API path is loaded with autocannon, in rounds: every size's server and then a bare node:http server answering
 * the same bytes (the ceiling), one after the other. It samples the servers' memory, runs Lighthouse on the
 * smallest size and finally times the search service in-process on the largest database. Prints the report and
 * writes bench/results.md.
 *
 *   BENCH_SECONDS=6          measured seconds per round, path and server (after a 3 s warm-up)
 *   BENCH_ROUNDS=3           rounds per path (every size, then its ceiling, in turn); medians over the rounds
 *   BENCH_SIZES=1889,100000  directory sizes; 1889 is data/sample-arcades.json, others are generated
 *   BENCH_SKIP_LIGHTHOUSE=1  leave Lighthouse out
 *   BENCH_COLD_SCALE=1       share of the cold pass's addresses (2,000 arcade pages, 1,000 of each other kind,
 *                            and 2,000 more arcade pages for the crawler pass); 0 leaves those passes out
 *   BENCH_WRITE_SECONDS=60   seconds of reads without writes, then as long with one admin write a second; 0 skips
 *   BENCH_SOAK_SECONDS=600   seconds of distinct addresses at 50 connections with RSS sampled, last; 0 skips
 *   BENCH_ONLY=game          only the paths and cold kinds whose names contain this text (case aside), such as
 *                            "game": the crawler pass and the duplicate creations are left out then, and the
 *                            report goes to the temporary directory, not bench/results.md
 */
import { spawnSync } from 'node:child_process'
import crypto from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import prettier from 'prettier'
import { DEFAULT_COUNT } from './generate-sample-data'
import { coldKind, coldKinds, sitemapAddresses, soak, spread, type ColdResult } from './bench/cold'
import { crawlWithVisitor, readsDuringWrites } from './bench/contention'
import { floorPass } from './bench/floor'
import { runLighthouse, CHROMIUM } from './bench/lighthouse'
import { CONNECTIONS, measure, recordResponse, startCeiling, type LoadStats } from './bench/load'
import { cleanupAll, freePort, onCleanup, rssMb, startChild, type Child } from './bench/processes'
import { renderReport, type BenchReport, type PathResult, type SizeResult } from './bench/report'
import { DENSE_ZIP, timeDuplicateCreations, timeSearches } from './bench/search-timing'
import { seedFile } from './bench/seed-file'

const ROOT = path.resolve(import.meta.dirname, '..')
const BENCH_ADMIN = { username: 'bench-admin', password: crypto.randomBytes(12).toString('base64url') }
/** Public answers read during the write pass: none shows the arcade being edited. */
const READS_DURING_WRITES = ['/arcades/vermont', '/api/arcades?query=burlington', '/search?q=austin', '/']
const RESULTS_FILE = 'bench/results.md'
const WARMUP_SECONDS = 3

/** A bad BENCH_* value: its message is the whole story, no stack needed. */
class SettingsError extends Error {}

interface Settings {
  seconds: number
  rounds: number
  sizes: number[]
  lighthouse: boolean
  coldScale: number
  writeSeconds: number
  soakSeconds: number
  /** Lower-cased: the text a path's or cold kind's name must contain; '' for all of them. */
  only: string
}

function readSettings(env: NodeJS.ProcessEnv): Settings {
  const whole = (name: string, text: string) => {
    if (!/^\d+$/.test(text.trim()) || Number(text) < 1)
      throw new SettingsError(`${name} must be whole numbers ≥ 1, got "${text}"`)
    return Number(text)
  }
  const seconds = (name: string, text: string) => (text.trim() === '0' ? 0 : whole(name, text))
  const share = (name: string, text: string) => {
    if (!/^(0|1|0?\.\d+)$/.test(text.trim()))
      throw new SettingsError(`${name} must be a number from 0 to 1, got "${text}"`)
    return Number(text)
  }
  const sizes = (env.BENCH_SIZES ?? `${DEFAULT_COUNT},100000`).split(',').map((s) => whole('BENCH_SIZES', s))
  return {
    seconds: whole('BENCH_SECONDS', env.BENCH_SECONDS ?? '6'),
    rounds: whole('BENCH_ROUNDS', env.BENCH_ROUNDS ?? '3'),
    sizes: [...new Set(sizes)].sort((a, b) => a - b),
    lighthouse: env.BENCH_SKIP_LIGHTHOUSE !== '1',
    coldScale: share('BENCH_COLD_SCALE', env.BENCH_COLD_SCALE ?? '1'),
    writeSeconds: seconds('BENCH_WRITE_SECONDS', env.BENCH_WRITE_SECONDS ?? '60'),
    soakSeconds: seconds('BENCH_SOAK_SECONDS', env.BENCH_SOAK_SECONDS ?? '600'),
    only: (env.BENCH_ONLY ?? '').trim().toLowerCase(),
  }
}

/** The newest modification time under `entries`, as `npm start` uses it to decide on a rebuild. */
function newestChange(entries: string[]): number {
  let newest = 0
  for (const entry of entries) {
    const stat = fs.statSync(entry, { throwIfNoEntry: false })
    if (!stat) continue
    newest = Math.max(
      newest,
      stat.isDirectory() ? newestChange(fs.readdirSync(entry).map((e) => path.join(entry, e))) : stat.mtimeMs,
    )
  }
  return newest
}

/** A stale build would measure yesterday's code, so rebuild when the sources are newer. */
function ensureBuild(): void {
  const entry = path.join(ROOT, 'dist/server/server.js')
  const sources = ['src', 'public', 'vite.config.ts', 'package.json', 'package-lock.json'].map((p) =>
    path.join(ROOT, p),
  )
  const built = fs.statSync(entry, { throwIfNoEntry: false })
  if (built && newestChange(sources) <= built.mtimeMs) return
  console.log(built ? 'The build is older than the sources: building…' : 'No build yet: building…')
  const result = spawnSync(process.execPath, [path.join(ROOT, 'node_modules/vite/bin/vite.js'), 'build'], {
    cwd: ROOT,
    stdio: 'inherit',
  })
  if (result.status !== 0) throw new Error('npm run build failed')
}

interface Target {
  name: string
  path: string
  accept: string
}

const ACCEPT = {
  html: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8',
  json: 'application/json',
  svg: 'image/svg+xml,image/*,*/*;q=0.8',
  xml: 'application/xml,text/xml,*/*;q=0.8',
}

const PAGE_NAMES = ['Home', 'State', 'City', 'Detail', 'Search'] as const

async function getJson<T>(url: string): Promise<T> {
  const res = await fetch(url)
  if (!res.ok) throw new Error(`GET ${url} answered ${res.status}`)
  return (await res.json()) as T
}

interface ArcadeRef {
  slug: string
  state_slug: string
  city_slug: string
}

/** Real slugs from the running server, so every measured page is a 200, at any size. */
async function targets(base: string): Promise<Target[]> {
  type List = { arcades: ArcadeRef[] }
  const top = (await getJson<List>(`${base}/api/arcades?limit=1`)).arcades[0]
  if (!top) throw new Error('the database has no arcades')
  const bigCity =
    (await getJson<List>(`${base}/api/arcades?city=Los%20Angeles&state=california&limit=1`)).arcades[0] ??
    (await getJson<List>(`${base}/api/arcades?city=Houston&state=texas&limit=1`)).arcades[0] ??
    top
  const trpcInput = encodeURIComponent(JSON.stringify({ 0: { query: 'houston' } }))
  return [
    { name: 'Home', path: '/', accept: ACCEPT.html },
    { name: 'State', path: '/arcades/texas', accept: ACCEPT.html },
    { name: 'City', path: `/arcades/${bigCity.state_slug}/${bigCity.city_slug}`, accept: ACCEPT.html },
    { name: 'Detail', path: `/arcade/${top.slug}`, accept: ACCEPT.html },
    { name: 'Search', path: '/search?q=austin', accept: ACCEPT.html },
    // Downtown Los Angeles: the densest part of the directory at every size.
    { name: 'Near search', path: `/search?near=${DENSE_ZIP}`, accept: ACCEPT.html },
    { name: 'API search', path: '/api/arcades?query=a', accept: ACCEPT.json },
    { name: 'API near', path: `/api/arcades?near=${DENSE_ZIP}&radius=25`, accept: ACCEPT.json },
    { name: 'API featured', path: '/api/arcades/featured', accept: ACCEPT.json },
    { name: 'tRPC search', path: `/api/trpc/public.search?batch=1&input=${trpcInput}`, accept: ACCEPT.json },
    { name: 'API suggest', path: '/api/suggest?query=hou', accept: ACCEPT.json },
    { name: 'API misspelled search', path: '/api/arcades?query=huston', accept: ACCEPT.json },
    { name: 'Game page', path: '/games/pac-man', accept: ACCEPT.html },
    { name: 'Game page near', path: `/games/pac-man?near=${DENSE_ZIP}`, accept: ACCEPT.html },
    { name: 'API game near', path: `/api/arcades?game=pac-man&near=${DENSE_ZIP}&radius=25`, accept: ACCEPT.json },
    { name: 'Static', path: '/favicon.svg', accept: ACCEPT.svg },
    { name: 'Sitemap', path: '/sitemap.xml', accept: ACCEPT.xml },
  ]
}

interface AppServer {
  child: Child
  url: string
}

async function startApp(databasePath: string, seed: string): Promise<AppServer> {
  const port = await freePort()
  const url = `http://127.0.0.1:${port}`
  const child = await startChild(['scripts/start.mjs'], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      SITE_URL: url,
      DATABASE_PATH: databasePath,
      SEED_FILE: seed,
      SKIP_BUILD: '1',
      // Read by the rate limiter (when there is one): a benchmark from one address is not abuse.
      RATE_LIMIT_PER_MINUTE: '0',
      // The write pass saves as this administrator.
      ADMIN_USERNAME: BENCH_ADMIN.username,
      ADMIN_PASSWORD: BENCH_ADMIN.password,
    },
    ready: /is listening on/,
    // Seeding 100,000 arcades and 2.7 million lineup rows on a busy two-core machine took 20 minutes.
    timeoutMs: 40 * 60_000,
    name: 'the production server',
  })
  onCleanup(child.stop)
  return { child, url }
}

const message = (error: unknown) => (error instanceof Error ? error.message.split('\n')[0]! : String(error))

const fmt = (n: number) => (n >= 100 ? Math.round(n).toLocaleString('en-US') : n.toFixed(1))

/** One directory size: its database, its running server, and its rows of the report. */
interface SizeRun {
  count: number
  source: string
  databasePath: string
  workDir: string
  server: AppServer
  result: SizeResult
  /** Restarts the server if it has exited, noting its last words: one crash must not cost the whole run. */
  revive: (when: string) => Promise<void>
}

async function startSize(count: number): Promise<SizeRun> {
  const label = count.toLocaleString('en-US')
  const source = seedFile(count)
  const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'arcade-atlas-bench-'))
  onCleanup(() => fs.rmSync(workDir, { recursive: true, force: true }))
  const databasePath = path.join(workDir, 'arcades.db')

  console.log(`\n== ${label} arcades: starting the server (seeding from ${source})…`)
  const started = performance.now()
  const seeding = await startApp(databasePath, source)
  const readySeconds = (performance.now() - started) / 1000
  // Filling an empty database is a one-off of the first start, and its memory stays with that process: the load
  // runs against a server started on the filled database, as an operator's server would be.
  const seedingRssMb = rssMb(seeding.child.process.pid)
  await seeding.child.stop()
  const run: SizeRun = {
    count,
    source,
    databasePath,
    workDir,
    server: await startApp(databasePath, source),
    result: {
      count,
      source: path.isAbsolute(source) ? `a generated file (\`${path.basename(source)}\`)` : `\`${source}\``,
      readySeconds,
      paths: [],
      notes: [
        `The first start filled the database (its RSS: ${seedingRssMb === undefined ? '?' : Math.round(seedingRssMb)} MB); the server was then restarted on the filled database for the load.`,
      ],
    },
    revive: async (when) => {
      const { child } = run.server
      if (!child.exited()) return
      const { exitCode, signalCode } = child.process
      run.result.notes.push(
        `The server exited (${signalCode ?? `code ${exitCode}`}) ${when}; it was restarted. Its last output:\n\n` +
          `\`\`\`\n${child.output().slice(-1500).trim()}\n\`\`\``,
      )
      console.log(`  the ${label}-arcade server exited (${signalCode ?? `code ${exitCode}`}) ${when}: restarting it`)
      run.server = await startApp(databasePath, source)
    },
  }
  run.result.idleRssMb = rssMb(run.server.child.process.pid)
  return run
}

async function lighthouse(run: SizeRun, report: BenchReport): Promise<void> {
  const label = run.count.toLocaleString('en-US')
  console.log(`\n== Lighthouse (mobile) on ${label} arcades…`)
  const pages = run.result.paths
    .filter((p) => (PAGE_NAMES as readonly string[]).includes(p.name))
    .map((p) => ({ page: p.name, path: p.path }))
  try {
    await run.revive('before Lighthouse')
    report.lighthouse = await runLighthouse(run.server.url, pages)
    report.lighthouseNote = `On the ${label}-arcade server.`
  } catch (error) {
    report.lighthouseNote = `Failed: ${message(error)}`
    console.log(`  ${report.lighthouseNote}`)
  }
}

interface Round {
  app: LoadStats
  ceiling: LoadStats
}

/** What one size answers on one path, and the ceiling server answering the same bytes. */
interface Contender {
  run: SizeRun
  row: PathResult
  /** The path, the same on the app and on its ceiling. */
  path: string
  headers: Record<string, string>
  ceiling: { url: string; stop: () => Promise<void> }
  rounds: Round[]
}

const ratioOfRound = (r: Round) => (r.ceiling.rps ? r.app.rps / r.ceiling.rps : 0)
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!

/** The round with the median ratio, with the failures of every round and the peak memory over all of them. */
function summarise(rounds: Round[]): Round {
  const kept = [...rounds].sort((a, b) => ratioOfRound(a) - ratioOfRound(b))[Math.floor(rounds.length / 2)]!
  const sum = (pick: (s: LoadStats) => number) => rounds.reduce((n, r) => n + pick(r.app), 0)
  const peaks = rounds.flatMap((r) => (r.app.rssPeakMb === undefined ? [] : [r.app.rssPeakMb]))
  return {
    app: {
      ...kept.app,
      non2xx: sum((s) => s.non2xx),
      errors: sum((s) => s.errors),
      timeouts: sum((s) => s.timeouts),
      rssPeakMb: peaks.length ? Math.max(...peaks) : undefined,
    },
    ceiling: kept.ceiling,
  }
}

/**
 * One path at every size. Each round loads every size's server and then its ceiling, one after the other, so that
 * all of them see the same moments of a noisy machine (one sample of a few seconds swings by ±20% here); only the
 * first round warms up. A size's row keeps the round with the median ratio; its retention is the median, over the
 * rounds, of its req/s over the baseline size's req/s in the same round, measured seconds apart.
 */
async function benchPath(name: string, runs: SizeRun[], settings: Settings): Promise<void> {
  const contenders: Contender[] = []
  try {
    for (const run of runs) {
      await run.revive(`before ${name}`)
      const target = (await targets(run.server.url)).find((t) => t.name === name)!
      const row: PathResult = { name, path: target.path }
      run.result.paths.push(row)
      const headers = { accept: target.accept, 'accept-encoding': 'br, gzip' }
      try {
        const recorded = await recordResponse(`${run.server.url}${target.path}`, headers)
        Object.assign(row, { status: recorded.status, encoding: recorded.encoding, bytes: recorded.body.length })
        const ceiling = await startCeiling(recorded, run.workDir)
        contenders.push({ run, row, path: target.path, headers, ceiling, rounds: [] })
      } catch (error) {
        row.error = message(error)
      }
    }
    for (let round = 0; round < settings.rounds; round++) {
      const load = { seconds: settings.seconds, warmupSeconds: round === 0 ? WARMUP_SECONDS : 0 }
      for (const c of contenders) {
        if (c.row.error) continue
        try {
          const app = await measure(`${c.run.server.url}${c.path}`, c.headers, {
            ...load,
            pid: c.run.server.child.process.pid,
          })
          await c.run.revive(`under the load of \`${c.path}\``)
          c.rounds.push({ app, ceiling: await measure(`${c.ceiling.url}${c.path}`, c.headers, load) })
        } catch (error) {
          c.row.error = message(error)
        }
      }
    }
  } finally {
    for (const c of contenders) await c.ceiling.stop()
  }
  const baseline = contenders.find((c) => c.run === runs[0] && !c.row.error)
  for (const c of contenders) {
    if (c.row.error) {
      console.log(`  ${name} @ ${c.run.count}: not measured (${c.row.error})`)
      continue
    }
    Object.assign(c.row, summarise(c.rounds))
    if (baseline && c !== baseline)
      c.row.retention = median(c.rounds.map((r, i) => r.app.rps / baseline.rounds[i]!.app.rps))
    const { app, ceiling } = c.row as Required<Pick<PathResult, 'app' | 'ceiling'>>
    const failures = app.non2xx + app.errors
    console.log(
      `  ${name.padEnd(12)} @ ${String(c.run.count).padEnd(6)} ${c.row.status} ${c.row.encoding!.padEnd(8)} ` +
        `app ${fmt(app.rps)} req/s p99 ${app.p99} ms | ceiling ${fmt(ceiling.rps)} req/s | ` +
        `ratio ${(ceiling.rps ? app.rps / ceiling.rps : 0).toFixed(3)}` +
        (c.row.retention === undefined ? '' : ` | retention ${c.row.retention.toFixed(2)}`) +
        (failures ? ` | ${failures} errors` : ''),
    )
  }
}

const chosen = (name: string, only: string) => name.toLowerCase().includes(only)

function coldLine({ name, app, ceiling }: ColdResult, addresses: number): string {
  return (
    `  ${name.padEnd(12)} ${addresses} addresses: app ${fmt(app.rps)} req/s p50 ${app.p50} p99 ${app.p99} ms | ` +
    `ceiling ${fmt(ceiling.rps)} req/s | ratio ${(app.rps / ceiling.rps).toFixed(3)}` +
    (app.failures ? ` | ${app.failures} errors` : '')
  )
}

/** The framework's floor (scripts/bench/floor.ts): as many pages and API answers as the cold pass asks of a kind. */
async function floor(workDir: string, scale: number, report: BenchReport): Promise<void> {
  console.log("\n== The framework's floor")
  try {
    report.floor = await floorPass(workDir, scale)
    for (const { result } of report.floor.kinds) console.log(coldLine(result, result.app.requests))
  } catch (error) {
    report.floorNote = `Not measured: ${message(error)}`
    console.log(`  ${report.floorNote}`)
  }
}

async function coldPass(run: SizeRun, scale: number, only: string): Promise<void> {
  console.log(`\n== Cold addresses @ ${run.count}`)
  run.result.cold = []
  const pages = await sitemapAddresses(run.server.url)
  const kinds = coldKinds(pages, scale).filter((kind) => chosen(kind.name, only))
  for (const kind of kinds) {
    try {
      const result = await coldKind(run.server.url, kind, run.workDir, run.server.child.process.pid)
      run.result.cold.push(result)
      console.log(coldLine(result, kind.addresses.length))
    } catch (error) {
      run.result.notes.push(`The cold pass of ${kind.name.toLowerCase()} failed: ${message(error)}`)
    }
    await run.revive(`in the cold pass of ${kind.name.toLowerCase()}`)
  }
  // The crawler pass: pages the cold pass did not ask for, arcade pages first (at 1,889 arcades the cold pass asks
  // for every arcade page, so the crawler has the sitemaps' other pages), while a visitor reads a cached state page.
  if (only !== '') return
  const visited = '/arcades/texas'
  const asked = new Set([...kinds.flatMap((k) => k.addresses), visited])
  const want = Math.max(1, Math.round(2000 * scale))
  const unasked = pages.filter((p) => !asked.has(p))
  const arcadePages = unasked.filter((p) => p.startsWith('/arcade/'))
  const others = unasked.filter((p) => !p.startsWith('/arcade/'))
  const fresh = [...spread(arcadePages, want), ...spread(others, Math.max(0, want - arcadePages.length))]
  try {
    const crawl = await crawlWithVisitor(run.server.url, fresh, visited, run.server.child.process.pid)
    run.result.crawl = crawl
    console.log(
      `  Crawler ${crawl.crawler.requests} pages at ${fmt(crawl.crawler.rps)} req/s | visitor's cached page ` +
        `p50 ${crawl.visitor.p50} p99 ${crawl.visitor.p99} ms over ${crawl.visitor.requests} requests`,
    )
  } catch (error) {
    run.result.notes.push(`The crawler pass failed: ${message(error)}`)
  }
  await run.revive('in the crawler pass')
}

async function soakPass(run: SizeRun, seconds: number): Promise<void> {
  console.log(`\n== Memory through ${seconds} s of distinct addresses @ ${run.count}`)
  try {
    const pages = await sitemapAddresses(run.server.url)
    const result = await soak(run.server.url, pages, seconds, run.server.child.process.pid)
    run.result.soak = result
    console.log(
      `  ${result.pull.requests} requests at ${fmt(result.pull.rps)} req/s | peak RSS ${fmt(result.pull.rssPeakMb ?? 0)} ` +
        `MB | each minute: ${result.minutes.map((m) => Math.round(m)).join(', ')} MB`,
    )
  } catch (error) {
    run.result.notes.push(`The memory run failed: ${message(error)}`)
  }
  await run.revive('in the memory run')
}

async function writePass(run: SizeRun, seconds: number): Promise<void> {
  console.log(`\n== Reads during writes @ ${run.count} (${seconds} s quiet, ${seconds} s with a write a second)`)
  try {
    const result = await readsDuringWrites(run.server.url, READS_DURING_WRITES, BENCH_ADMIN, seconds)
    run.result.writes = result
    console.log(
      `  reads p99 ${result.quiet.p99} ms quiet, ${result.writing.p99} ms while writing (max ${result.writing.max}) | ` +
        `writes p50 ${result.writes.p50} p99 ${result.writes.p99} ms` +
        (result.writes.failures ? ` | ${result.writes.failures} failed writes` : ''),
    )
  } catch (error) {
    run.result.notes.push(`The write pass failed: ${message(error)}`)
  }
  await run.revive('in the write pass')
}

function machine(): string {
  const cpus = os.cpus()
  const model = cpus[0]?.model.replace(/\s+/g, ' ').trim() ?? 'unknown CPU'
  return `${cpus.length} cores (${model}), ${Math.round(os.totalmem() / 2 ** 30)} GB RAM, ${os.type()} ${os.release()}`
}

async function main(): Promise<void> {
  process.chdir(ROOT)
  const settings = readSettings(process.env)
  ensureBuild()
  const report: BenchReport = {
    date: new Date().toISOString().slice(0, 16).replace('T', ' ') + ' UTC',
    machine: machine(),
    node: process.version,
    seconds: settings.seconds,
    rounds: settings.rounds,
    warmupSeconds: WARMUP_SECONDS,
    connections: CONNECTIONS,
    sizes: [],
  }
  const lighthouseSize = settings.sizes.includes(DEFAULT_COUNT) ? DEFAULT_COUNT : settings.sizes[0]
  if (!settings.lighthouse) report.lighthouseNote = 'Skipped (BENCH_SKIP_LIGHTHOUSE=1).'
  else if (!fs.existsSync(CHROMIUM)) {
    report.lighthouseNote = `Skipped: no Chromium at ${CHROMIUM} (\`apt-get install chromium\`).`
    console.log(report.lighthouseNote)
  }
  const runLighthouseOn = settings.lighthouse && fs.existsSync(CHROMIUM) ? lighthouseSize : undefined

  // Every size's server runs at once, so each path is measured at every size within the same minute.
  const runs: SizeRun[] = []
  for (const count of settings.sizes) runs.push(await startSize(count))
  // First, while nothing is cached: each size's cold addresses, one size at a time, after the framework's floor.
  if (settings.coldScale > 0) {
    await floor(runs[0]!.workDir, settings.coldScale, report)
    for (const run of runs) await coldPass(run, settings.coldScale, settings.only)
  }
  if (settings.writeSeconds > 0) for (const run of runs) await writePass(run, settings.writeSeconds)
  for (const { name } of await targets(runs[0]!.server.url)) {
    if (!chosen(name, settings.only)) continue
    console.log(`\n== ${name}`)
    await benchPath(name, runs, settings)
  }
  for (const run of runs) {
    await run.revive('after the last path')
    const peaks = [...run.result.paths, ...(run.result.cold ?? [])].flatMap((p) =>
      p.app?.rssPeakMb === undefined ? [] : [p.app.rssPeakMb],
    )
    run.result.peakRssMb = peaks.length ? Math.max(...peaks) : undefined
    report.sizes.push(run.result)
  }
  // Last of the loads: it fills the cache with distinct answers, as a long day of real traffic would.
  if (settings.soakSeconds > 0) for (const run of runs) await soakPass(run, settings.soakSeconds)
  const lighthouseRun = runs.find((r) => r.count === runLighthouseOn)
  if (lighthouseRun) await lighthouse(lighthouseRun, report)
  for (const run of runs) await run.server.child.stop()
  const largest = runs.at(-1)

  if (largest) {
    // The server of that size has stopped, so nothing else writes the database while it is timed.
    console.log(`\n== Search timing, in-process, ${settings.sizes.at(-1)!.toLocaleString('en-US')} arcades…`)
    try {
      report.search = timeSearches(largest.databasePath)
      if (settings.only === '') {
        console.log('== Adding 3,000 arcades with the same name on a scratch copy…')
        report.duplicates = timeDuplicateCreations(largest.databasePath, largest.workDir)
      }
    } catch (error) {
      report.searchNote = `Failed: ${message(error)}`
      console.log(`  ${report.searchNote}`)
    }
  }

  const options = (await prettier.resolveConfig(path.join(ROOT, RESULTS_FILE))) ?? {}
  const markdown = await prettier.format(renderReport(report), { ...options, parser: 'markdown' })
  // A partial run (BENCH_ONLY) leaves the whole run's results in place.
  const resultsFile =
    settings.only === ''
      ? RESULTS_FILE
      : path.join(os.tmpdir(), `arcade-atlas-bench-only-${settings.only.replace(/[^a-z0-9]+/g, '-')}.md`)
  fs.mkdirSync(path.dirname(resultsFile), { recursive: true })
  fs.writeFileSync(resultsFile, markdown)
  console.log(`\n${markdown}\nWritten to ${resultsFile}.`)
}

try {
  await main()
} catch (error) {
  process.exitCode = 1
  if (error instanceof SettingsError) console.error(error.message)
  else console.error(error instanceof Error ? (error.stack ?? error.message) : error)
} finally {
  await cleanupAll()
}
