// Production start: build if the build is missing or older than the sources, prepare the database,
// then serve the built app and its static files. Run through `npm start` so Node 24 is used.
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { MALLOC, NODE_FLAGS } from './server-settings.mjs'

// The server's V8 and allocator settings (scripts/server-settings.mjs), applied by replacing this process with one
// started with them (same process id, so a supervisor's signals still reach it). An operator's own MALLOC_* values win.
const missingFlags = !NODE_FLAGS.every((flag) => process.execArgv.includes(flag))
const missingMalloc = Object.keys(MALLOC).some((name) => process.env[name] === undefined)
if (typeof process.execve === 'function' && (missingFlags || missingMalloc)) {
  process.execve(process.execPath, [process.execPath, ...NODE_FLAGS, ...process.execArgv, ...process.argv.slice(1)], {
    ...MALLOC,
    ...process.env,
  })
}

process.env.NODE_ENV = 'production'
const root = path.resolve(import.meta.dirname, '..')
process.chdir(root)
const serverEntry = path.join(root, 'dist/server/server.js')

function newestChange(entries) {
  let newest = 0
  for (const entry of entries) {
    if (!fs.existsSync(entry)) continue
    const stat = fs.statSync(entry)
    if (stat.isDirectory()) {
      newest = Math.max(newest, newestChange(fs.readdirSync(entry).map((e) => path.join(entry, e))))
    } else {
      newest = Math.max(newest, stat.mtimeMs)
    }
  }
  return newest
}

// Tests set SKIP_BUILD so a run never rebuilds under its own feet; they build once beforehand.
const sources = ['src', 'public', 'vite.config.ts', 'package.json', 'package-lock.json'].map((p) => path.join(root, p))
const stale = !fs.existsSync(serverEntry) || newestChange(sources) > fs.statSync(serverEntry).mtimeMs
if (process.env.SKIP_BUILD && !fs.existsSync(serverEntry)) {
  console.error('No build found: run `npm run build` first.')
  process.exit(1)
}
if (stale && !process.env.SKIP_BUILD) {
  console.log('Building the site…')
  const build = spawnSync(process.execPath, [path.join(root, 'node_modules/vite/bin/vite.js'), 'build'], {
    stdio: 'inherit',
  })
  if (build.status !== 0) process.exit(build.status ?? 1)
}

const app = await import(pathToFileURL(serverEntry).href)

/** Runs a start-up step; a configuration error is reported in its own words and stops the start. */
async function step(run) {
  try {
    return await run()
  } catch (error) {
    if (error instanceof app.ConfigError) {
      console.error(error.message)
      process.exit(1)
    }
    throw error
  }
}

// A new database is filled by a process of its own, which then exits: reading and inserting 100,000 arcades leaves
// some 150 MB of memory behind (parsed rows, SQLite's and the hours parser's allocations) that the server would keep.
const FILLING = 'ARCADE_ATLAS_FILL_ONLY'
if (process.env[FILLING]) {
  await step(() => app.fillDatabase())
  process.exit(0)
}
if (app.databaseToFill()) {
  const filling = spawnSync(process.execPath, [...process.execArgv, ...process.argv.slice(1)], {
    env: { ...process.env, [FILLING]: '1', SKIP_BUILD: '1' },
    stdio: 'inherit',
  })
  if (filling.status !== 0) process.exit(filling.status ?? 1)
}
const prepared = await step(() => app.prepareServer())

const { config, adminNotice } = prepared

// Built files and answers already rendered are written straight from memory (src/server/http/fast-path.server.ts);
// everything else goes through srvx's adapter to the app's fetch handler.
const { toNodeHandler } = await import('srvx/node')
const http = await import('node:http')
await app.loadStaticFiles(path.join(root, 'dist/client'))
// Start-up's garbage (at 100,000 arcades, about 100 MB of rows read to build the indexes) is collected now, and the
// emptied pages are handed back to the system: the server then serves from about 140 MB instead of 240.
globalThis.gc?.({ type: 'major', execution: 'sync', flavor: 'last-resort' })
const handleWithApp = toNodeHandler(app.default.fetch)
const server = http.createServer((req, res) => {
  if (!app.serveFromMemory(req, res)) void handleWithApp(req, res)
})
// No body-size limit here: the app limits bodies itself (src/server/http/body-limit.server.ts) and answers 413 in JSON.
server.keepAliveTimeout = 65_000
try {
  await new Promise((resolve, reject) => {
    server.once('error', reject)
    server.listen(config.PORT, config.HOST, resolve)
  })
} catch (error) {
  console.error(`Invalid configuration:\n  ${listenProblem(error, config)}`)
  process.exit(1)
}
const listeningOn = `http://${['0.0.0.0', '::'].includes(config.HOST) ? 'localhost' : config.HOST}:${server.address().port}/`
console.log(`Arcade Atlas is listening on ${listeningOn} (public address ${config.SITE_URL})`)
if (adminNotice.length > 0) {
  // Last and framed: a one-time password must not scroll past among the build's lines.
  const rule = '='.repeat(Math.max(...adminNotice.map((line) => line.length)))
  console.log(['', rule, ...adminNotice, rule, ''].join('\n'))
}

// Requests under way get a few seconds to finish; a client that keeps its connection busy longer (a response it
// never reads) does not hold the stop: its connection is closed then.
const STOP_GRACE_MS = 5_000
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    server.close(() => process.exit(0))
    server.closeIdleConnections()
    setTimeout(() => server.closeAllConnections(), STOP_GRACE_MS).unref()
  })
}

/** Why the server could not listen, naming the variable to change. */
function listenProblem(error, { HOST, PORT }) {
  switch (error.code) {
    case 'EADDRINUSE':
      return `PORT: ${PORT} is already in use on ${HOST} by another program`
    case 'EACCES':
      return `PORT: ${PORT} needs privileges this process does not have (use a port above 1023)`
    case 'EADDRNOTAVAIL':
      return `HOST: ${HOST} is not an address of this machine`
    default:
      return `HOST, PORT: cannot listen on ${HOST}:${PORT} (${error.code ?? error.message})`
  }
}
