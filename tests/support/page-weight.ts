import fs from 'node:fs'
import path from 'node:path'
import zlib from 'node:zlib'

/** The production build's public files, served under `/` (`npm run build` must have run). */
export const CLIENT_DIR = path.resolve(import.meta.dirname, '../../dist/client')

/** 1 KB = 1,024 bytes. */
export const KB = 1024

export interface AssetSize {
  /** The file's address, e.g. `/assets/index-abc123.js`. */
  href: string
  bytes: number
  /** Size after gzip (zlib, level 9), each file compressed on its own as a server would send it. */
  gzipBytes: number
}

export interface PageWeight {
  js: AssetSize[]
  css: AssetSize[]
  jsGzipBytes: number
  cssGzipBytes: number
}

export const gzipSize = (data: string | Buffer): number => zlib.gzipSync(data, { level: 9 }).length

const attribute = (tag: string, name: string) => tag.match(new RegExp(`\\s${name}="([^"]*)"`, 'i'))?.[1]

/** The same-origin `<script src>`, `<link rel="modulepreload">` and stylesheet addresses of a page. */
export function pageAssets(html: string): { scripts: string[]; stylesheets: string[] } {
  const scripts = new Set<string>()
  const stylesheets = new Set<string>()
  for (const [tag] of html.matchAll(/<script\b[^>]*>/gi)) {
    const src = attribute(tag, 'src')
    if (src?.startsWith('/')) scripts.add(src)
  }
  for (const [tag] of html.matchAll(/<link\b[^>]*>/gi)) {
    const rel = attribute(tag, 'rel')?.toLowerCase()
    const href = attribute(tag, 'href')
    if (!href?.startsWith('/')) continue
    if (rel === 'modulepreload') scripts.add(href)
    if (rel === 'stylesheet') stylesheets.add(href)
  }
  return { scripts: [...scripts], stylesheets: [...stylesheets] }
}

/**
 * The static imports of a built chunk: `import … from "./x.js"`, `import "./x.js"`, `export … from "./x.js"`.
 * Dynamic `import("./x.js")` is left out: those chunks load later, on demand.
 */
export function staticImports(code: string): string[] {
  const found = code.matchAll(/\b(?:import|export)\s*(?:[\w$*{}\s,]*?from\s*)?["'`](\.{1,2}\/[^"'`]+\.js)["'`]/g)
  return [...found].map((m) => m[1]!)
}

function readBuiltFile(href: string): Buffer {
  const file = path.join(CLIENT_DIR, decodeURIComponent(href.split(/[?#]/)[0]!))
  if (!file.startsWith(CLIENT_DIR + path.sep)) throw new Error(`${href} is not a file of the build`)
  return fs.readFileSync(file)
}

const sizeOf = (href: string, data: Buffer): AssetSize => ({ href, bytes: data.length, gzipBytes: gzipSize(data) })
const total = (list: AssetSize[]) => list.reduce((sum, a) => sum + a.gzipBytes, 0)

/**
 * What a page loads, read from the build: its scripts and module preloads plus, transitively, every chunk those
 * import statically; and its stylesheets.
 */
export function pageWeight(html: string): PageWeight {
  const { scripts, stylesheets } = pageAssets(html)
  const js = new Map<string, AssetSize>()
  const queue = [...scripts]
  while (queue.length > 0) {
    const href = queue.shift()!
    if (js.has(href)) continue
    const data = readBuiltFile(href)
    js.set(href, sizeOf(href, data))
    for (const specifier of staticImports(data.toString('utf8'))) {
      queue.push(new URL(specifier, `http://build${href}`).pathname)
    }
  }
  const jsList = [...js.values()]
  const css = stylesheets.map((href) => sizeOf(href, readBuiltFile(href)))
  return { js: jsList, css, jsGzipBytes: total(jsList), cssGzipBytes: total(css) }
}

export const formatKb = (bytes: number) => `${(bytes / KB).toFixed(1)} KB`

/** The files, largest first, with their gzipped and raw sizes: for failure messages. */
export function describeAssets(list: AssetSize[]): string {
  return [...list]
    .sort((a, b) => b.gzipBytes - a.gzipBytes)
    .map((a) => `  ${formatKb(a.gzipBytes).padStart(9)} gzipped  ${formatKb(a.bytes).padStart(9)} raw  ${a.href}`)
    .join('\n')
}
