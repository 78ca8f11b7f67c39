import { LRUCache } from 'lru-cache'
import { dataGeneration } from '../cache/data-generation.server'
import { collectDependencies, DependencyIndex, onStaleKeys } from '../cache/dependencies.server'
import { env } from '../env.server'
import { DiskTier, type Restored } from './disk-tier.server'
import { bodyBytes } from './held-body.server'
import {
  bestAnswer,
  prepareAnswer,
  pickAnswer,
  toResponse,
  withEncodingFor,
  type MemoryAnswer,
  type PlainAnswer,
} from './memory-answer.server'
import { negotiateEncoding } from './compression.server'
import { concurrencyLimit } from './render-slots.server'
import { hasSessionCookie, isPrivatePath } from './security-headers.server'

/**
 * Public pages and public API answers are rendered once and served from memory until a change of the data they show
 * makes them stale (docs/decisions/0010-render-cache.md, 0035-scoped-invalidation.md). Keyed by the full address;
 * bounded in bytes, so endless query-string variants only push older entries out. An answer is kept when it says it
 * may be shared (`Cache-Control: public`), has no cookie, and is a 200 or a 404. Each kept answer carries the
 * dependency keys its render collected, and a change drops only the answers that depend on a key it makes stale.
 */
/** An answer, the keys it depends on, the data generation its render began at, when it expires (a time in ms). */
type Kept = Restored

let store: LRUCache<string, Kept> | undefined
let disk: DiskTier | undefined

/** The kept answers by the keys they depend on; an answer leaves it when it leaves the cache. */
const dependents = new DependencyIndex()

/** What one dependency key of a kept answer costs: its text, and its place in both directions of the index. */
const KEY_OVERHEAD_BYTES = 96

/** Pages carry the day's date in places (legal pages' "Last updated"): nothing is kept longer than this. */
const KEEP_MS = 10 * 60 * 1000

/** Created on first use, once the configuration has been validated. */
function cache(): LRUCache<string, Kept> {
  if (store) return store
  const { RENDER_CACHE_MB, RENDER_CACHE_DISK_MB, DATABASE_PATH } = env()
  if (RENDER_CACHE_DISK_MB > 0) disk = new DiskTier(`${DATABASE_PATH}-render-cache`, RENDER_CACHE_DISK_MB * 1024 * 1024)
  store = new LRUCache<string, Kept>({
    maxSize: RENDER_CACHE_MB * 1024 * 1024,
    sizeCalculation: ({ answer, keys }, address) =>
      answer.size + keys.reduce((bytes, key) => bytes + 2 * (key.length + address.length) + KEY_OVERHEAD_BYTES, 0),
    // An answer replaced at its address: `keep` records the new one's keys in its place. One that the memory's
    // bound pushes out goes to the disk tier, which keeps its keys with its bytes.
    dispose: (kept, address, reason) => {
      if (reason === 'set') return
      dependents.delete(address)
      if (reason === 'evict') disk?.put(address, kept)
    },
  })
  return store
}

function keep(address: string, kept: Kept): void {
  disk?.delete(address)
  cache().set(address, kept, { ttl: Math.max(1, kept.expires - Date.now()) })
  // Too large to keep: the LRU refused it (and dropped the answer it replaced).
  if (cache().peek(address) === kept) dependents.set(address, kept.keys)
  else dependents.delete(address)
}

/**
 * The generation at which each key last went stale, and when, for as long as an answer rendered before could still be
 * kept (`KEEP_MS`): a render that began before a change of a key it read is served but not kept, and an answer read
 * back from the disk tier is dropped when a key it depends on went stale since its render began.
 */
const staleSince = new Map<string, { generation: number; at: number }>()
let allStaleSince = 0

onStaleKeys((stale) => {
  const generation = dataGeneration()
  if (stale === 'all') {
    store?.clear()
    disk?.clear()
    dependents.clear()
    allStaleSince = generation
    staleSince.clear()
    return
  }
  for (const address of dependents.entriesDependingOn(stale)) store?.delete(address)
  const now = Date.now()
  // In the order they went stale: the oldest first, and forgotten once no answer kept can be older.
  for (const key of stale) {
    staleSince.delete(key)
    staleSince.set(key, { generation, at: now })
  }
  for (const [key, { at }] of staleSince) {
    if (at > now - KEEP_MS) break
    staleSince.delete(key)
  }
})

/** Whether data shown by an answer rendered from generation `generation` on, with `keys`, changed since. */
function changedSince(generation: number, keys: Iterable<string>): boolean {
  if (allStaleSince > generation) return true
  for (const key of keys) if ((staleSince.get(key)?.generation ?? 0) > generation) return true
  return false
}

/**
 * Answers that depend on the clock, not only on the data: the open-now filter of search pages, REST and tRPC
 * (`openNow=true`, or `"openNow":true` in a tRPC input). They are kept a minute, and a CDN may keep them a minute but
 * never serve them stale (docs/decisions/0023-opening-hours-and-time-zones.md).
 */
const CLOCK_ANSWER_MS = 60_000
const CLOCK_CACHE_CONTROL = 'public, max-age=0, s-maxage=60'

export function dependsOnClock(address: string): boolean {
  let text = address
  try {
    text = decodeURIComponent(address)
  } catch {
    // Not valid percent-encoding: read it as it is.
  }
  return /openNow(?:=|"\s*:\s*)"?true/.test(text)
}

/**
 * Public renders one at a time. A crawler's 50 connections of cold pages then queue here, not in memory all at once,
 * and answers already in the cache never wait behind them (the fast path and `cachedFetch` serve those first, and
 * each render starts in a turn of the event loop of its own). A render waits for nothing but the CPU (the database
 * and compression are synchronous), so a second one at a time finished none sooner: measured at 100,000 arcades
 * with a crawler pulling cold pages, one slot served as many pages a second as two or four, and a cached page's p99
 * was 54 ms against 114 ms with two (docs/decisions/0036-cold-render-cost.md).
 */
const renderSlot = concurrencyLimit(1)

/** Renders in progress, so many requests for one address that just went stale cause one render, not many. */
const inFlight = new Map<string, Promise<MemoryAnswer | undefined>>()

/** Reads that may be answered from (and stored in) the cache: not signed in, not an admin or private path. */
export function isCacheableRequest(method: string, pathname: string, cookie: string | null | undefined): boolean {
  if (method !== 'GET' && method !== 'HEAD') return false
  if (hasSessionCookie(cookie)) return false
  return !isPrivatePath(pathname)
}

function storable(response: Response): boolean {
  return (
    (response.status === 200 || response.status === 404) &&
    /\bpublic\b/.test(response.headers.get('cache-control') ?? '') &&
    !response.headers.has('set-cookie')
  )
}

/** Whether an answer came from the cache (`X-Cache`, as CDNs say it): stored answers carry `hit`. */
const FROM_CACHE = { 'x-cache': 'hit' }
const RENDERED = { 'x-cache': 'miss' }

/** Addresses whose quickly compressed answer is being compressed well (at most a few at a time, off the main thread). */
const upgrading = new Set<string>()
const MAX_UPGRADES = 2

/**
 * An answer prepared quickly for the request that missed is compressed at its best once it is asked for again, and
 * replaces the quick one if it is still the kept one (a change of its data drops it from the cache).
 */
function upgradeLater(address: string, kept: Kept): void {
  if (upgrading.has(address) || upgrading.size >= MAX_UPGRADES) return
  upgrading.add(address)
  bestAnswer(kept.answer)
    .then((best) => {
      if (cache().peek(address) === kept) keep(address, { ...kept, answer: best })
    })
    .catch(() => undefined)
    .finally(() => upgrading.delete(address))
}

/** The cached answer for an address, if any (the production server's fast path reads it before any routing). */
export function cachedAnswer(
  address: string,
  method: string,
  acceptEncoding: string | undefined,
  ifNoneMatch: string | undefined,
): PlainAnswer | undefined {
  let kept = cache().get(address)
  if (!kept) return undefined
  if (kept.answer.quick) {
    // Its miss made only its own client's encoding; this client's is made now and kept with it.
    const answer = withEncodingFor(kept.answer, acceptEncoding)
    if (answer !== kept.answer) {
      kept = { ...kept, answer }
      keep(address, kept)
    }
    upgradeLater(address, kept)
  }
  return pickAnswer(kept.answer, method, acceptEncoding, ifNoneMatch)
}

/** Reads of the disk tier under way, so many requests for one address read its file once. */
const restoring = new Map<string, Promise<void>>()

/**
 * The answer for an address the memory tier let go, read back from the disk tier and kept in memory again (it is
 * being asked for: the memory tier keeps what is asked for most recently); undefined when the disk tier has none.
 */
async function fromDisk(
  address: string,
  method: string,
  acceptEncoding: string | undefined,
  ifNoneMatch: string | undefined,
): Promise<PlainAnswer | undefined> {
  if (!disk?.has(address)) return undefined
  let reading = restoring.get(address)
  if (!reading) {
    reading = disk
      .take(address)
      .then((restored) => {
        if (restored && !changedSince(restored.generation, restored.keys)) keep(address, restored)
      })
      .finally(() => restoring.delete(address))
    restoring.set(address, reading)
  }
  await reading
  return cachedAnswer(address, method, acceptEncoding, ifNoneMatch)
}

async function renderAndStore(
  address: string,
  acceptEncoding: string | undefined,
  render: () => Promise<Response>,
): Promise<{ answer?: MemoryAnswer; response?: Response }> {
  const generation = dataGeneration()
  const began = Date.now()
  // What the render reads, the services say as it reads it (src/server/cache/dependencies.server.ts).
  const keys = new Set<string>()
  // A page renders while its body streams: the slot is held until the whole body is read.
  const rendered = await renderSlot(() =>
    collectDependencies(keys, async () => {
      const response = await render()
      return storable(response) ? { response, body: await bodyBytes(response) } : { response }
    }),
  )
  const { response, body } = rendered
  if (!body) return { response }
  const clock = dependsOnClock(address)
  const headers: Record<string, string> = { ...Object.fromEntries(response.headers), ...FROM_CACHE }
  if (clock) headers['cache-control'] = CLOCK_CACHE_CONTROL
  // The client is waiting: compressed quickly now in the encoding it takes, and in every encoding at its best if
  // the address is asked for again. Only the encodings are kept: a client that takes none gets them decoded.
  const encoding = negotiateEncoding(acceptEncoding)
  const answer = await prepareAnswer(response.status, headers, body, {
    quickly: encoding ? [encoding] : [],
    encodedOnly: true,
  })
  // Rendered from data that changed meanwhile (or so long ago that changes since are forgotten): serve it to this
  // request, but do not keep it.
  if (!changedSince(generation, keys) && Date.now() - began < KEEP_MS)
    keep(address, { answer, keys: [...keys], generation, expires: Date.now() + (clock ? CLOCK_ANSWER_MS : KEEP_MS) })
  return { answer }
}

/** A rendered answer, marked as not from the cache. */
function missed(answer: PlainAnswer): Response {
  return toResponse({ ...answer, headers: { ...answer.headers, ...RENDERED } })
}

/** An answer that may not be stored (an error, a redirect), marked as not from the cache. */
function passed(response: Response): Response {
  const copy = new Response(response.body, response)
  copy.headers.set('x-cache', 'miss')
  return copy
}

/**
 * Answers a cacheable GET or HEAD from the cache, or renders it (once, however many ask at the same time),
 * stores it if it may be shared, and answers from what was stored. `render` must produce the GET answer
 * (with its body) even for a HEAD request.
 */
export async function cachedFetch(request: Request, render: () => Promise<Response>): Promise<Response> {
  const url = new URL(request.url)
  const address = url.pathname + url.search
  const method = request.method
  const acceptEncoding = request.headers.get('accept-encoding') ?? undefined
  const ifNoneMatch = request.headers.get('if-none-match') ?? undefined
  const hit =
    cachedAnswer(address, method, acceptEncoding, ifNoneMatch) ??
    (await fromDisk(address, method, acceptEncoding, ifNoneMatch))
  if (hit) return toResponse(hit)

  const pending = inFlight.get(address)
  if (pending) {
    const answer = await pending
    return answer
      ? missed(pickAnswer(withEncodingFor(answer, acceptEncoding), method, acceptEncoding, ifNoneMatch))
      : passed(await renderSlot(render))
  }
  const work = renderAndStore(address, acceptEncoding, render)
  // Waiters render for themselves when this render fails or may not be shared.
  const shared = work.then(
    (r) => r.answer,
    () => undefined,
  )
  inFlight.set(address, shared)
  try {
    const { answer, response } = await work
    return answer ? missed(pickAnswer(answer, method, acceptEncoding, ifNoneMatch)) : passed(response!)
  } finally {
    inFlight.delete(address)
  }
}
