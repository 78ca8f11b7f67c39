import { createHash } from 'node:crypto'
import {
  compressBoth,
  isCompressible,
  MIN_COMPRESS_BYTES,
  negotiateEncoding,
  type Encoding,
} from './compression.server'

type HeaderRecord = Record<string, string>

interface Variant {
  body: Buffer
  headers: HeaderRecord
}

/**
 * An answer held in memory and served many times (a rendered page, an API answer, a static file): its body
 * in each encoding, with every header worked out once, so serving it is a lookup and a write.
 */
export interface MemoryAnswer {
  status: number
  /** The strong validator of the identity body; each encoding's ETag adds a suffix. */
  tag: string
  identity: Variant
  encoded: Partial<Record<Encoding, Variant>>
  notModified: HeaderRecord
  /** Bytes held, for the cache's size bound. */
  size: number
}

/** What to write for one request: status, headers and body (none for HEAD and 304). */
export interface PlainAnswer {
  status: number
  headers: HeaderRecord
  body: Buffer | undefined
}

const ETAG_SUFFIX: Record<Encoding, string> = { br: '-br', gzip: '-gz' }

/** Headers a 304 repeats (RFC 9110 §15.4.5): the validator and what governs caching. */
const NOT_MODIFIED_HEADERS = ['cache-control', 'etag', 'vary', 'content-location', 'expires']

function quoted(tag: string, encoding?: Encoding): string {
  return `"${tag}${encoding ? ETAG_SUFFIX[encoding] : ''}"`
}

/**
 * Prepares an answer from its status, headers and body. Text bodies get br and gzip variants (passed in when
 * already compressed at build, computed here otherwise).
 */
export async function prepareAnswer(
  status: number,
  headers: HeaderRecord,
  body: Buffer,
  precompressed?: Partial<Record<Encoding, Buffer>>,
): Promise<MemoryAnswer> {
  const tag = createHash('sha256').update(body).digest('base64url').slice(0, 27)
  const base: HeaderRecord = {}
  for (const [name, value] of Object.entries(headers)) {
    const key = name.toLowerCase()
    if (!['content-length', 'content-encoding', 'etag', 'date', 'transfer-encoding', 'connection'].includes(key)) {
      base[key] = value
    }
  }
  const compressible = isCompressible(base['content-type']) && body.byteLength >= MIN_COMPRESS_BYTES
  if (compressible) base.vary = base.vary ? `${base.vary}, Accept-Encoding` : 'Accept-Encoding'
  const variant = (data: Buffer, encoding?: Encoding): Variant => ({
    body: data,
    headers: {
      ...base,
      etag: quoted(tag, encoding),
      'content-length': String(data.byteLength),
      ...(encoding ? { 'content-encoding': encoding } : {}),
    },
  })
  const encoded: MemoryAnswer['encoded'] = {}
  if (compressible) {
    const bodies = precompressed?.br && precompressed.gzip ? precompressed : await compressBoth(body)
    for (const encoding of ['br', 'gzip'] as const) {
      const data = bodies[encoding]
      // An encoding that does not shrink the body is not worth the client's decoding.
      if (data && data.byteLength < body.byteLength) encoded[encoding] = variant(data, encoding)
    }
  }
  const identity = variant(body)
  const notModified: HeaderRecord = {}
  for (const name of NOT_MODIFIED_HEADERS) if (identity.headers[name]) notModified[name] = identity.headers[name]
  const size =
    body.byteLength + (encoded.br?.body.byteLength ?? 0) + (encoded.gzip?.body.byteLength ?? 0) + 1024 /* headers */
  return { status, tag, identity, encoded, notModified, size }
}

/** Whether If-None-Match names this answer, in any of its encodings (a 304 lets the client keep its copy). */
function matches(answer: MemoryAnswer, ifNoneMatch: string | undefined): boolean {
  if (!ifNoneMatch) return false
  return ifNoneMatch.split(',').some((candidate) => {
    const value = candidate.trim().replace(/^W\//, '')
    return value === '*' || value.replace(/-(br|gz)"$/, '"') === quoted(answer.tag)
  })
}

/** The answer for one request: 304 when the client's copy is current, else the best encoding it accepts. */
export function pickAnswer(
  answer: MemoryAnswer,
  method: string,
  acceptEncoding: string | undefined,
  ifNoneMatch: string | undefined,
): PlainAnswer {
  const encoding = negotiateEncoding(acceptEncoding)
  const variant = (encoding && answer.encoded[encoding]) || answer.identity
  if (answer.status === 200 && matches(answer, ifNoneMatch)) {
    return { status: 304, headers: { ...answer.notModified, etag: variant.headers.etag! }, body: undefined }
  }
  return { status: answer.status, headers: variant.headers, body: method === 'HEAD' ? undefined : variant.body }
}

export function toResponse(answer: PlainAnswer): Response {
  return new Response(
    answer.body
      ? new Uint8Array(answer.body.buffer as ArrayBuffer, answer.body.byteOffset, answer.body.byteLength)
      : null,
    { status: answer.status, headers: answer.headers },
  )
}
