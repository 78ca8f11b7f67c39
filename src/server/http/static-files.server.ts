import fs from 'node:fs/promises'
import path from 'node:path'
import type { Encoding } from './compression.server'
import { prepareAnswer, pickAnswer, type MemoryAnswer, type PlainAnswer } from './memory-answer.server'
import { securityHeaders } from './security-headers.server'

const CONTENT_TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.json': 'application/json',
  '.txt': 'text/plain; charset=utf-8',
  '.woff2': 'font/woff2',
  '.webmanifest': 'application/manifest+json',
}

/** The build's hashed files never change under their name; everything else may change with a release. */
const IMMUTABLE = 'public, max-age=31536000, immutable'
const REVALIDATE_DAILY = 'public, max-age=86400'

/** Sibling files the build wrote with each text file (see the precompress plugin in vite.config.ts). */
const PRECOMPRESSED: Record<Encoding, string> = { br: '.br', gzip: '.gz' }

const files = new Map<string, MemoryAnswer>()

async function* walk(dir: string): AsyncGenerator<string> {
  for (const entry of await fs.readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) yield* walk(full)
    else if (entry.isFile()) yield full
  }
}

async function readIfExists(file: string): Promise<Buffer | undefined> {
  return fs.readFile(file).catch(() => undefined)
}

/**
 * Reads the built client files (a couple of megabytes) into memory once at start, with the br and gzip copies
 * made at build, so a static request is answered without touching the disk.
 */
export async function loadStaticFiles(dir: string): Promise<number> {
  files.clear()
  for await (const file of walk(dir)) {
    const type = CONTENT_TYPES[path.extname(file).toLowerCase()]
    if (!type) continue
    const urlPath = '/' + path.relative(dir, file).split(path.sep).join('/')
    const [body, br, gzip] = await Promise.all([
      fs.readFile(file),
      readIfExists(file + PRECOMPRESSED.br),
      readIfExists(file + PRECOMPRESSED.gzip),
    ])
    const headers = {
      ...securityHeaders(),
      'content-type': type,
      'cache-control': urlPath.startsWith('/assets/') ? IMMUTABLE : REVALIDATE_DAILY,
    }
    files.set(urlPath, await prepareAnswer(200, headers, body, { precompressed: { br, gzip } }))
  }
  return files.size
}

/** The answer for a built client file at `pathname`, if there is one. */
export function staticAnswer(
  pathname: string,
  method: string,
  acceptEncoding: string | undefined,
  ifNoneMatch: string | undefined,
): PlainAnswer | undefined {
  const file = files.get(pathname)
  return file && pickAnswer(file, method, acceptEncoding, ifNoneMatch)
}
