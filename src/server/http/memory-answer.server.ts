import { createHash } from 'node:crypto'
import { promisify } from 'node:util'
import zlib from 'node:zlib'
import {
  compressBoth,
  compressNow,
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
  /** Its body is left out when the answer keeps its encodings only (`encodedOnly`) and one is made. */
  identity: { body: Buffer | undefined; headers: HeaderRecord }
  /** Each encoding made so far; null where it did not shrink the body. */
  encoded: Partial<Record<Encoding, Variant | null>>
  /** A text body worth compressing: every encoding a client asks for is made for it. */
  compressible: boolean
  notModified: HeaderRecord
  /** Bytes held (bodies, headers and the objects around them), for the cache's size bound. */
  size: number
  /** Compressed quickly, for the one request that missed: worth compressing well once it is asked for again. */
  quick: boolean
  /** Keeps no identity body beside an encoded one: a client that takes no encoding gets it decoded. */
  encodedOnly: boolean
}

/**
 * How an answer's encodings are made: at build (`precompressed`); now and quickly, only those a waiting client takes
 * (`quickly`, the others when a client asks for them); or else now, both at their best.
 */
export interface Compression {
  precompressed?: Partial<Record<Encoding, Buffer>>
  quickly?: Encoding[]
  /**
   * Keep no identity body once an encoding is made (the render cache's answers, docs/decisions/0048-bounded-memory.md):
   * a page's br body is a sixth of its bytes, and nearly every client takes br or gzip.
   */
  encodedOnly?: boolean
}

/** What to write for one request: status, headers and body (none for HEAD and 304). */
export interface PlainAnswer {
  status: number
  headers: HeaderRecord
  body: Buffer | undefined
}

const ETAG_SUFFIX: Record<Encoding, string> = { br: '-br', gzip: '-gz' }

/** Headers a 304 repeats (RFC 9110 §15.4.5): the validator and what governs caching. */
const NOT_MODIFIED_HEADERS = ['cache-control', 'etag', 'vary', 'content-location', 'expires', 'x-cache']

/** A quickly compressed body is a different byte sequence from the best one: its strong validator differs too. */
const QUICK_SUFFIX = 'q'

function quoted(tag: string, encoding?: Encoding, quick = false): string {
  return `"${tag}${encoding ? ETAG_SUFFIX[encoding] + (quick ? QUICK_SUFFIX : '') : ''}"`
}

/** Headers that differ between an answer's variants; every other header is one shared string per answer. */
const VARIANT_HEADERS = ['etag', 'content-length', 'content-encoding']
const headerBytes = (headers: HeaderRecord, names: Iterable<string>) => {
  let bytes = 0
  for (const name of names) if (headers[name] !== undefined) bytes += name.length + headers[name].length + 32
  return bytes
}
/** What V8 and Node hold per answer beyond bodies and header text: the objects, maps and the buffers' handles. */
const ANSWER_OVERHEAD_BYTES = 1024

/**
 * A body that owns exactly its bytes. Node hands out small buffers (compressed bodies among them) as slices of a
 * shared pool slab (64 KB here): a kept slice would keep the whole slab alive, unseen by the cache's size bound.
 */
function owned(body: Buffer): Buffer {
  if (body.byteOffset === 0 && body.buffer.byteLength === body.byteLength) return body
  const copy = new Uint8Array(body.byteLength)
  copy.set(body)
  return Buffer.from(copy.buffer)
}

/** An answer from its parts: `bodies` are the encodings made so far (null: not worth sending). */
function assemble(
  status: number,
  tag: string,
  base: HeaderRecord,
  body: Buffer,
  bodies: Partial<Record<Encoding, Buffer | null>>,
  { compressible, quick, encodedOnly }: { compressible: boolean; quick: boolean; encodedOnly: boolean },
): MemoryAnswer {
  const variant = (data: Buffer, encoding?: Encoding): Variant => ({
    body: owned(data),
    headers: {
      ...base,
      etag: quoted(tag, encoding, quick),
      'content-length': String(data.byteLength),
      ...(encoding ? { 'content-encoding': encoding } : {}),
    },
  })
  const encoded: MemoryAnswer['encoded'] = {}
  for (const encoding of ['br', 'gzip'] as const) {
    const data = bodies[encoding]
    // An encoding that does not shrink the body is not worth the client's decoding.
    if (data !== undefined)
      encoded[encoding] = data && data.byteLength < body.byteLength ? variant(data, encoding) : null
  }
  const identity: MemoryAnswer['identity'] = variant(body)
  if (encodedOnly && (encoded.br || encoded.gzip)) identity.body = undefined
  const notModified: HeaderRecord = {}
  for (const name of NOT_MODIFIED_HEADERS) if (identity.headers[name]) notModified[name] = identity.headers[name]
  let size = ANSWER_OVERHEAD_BYTES + headerBytes(base, Object.keys(base)) + headerBytes(notModified, ['etag'])
  for (const v of [identity, encoded.br, encoded.gzip]) {
    if (v) size += (v.body?.byteLength ?? 0) + headerBytes(v.headers, VARIANT_HEADERS)
  }
  return { status, tag, identity, encoded, compressible, notModified, size, quick, encodedOnly }
}

const brotliDecompress = promisify(zlib.brotliDecompress)
const gunzip = promisify(zlib.gunzip)

/** The identity body: kept, or decoded from the answer's br (or gzip) body. */
function identityBody(answer: MemoryAnswer): Buffer {
  if (answer.identity.body) return answer.identity.body
  const { br, gzip } = answer.encoded
  return br ? zlib.brotliDecompressSync(br.body) : zlib.gunzipSync(gzip!.body)
}

/** The same, off the main thread, for work nobody waits for. */
function identityBodyLater(answer: MemoryAnswer): Promise<Buffer> {
  if (answer.identity.body) return Promise.resolve(answer.identity.body)
  const { br, gzip } = answer.encoded
  return br ? brotliDecompress(br.body) : gunzip(gzip!.body)
}

/**
 * Prepares an answer from its status, headers and body. Text bodies get br and gzip variants: passed in when
 * compressed at build, else made now (quickly, and only those a waiting client takes, docs/decisions/0032-cold-answers.md
 * and 0036-cold-render-cost.md).
 */
export async function prepareAnswer(
  status: number,
  headers: HeaderRecord,
  body: Buffer,
  { precompressed, quickly, encodedOnly = false }: Compression = {},
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
  if (compressible && !/\bAccept-Encoding\b/i.test(base.vary ?? '')) {
    base.vary = base.vary ? `${base.vary}, Accept-Encoding` : 'Accept-Encoding'
  }
  const quick = compressible && !precompressed && quickly !== undefined
  let bodies: Partial<Record<Encoding, Buffer>> = {}
  if (compressible) {
    if (precompressed?.br && precompressed.gzip) bodies = precompressed
    else if (quickly) for (const encoding of quickly) bodies[encoding] = compressNow(body, encoding)
    else bodies = await compressBoth(body)
  }
  return assemble(status, tag, base, body, bodies, { compressible, quick, encodedOnly })
}

/** The answer with both encodings at their best, for an answer prepared quickly that is asked for again. */
export async function bestAnswer(answer: MemoryAnswer): Promise<MemoryAnswer> {
  return prepareAnswer(answer.status, answer.identity.headers, await identityBodyLater(answer), {
    encodedOnly: answer.encodedOnly,
  })
}

/**
 * The answer with the encoding `acceptEncoding` prefers made quickly, where a quick answer does not have it yet (a
 * cold miss makes only its own client's); the same answer otherwise.
 */
export function withEncodingFor(answer: MemoryAnswer, acceptEncoding: string | undefined): MemoryAnswer {
  const encoding = negotiateEncoding(acceptEncoding)
  if (!encoding || !answer.compressible || answer.encoded[encoding] !== undefined) return answer
  const base = Object.fromEntries(
    Object.entries(answer.identity.headers).filter(([name]) => !VARIANT_HEADERS.includes(name)),
  )
  const body = identityBody(answer)
  const bodies: Partial<Record<Encoding, Buffer | null>> = { [encoding]: compressNow(body, encoding) }
  for (const made of ['br', 'gzip'] as const) {
    const variant = answer.encoded[made]
    if (variant !== undefined) bodies[made] = variant && variant.body
  }
  return assemble(answer.status, answer.tag, base, body, bodies, answer)
}

/** Whether If-None-Match names this answer, in any of its encodings (a 304 lets the client keep its copy). */
function matches(answer: MemoryAnswer, ifNoneMatch: string | undefined): boolean {
  if (!ifNoneMatch) return false
  return ifNoneMatch.split(',').some((candidate) => {
    const value = candidate.trim().replace(/^W\//, '')
    return value === '*' || value.replace(/-(br|gz)q?"$/, '"') === quoted(answer.tag)
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
  const encoded = encoding && answer.encoded[encoding]
  const headers = (encoded || answer.identity).headers
  if (answer.status === 200 && matches(answer, ifNoneMatch)) {
    return { status: 304, headers: { ...answer.notModified, etag: headers.etag! }, body: undefined }
  }
  if (method === 'HEAD') return { status: answer.status, headers, body: undefined }
  return { status: answer.status, headers, body: encoded ? encoded.body : identityBody(answer) }
}

export function toResponse(answer: PlainAnswer): Response {
  return new Response(
    answer.body
      ? new Uint8Array(answer.body.buffer as ArrayBuffer, answer.body.byteOffset, answer.body.byteLength)
      : null,
    { status: answer.status, headers: answer.headers },
  )
}

/** An answer's bodies and what describes them, as one run of bytes (the render cache's disk tier keeps it in a file). */
export function answerToBytes(answer: MemoryAnswer): Buffer {
  const bodies: Buffer[] = []
  const described = (variant: { body: Buffer | undefined; headers: HeaderRecord } | null | undefined) => {
    if (!variant) return variant
    if (variant.body) bodies.push(variant.body)
    return { headers: variant.headers, length: variant.body?.byteLength ?? -1 }
  }
  const { identity, encoded, ...rest } = answer
  const description = Buffer.from(
    JSON.stringify({
      ...rest,
      identity: described(identity),
      encoded: { br: described(encoded.br), gzip: described(encoded.gzip) },
    }),
  )
  const length = Buffer.alloc(4)
  length.writeUInt32LE(description.byteLength)
  return Buffer.concat([length, description, ...bodies])
}

/** The answer `answerToBytes` wrote, its bodies owning their bytes. */
export function answerFromBytes(bytes: Buffer): MemoryAnswer {
  const end = 4 + bytes.readUInt32LE(0)
  type Described = { headers: HeaderRecord; length: number } | null | undefined
  const { identity, encoded, ...rest } = JSON.parse(bytes.subarray(4, end).toString()) as Omit<
    MemoryAnswer,
    'identity' | 'encoded'
  > & { identity: Described; encoded: { br: Described; gzip: Described } }
  let offset = end
  const variant = (described: Described) => {
    if (!described) return described
    const body = described.length < 0 ? undefined : owned(bytes.subarray(offset, (offset += described.length)))
    return { headers: described.headers, body }
  }
  const restored: MemoryAnswer = { ...rest, identity: variant(identity)!, encoded: {} }
  for (const encoding of ['br', 'gzip'] as const) {
    const made = variant(encoded[encoding])
    if (made !== undefined) restored.encoded[encoding] = made && { headers: made.headers, body: made.body! }
  }
  return restored
}
