import { promisify } from 'node:util'
import zlib from 'node:zlib'

export type Encoding = 'br' | 'gzip'

/** Text answers worth compressing: HTML, JSON (GeoJSON too), XML, SVG, CSS, JavaScript and plain text. */
export function isCompressible(contentType: string | null | undefined): boolean {
  return (
    !!contentType &&
    /^(text\/|application\/(json|geo\+json|xml|javascript|manifest\+json)|image\/svg\+xml)/.test(contentType)
  )
}

/** Smaller bodies gain nothing: the encoding's framing eats the saving. */
export const MIN_COMPRESS_BYTES = 1024

/** The encodings a client's Accept-Encoding allows (q=0 refuses one; `*` allows gzip). */
function acceptedEncodings(acceptEncoding: string | null | undefined): Set<string> {
  const accepted = new Set<string>()
  for (const part of (acceptEncoding ?? '').toLowerCase().split(',')) {
    const [name, ...params] = part.trim().split(';')
    const q = params.map((p) => /^\s*q=([\d.]+)/.exec(p)?.[1]).find(Boolean)
    if (name && (q === undefined || Number(q) > 0)) accepted.add(name === '*' ? 'gzip' : name)
  }
  return accepted
}

/** The encoding to answer with: br where the client takes it, else gzip, else none. */
export function negotiateEncoding(acceptEncoding: string | null | undefined): Encoding | undefined {
  const accepted = acceptedEncodings(acceptEncoding)
  return accepted.has('br') ? 'br' : accepted.has('gzip') ? 'gzip' : undefined
}

const brotli = promisify(zlib.brotliCompress)
const gzip = promisify(zlib.gzip)

/** How hard to compress: `best` for bodies served many times, `quick` for one request that is waiting. */
type Effort = 'best' | 'quick'

/**
 * Measured on this site's pages (60–90 KB of HTML): quality 9 took over 100 ms; quality 11 takes about half of that
 * and is 12% smaller than quality 5. For the one client waiting on a miss, brotli 3 and gzip 1 take a third to a half
 * of brotli 5's and gzip 6's time (a 66 KB arcade page: ~1 ms instead of 2–7 ms under load) for bodies 11–12% larger;
 * compression was a tenth of a cold page's CPU at quality 5 (decision 0046). So a body for a waiting client is
 * compressed quickly, and one served many times at the maximum.
 */
const BROTLI_QUALITY: Record<Effort, number> = { best: 11, quick: 3 }
const GZIP_LEVEL: Record<Effort, number> = { best: 9, quick: 1 }

const options = (body: Uint8Array, encoding: Encoding, effort: Effort): zlib.BrotliOptions | zlib.ZlibOptions =>
  encoding === 'br'
    ? {
        params: {
          [zlib.constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY[effort],
          [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.byteLength,
          [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
        },
      }
    : { level: GZIP_LEVEL[effort] }

/** One encoding of a body at its best, off the main thread (zlib's thread pool). */
function compressWell(body: Uint8Array, encoding: Encoding): Promise<Buffer> {
  return encoding === 'br' ? brotli(body, options(body, encoding, 'best')) : gzip(body, options(body, encoding, 'best'))
}

/**
 * One encoding of a body, quickly and at once, for a client that is waiting for it. Measured on 60–90 KB pages here:
 * 0.5–0.8 ms on the main thread, where the same work handed to zlib's thread pool cost twice the CPU in all (its
 * stream machinery and thread hand-offs) on a machine whose other core serves requests too.
 */
export function compressNow(body: Uint8Array, encoding: Encoding): Buffer {
  return encoding === 'br'
    ? zlib.brotliCompressSync(body, options(body, encoding, 'quick'))
    : zlib.gzipSync(body, options(body, encoding, 'quick'))
}

/** Both encodings of a body at their best, made side by side, for a body served many times. */
export async function compressBoth(body: Uint8Array): Promise<Record<Encoding, Buffer>> {
  const [br, gz] = await Promise.all([compressWell(body, 'br'), compressWell(body, 'gzip')])
  return { br, gzip: gz }
}

/**
 * Bodies up to this size are read whole and compressed at once on the main thread (a few KB of JSON: tens of
 * microseconds). Compressing them as a stream hands each chunk to zlib's thread pool and back: under a load of reads
 * every hand-off waits its turn behind them, which tripled an administrator's save (p50 13 → 48 ms at 100,000
 * arcades with ten visitors' connections busy; docs/decisions/0064-uncached-answers-compressed-at-once.md).
 */
const AT_ONCE_BYTES = 256 * 1024

/**
 * An answer that is not cached (admin screens and saves, signed-in pages): compressed at once when its body is
 * small, else (an export of the whole directory) compressed with gzip as it streams, so that it is never held whole
 * (and sent as it is to a client that takes brotli but not gzip).
 */
export async function compressedResponse(request: Request, response: Response): Promise<Response> {
  const encoding = negotiateEncoding(request.headers.get('accept-encoding'))
  if (
    !response.body ||
    !encoding ||
    request.method === 'HEAD' ||
    response.headers.has('content-encoding') ||
    !isCompressible(response.headers.get('content-type')) ||
    Number(response.headers.get('content-length') ?? MIN_COMPRESS_BYTES) < MIN_COMPRESS_BYTES
  ) {
    return response
  }
  const reader = response.body.getReader()
  const chunks: Uint8Array<ArrayBuffer>[] = []
  let size = 0
  while (size <= AT_ONCE_BYTES) {
    const { done, value } = await reader.read()
    if (done) {
      const body = Buffer.concat(chunks, size)
      if (size < MIN_COMPRESS_BYTES) return answer(response, new Uint8Array(body))
      const compressed = new Uint8Array(compressNow(body, encoding))
      return answer(response, compressed, encoding, compressed.byteLength)
    }
    chunks.push(value)
    size += value.byteLength
  }
  const whole = new ReadableStream<Uint8Array<ArrayBuffer>>({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(chunk)
    },
    async pull(controller) {
      const { done, value } = await reader.read()
      if (done) controller.close()
      else controller.enqueue(value)
    },
    cancel: (reason) => reader.cancel(reason),
  })
  const gzip = acceptedEncodings(request.headers.get('accept-encoding')).has('gzip')
  return gzip ? answer(response, whole.pipeThrough(new CompressionStream('gzip')), 'gzip') : answer(response, whole)
}

/** `response` with `body` instead of its own, encoded as `encoding` says (and as long as `length` says). */
function answer(response: Response, body: BodyInit, encoding?: Encoding, length?: number): Response {
  const headers = new Headers(response.headers)
  headers.delete('content-length')
  if (length !== undefined) headers.set('content-length', String(length))
  if (encoding) {
    headers.set('content-encoding', encoding)
    headers.append('vary', 'Accept-Encoding')
  }
  return new Response(body, { status: response.status, statusText: response.statusText, headers })
}
