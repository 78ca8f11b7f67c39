import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import zlib from 'node:zlib'
import { afterAll, describe, expect, it } from 'vitest'
import { markDataChanged } from '../cache/data-generation.server'
import { dependsOn, widgetTagKey } from '../cache/dependencies.server'
import { DiskTier } from './disk-tier.server'
import { prepareAnswer } from './memory-answer.server'
import { cachedFetch } from './render-cache.server'

// A memory tier of 1 MB and a disk tier of 2 MB: a few answers of 200 KB each push the oldest to disk, then off it.
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'arcade-atlas-disk-tier-'))
process.env.DATABASE_PATH = path.join(dir, 'arcades.db')
process.env.RENDER_CACHE_MB = '1'
process.env.RENDER_CACHE_DISK_MB = '2'
const files = path.join(dir, 'arcades.db-render-cache')
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }))
// What an earlier run left: an answer in the directory, and a directory it had moved aside but not yet removed.
fs.mkdirSync(files)
fs.writeFileSync(path.join(files, '999'), 'an answer of an earlier run')
fs.mkdirSync(`${files}.old-1-1`)
fs.writeFileSync(path.join(`${files}.old-1-1`, '998'), 'an answer of a run before that')

const ANSWER_BYTES = 200 * 1024
const PUBLIC = { 'cache-control': 'public, max-age=0' }

/** What each address was last rendered with: a body of random bytes (it cannot be compressed) or a page. */
const rendered = new Map<string, Buffer>()

/** Asks for `address`, whose render reads the widgets of `tag`; a render makes a new body each time. */
async function ask(address: string, tag = 'ohio', acceptEncoding?: string) {
  const response = await cachedFetch(
    new Request(`http://localhost${address}`, { headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} }),
    async () => {
      dependsOn(widgetTagKey(tag))
      const page = address.startsWith('/page')
      const body = page
        ? Buffer.from(`<p>${address} ${randomBytes(8).toString('hex')}</p>`.repeat(2_000))
        : randomBytes(ANSWER_BYTES)
      rendered.set(address, body)
      return new Response(new Uint8Array(body), {
        headers: { ...PUBLIC, 'content-type': page ? 'text/html; charset=utf-8' : 'application/octet-stream' },
      })
    },
  )
  const body = Buffer.from(await response.arrayBuffer())
  const encoding = response.headers.get('content-encoding')
  return {
    cache: response.headers.get('x-cache'),
    body: encoding === 'br' ? zlib.brotliDecompressSync(body) : body,
    encoding,
    current: rendered.get(address)!,
  }
}

const change = (stateSlug: string) =>
  markDataChanged({
    kind: 'widget',
    after: {
      id: 1,
      name: 'W',
      targetType: 'tag',
      targetValue: stateSlug,
      widgetCode: null,
      affiliateLink: null,
      imageUrl: null,
      productName: null,
      position: 'top',
      isActive: true,
      createdAt: '',
      updatedAt: '',
    },
  })

/** Fills the memory tier with other answers, so that every earlier one is pushed out of memory. */
async function pushOut(prefix: string) {
  for (let i = 0; i < 6; i++) await ask(`${prefix}-${i}`)
}

/** The bytes in the disk tier's files, once the writes and removals under way have settled. */
async function bytesOnDisk(): Promise<number> {
  await new Promise((resolve) => setTimeout(resolve, 100))
  return fs.readdirSync(files).reduce((bytes, file) => bytes + fs.statSync(path.join(files, file)).size, 0)
}

describe("the render cache's disk tier", () => {
  it('starts with none of the files earlier runs left, and removes them', async () => {
    await ask('/first-answer')
    await pushOut('/filler-0')
    expect(fs.existsSync(path.join(files, '999'))).toBe(false)
    // The answers pushed out are written in the background: under load, a moment after.
    await expect.poll(() => fs.readdirSync(files).length).toBeGreaterThan(0)
    await expect.poll(() => fs.readdirSync(dir).filter((name) => name.includes('.old-'))).toEqual([])
  })

  it('serves an answer the memory tier let go from its file, as a hit, the same bytes as rendered', async () => {
    const first = await ask('/kept', 'texas')
    expect(first.cache).toBe('miss')
    await pushOut('/filler-a')
    await expect.poll(bytesOnDisk).toBeGreaterThan(ANSWER_BYTES)
    const again = await ask('/kept', 'texas')
    expect(again.cache).toBe('hit')
    expect(again.body.equals(first.body)).toBe(true)
    // Read back, it is in memory again: still a hit, once more the same bytes.
    const third = await ask('/kept', 'texas')
    expect([third.cache, third.body.equals(first.body)]).toEqual(['hit', true])
  })

  it('keeps a page in the encodings it had and makes the others when asked', async () => {
    const first = await ask('/page-1', 'ohio', 'br')
    expect([first.cache, first.encoding]).toEqual(['miss', 'br'])
    await pushOut('/filler-b')
    const again = await ask('/page-1', 'ohio', 'br')
    expect([again.cache, again.encoding, again.body.equals(first.current)]).toEqual(['hit', 'br', true])
    const plain = await ask('/page-1')
    expect([plain.cache, plain.encoding, plain.body.equals(first.current)]).toEqual(['hit', null, true])
  })

  it('drops an answer on disk when data it shows changes, and keeps it when other data changes', async () => {
    await ask('/texas-answer', 'texas')
    await ask('/vermont-answer', 'vermont')
    await pushOut('/filler-c')
    change('texas')
    const texas = await ask('/texas-answer', 'texas')
    expect([texas.cache, texas.body.equals(texas.current)]).toEqual(['miss', true])
    const vermont = await ask('/vermont-answer', 'vermont')
    expect(vermont.cache).toBe('hit')
  })

  it('never hands back an answer whose data changed while its file was read', async () => {
    const first = await ask('/read-during-change', 'iowa')
    await pushOut('/filler-d')
    const asking = ask('/read-during-change', 'iowa')
    change('iowa')
    const answer = await asking
    expect(answer.cache).toBe('miss')
    expect(answer.body.equals(first.body)).toBe(false)
  })

  it('empties with the memory tier when every answer goes stale', async () => {
    await ask('/before-import', 'maine')
    await pushOut('/filler-e')
    markDataChanged({ kind: 'all' })
    expect((await ask('/before-import', 'maine')).cache).toBe('miss')
  })

  it('holds no more than its bound on disk, letting the oldest answers go', async () => {
    await ask('/oldest', 'utah')
    for (let i = 0; i < 24; i++) await ask(`/filler-f-${i}`)
    expect(await bytesOnDisk()).toBeLessThanOrEqual(2 * 1024 * 1024)
    expect((await ask('/oldest', 'utah')).cache).toBe('miss')
  })
})

describe('the disk tier on its own', () => {
  it('keeps nothing, and fails no request, when it cannot make a file', async () => {
    const own = fs.mkdtempSync(path.join(os.tmpdir(), 'arcade-atlas-disk-tier-own-'))
    try {
      // Eight files of 128 KB: each answer of 100 KB starts a file of its own.
      const tier = new DiskTier(path.join(own, 'answers'), 1024 * 1024)
      const answer = await prepareAnswer(200, { 'content-type': 'application/octet-stream' }, randomBytes(100 * 1024))
      const kept = { answer, keys: ['arcade:1'], generation: 0, expires: Date.now() + 60_000 }
      expect(tier.put('/first', kept)).toBe(true)
      fs.rmSync(path.join(own, 'answers'), { recursive: true, force: true })
      expect(tier.put('/second', kept)).toBe(false)
      expect(tier.has('/second')).toBe(false)
      // What was written before is still read back from the file it had open.
      expect((await tier.take('/first'))?.answer.tag).toBe(answer.tag)
    } finally {
      fs.rmSync(own, { recursive: true, force: true })
    }
  })
})
