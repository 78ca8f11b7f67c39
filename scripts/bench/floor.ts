import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { MALLOC, NODE_FLAGS } from '../server-settings.mjs'
import { coldKind, type ColdResult } from './cold'
import { rssMb, startChild } from './processes'

/**
 * The floor pass: the site's framework with nothing of the site in it. A TanStack Start app of one root, one page
 * route and one server route (scripts/bench/floor-app) renders a page as large as an arcade page, with as many
 * elements and links, and answers JSON as large as an API search's, from the address alone: no database, no data
 * fetched or sent to the browser, no compression, no cache. Their distinct addresses, each asked for once against
 * the ceiling answering the same bytes, show what the framework itself costs on this machine: what a cold answer
 * takes beyond the floor's time is, roughly, the site's own work.
 */

export interface FloorKind {
  result: ColdResult
  /** Bytes of one answer, uncompressed. */
  bytes: number
}

export interface FloorResult {
  /** Pages of an arcade page's size and shape, then JSON answers of an API search's size. */
  kinds: FloorKind[]
  /** The floor server's RSS before its first request, MB. */
  idleRssMb?: number
}

const ROOT = path.resolve(import.meta.dirname, '../..')

/** Builds a copy of the floor app in `workDir` (the repository gets no build output); returns the copy's directory. */
function buildFloorApp(workDir: string): string {
  const dir = path.join(workDir, 'floor-app')
  fs.rmSync(dir, { recursive: true, force: true })
  // Its tsconfig.json extends the repository's, which the copy has no path to; the build does not need it.
  fs.cpSync(path.join(import.meta.dirname, 'floor-app'), dir, {
    recursive: true,
    filter: (file) => path.basename(file) !== 'tsconfig.json',
  })
  fs.symlinkSync(path.join(ROOT, 'node_modules'), path.join(dir, 'node_modules'))
  const build = spawnSync(process.execPath, [path.join(ROOT, 'node_modules/vite/bin/vite.js'), 'build'], {
    cwd: dir,
    encoding: 'utf8',
  })
  if (build.status !== 0) throw new Error(`the floor app did not build: ${`${build.stdout}${build.stderr}`.trim()}`)
  return dir
}

/**
 * Distinct pages (2,000 × `scale`) and API answers (1,000 × `scale`, as many as the cold pass asks of each kind) of
 * the floor app, served with the production server's V8 and allocator settings.
 */
export async function floorPass(workDir: string, scale: number): Promise<FloorResult> {
  const dir = buildFloorApp(workDir)
  const server = await startChild([...NODE_FLAGS, path.join(import.meta.dirname, 'floor-server.mjs'), dir], {
    env: { ...MALLOC, ...process.env, NODE_ENV: 'production' },
    ready: /floor listening on \d+/,
    timeoutMs: 30_000,
    name: 'floor server',
  })
  try {
    const url = `http://127.0.0.1:${/floor listening on (\d+)/.exec(server.output())![1]}`
    const idleRssMb = rssMb(server.process.pid)
    const kinds: FloorKind[] = []
    for (const [name, prefix, count] of [
      ['Floor pages', '/page/', 2000],
      ['Floor API answers', '/api/items/', 1000],
    ] as const) {
      // Address 0 is measured for its size; the pass's own addresses start at 1, so none is asked for twice.
      const bytes = (await (await fetch(`${url}${prefix}0`)).arrayBuffer()).byteLength
      const addresses = Array.from({ length: Math.max(1, Math.round(count * scale)) }, (_, i) => `${prefix}${i + 1}`)
      kinds.push({ result: await coldKind(url, { name, addresses }, workDir, server.process.pid), bytes })
    }
    return { kinds, idleRssMb }
  } finally {
    await server.stop()
  }
}
