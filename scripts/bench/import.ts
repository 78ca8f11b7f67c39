/**
 * Measures a 100,000-row import (issue 21) against the production build: a server holding 100,000 arcades exports
 * them (CSV and JSON: time, size, the server's RSS), then a server holding the 1,889-arcade sample imports that JSON
 * through the admin REST paths as the import screen does (the file as one streamed body, the dry run, the apply in
 * one transaction), while one visitor asks for a cached page and a search every 100 ms. Prints the phases' times,
 * the importing server's peak RSS and the visitor's latency in each phase. The export is kept for the next run
 * (BENCH_IMPORT_EXPORT=1 makes it again). BENCH_IMPORT_NODE_ARGS gives the importing server Node flags, such as
 * `--cpu-prof --cpu-prof-dir=/tmp/prof` to profile it.
 *
 *   npm run build && npx tsx scripts/bench/import.ts      (BENCH_IMPORT_COUNT=100000, BENCH_IMPORT_PORT=3352)
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { cleanupAll, rssMb, sampleRss, startChild, type Child } from './processes'
import { SAMPLE_FILE, seedFile } from './seed-file'

const COUNT = Number(process.env.BENCH_IMPORT_COUNT ?? 100_000)
const FIRST_PORT = Number(process.env.BENCH_IMPORT_PORT ?? 3352)
const ADMIN = { username: 'import-bench', password: 'import-bench-password' }

interface Server {
  child: Child
  url: string
  cookie: string
}

async function start(port: number, seed: string, dir: string): Promise<Server> {
  const url = `http://127.0.0.1:${port}`
  const child = await startChild([...(process.env.BENCH_IMPORT_NODE_ARGS?.split(' ') ?? []), 'scripts/start.mjs'], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      SITE_URL: url,
      DATABASE_PATH: path.join(dir, `arcades-${port}.db`),
      SEED_FILE: seed,
      SKIP_BUILD: '1',
      RATE_LIMIT_PER_MINUTE: '0',
      ADMIN_USERNAME: ADMIN.username,
      ADMIN_PASSWORD: ADMIN.password,
    },
    ready: /is listening on/,
    timeoutMs: 600_000,
    name: `server on ${port}`,
  })
  const res = await fetch(`${url}/api/admin/login`, {
    method: 'POST',
    headers: { origin: url, 'content-type': 'application/json' },
    body: JSON.stringify(ADMIN),
  })
  const cookie = /aa_session=[^;]*/.exec(res.headers.get('set-cookie') ?? '')?.[0]
  if (!cookie) throw new Error(`sign-in failed: ${res.status}`)
  return { child, url, cookie }
}

async function timed<T>(work: () => Promise<T>): Promise<[T, number]> {
  const t0 = performance.now()
  const value = await work()
  return [value, (performance.now() - t0) / 1000]
}

async function download(server: Server, format: 'csv' | 'json', to: string) {
  const rss = sampleRss(server.child.process.pid, 100)
  const [bytes, seconds] = await timed(async () => {
    const res = await fetch(`${server.url}/api/admin/export.${format}`, { headers: { cookie: server.cookie } })
    if (!res.ok || !res.body) throw new Error(`export ${format}: ${res.status}`)
    const fd = fs.openSync(to, 'w')
    const reader = res.body.getReader()
    let size = 0
    for (;;) {
      const { done, value } = await reader.read()
      if (done) break
      size += value.byteLength
      fs.writeSync(fd, value)
    }
    fs.closeSync(fd)
    return size
  })
  return { bytes, seconds, peakRss: rss.stop() }
}

/** A visitor: a cached page and a search, one after the other every 100 ms, each latency noted with the phase. */
function visitor(server: Server, phase: () => string) {
  const samples: { phase: string; ms: number }[] = []
  let running = true
  const paths = ['/arcades/texas', '/api/arcades?query=houston']
  const loop = (async () => {
    for (let i = 0; running; i++) {
      const t0 = performance.now()
      await (await fetch(`${server.url}${paths[i % paths.length]}`)).arrayBuffer()
      samples.push({ phase: phase(), ms: performance.now() - t0 })
      await new Promise((r) => setTimeout(r, 100))
    }
  })()
  return {
    stop: async () => {
      running = false
      await loop
      return samples
    },
  }
}

async function call(server: Server, method: string, route: string, body?: unknown) {
  const res = await fetch(`${server.url}${route}`, {
    method,
    headers: { origin: server.url, cookie: server.cookie, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  const json = (await res.json()) as Record<string, unknown>
  if (!res.ok) throw new Error(`${method} ${route}: ${res.status} ${JSON.stringify(json)}`)
  return json
}

async function until(server: Server, id: string, busy: string[]) {
  for (;;) {
    const job = await call(server, 'GET', `/api/admin/imports/${id}`)
    if (!busy.includes(job.state as string)) return job
    await new Promise((r) => setTimeout(r, 250))
  }
}

const pct = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0
}

async function main() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'arcade-atlas-import-bench-'))
  const big = seedFile(COUNT)
  // The export of a directory is kept beside its seed file: seeding 100,000 arcades takes minutes, and a
  // comparison of two builds' imports wants the same file (BENCH_IMPORT_EXPORT=1 measures the export again).
  const jsonFile = big.replace(/\.json$/, '-export.json')
  let exported: { csv: Awaited<ReturnType<typeof download>>; json: Awaited<ReturnType<typeof download>> } | undefined
  if (process.env.BENCH_IMPORT_EXPORT === '1' || !fs.existsSync(jsonFile)) {
    console.log(`Starting a server with ${COUNT.toLocaleString('en-US')} arcades…`)
    const source = await start(FIRST_PORT, big, dir)
    const csv = await download(source, 'csv', path.join(dir, 'export.csv'))
    const json = await download(source, 'json', `${jsonFile}.part`)
    fs.renameSync(`${jsonFile}.part`, jsonFile)
    await source.child.stop()
    exported = { csv, json }
  } else {
    console.log(`Importing the export kept in ${jsonFile}`)
  }

  console.log('Starting a server with the 1,889-arcade sample…')
  const target = await start(FIRST_PORT + 1, SAMPLE_FILE, dir)
  const pid = target.child.process.pid
  const idleRss = rssMb(pid)
  let phase = 'idle'
  const probe = visitor(target, () => phase)
  await new Promise((r) => setTimeout(r, 2000))
  const rss = sampleRss(pid, 100)

  phase = 'upload'
  const file = fs.readFileSync(jsonFile)
  const [job, uploadSeconds] = await timed(async () => {
    const res = await fetch(`${target.url}/api/admin/imports/upload?format=json&fileName=export.json`, {
      method: 'POST',
      headers: { origin: target.url, cookie: target.cookie, 'content-type': 'application/octet-stream' },
      body: file,
    })
    const answer = (await res.json()) as Record<string, unknown>
    if (res.status !== 201) throw new Error(`upload: ${res.status} ${JSON.stringify(answer)}`)
    return answer.id as string
  })
  phase = 'dry run'
  const [checked, checkSeconds] = await timed(() => until(target, job, ['uploading', 'checking']))
  phase = 'apply'
  const [applied, applySeconds] = await timed(async () => {
    await call(target, 'POST', `/api/admin/imports/${job}/apply`, { addDuplicates: true, skipRejected: true })
    return until(target, job, ['applying'])
  })
  phase = 'after'
  // The first search after the import rebuilds the search index of the new directory.
  const [, firstSearch] = await timed(async () => (await fetch(`${target.url}/api/arcades?query=zzyzx`)).arrayBuffer())
  await new Promise((r) => setTimeout(r, 3000))
  const peakRss = rss.stop()
  const samples = await probe.stop()
  await target.child.stop()

  const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`
  if (exported) {
    const { csv, json } = exported
    console.log(`\nExport of ${COUNT.toLocaleString('en-US')} arcades (with lineups):`)
    console.log(`  CSV  ${mb(csv.bytes)} in ${csv.seconds.toFixed(1)} s, server peak RSS ${csv.peakRss?.toFixed(0)} MB`)
    console.log(
      `  JSON ${mb(json.bytes)} in ${json.seconds.toFixed(1)} s, server peak RSS ${json.peakRss?.toFixed(0)} MB`,
    )
  }
  console.log(`\nImport of that JSON into the 1,889-arcade sample:`)
  console.log(`  counts ${JSON.stringify(checked.counts)}`)
  console.log(`  applied ${JSON.stringify(applied.applied ?? applied.problem)}`)
  console.log(
    `  upload ${uploadSeconds.toFixed(1)} s, dry run ${checkSeconds.toFixed(1)} s, apply ${applySeconds.toFixed(1)} s, total ${(uploadSeconds + checkSeconds + applySeconds).toFixed(1)} s`,
  )
  console.log(`  first search after it ${(firstSearch * 1000).toFixed(0)} ms`)
  console.log(`  server RSS idle ${idleRss?.toFixed(0)} MB, peak ${peakRss?.toFixed(0)} MB`)
  console.log('\nA visitor meanwhile (cached state page and cached search, every 100 ms):')
  for (const name of ['idle', 'upload', 'dry run', 'apply', 'after']) {
    const ms = samples.filter((s) => s.phase === name).map((s) => s.ms)
    if (ms.length === 0) continue
    console.log(
      `  ${name.padEnd(8)} n=${String(ms.length).padStart(4)}  p50 ${pct(ms, 50).toFixed(1)} ms  p99 ${pct(ms, 99).toFixed(1)} ms  max ${Math.max(...ms).toFixed(1)} ms`,
    )
  }
  fs.rmSync(dir, { recursive: true, force: true })
}

main()
  .catch((error) => {
    console.error(error)
    process.exitCode = 1
  })
  .finally(() => void cleanupAll())
