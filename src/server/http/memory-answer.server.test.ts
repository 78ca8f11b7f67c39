import { describe, expect, it } from 'vitest'
import zlib from 'node:zlib'
import { bestAnswer, pickAnswer, prepareAnswer, withEncodingFor } from './memory-answer.server'

const page = Buffer.from(`<!doctype html><title>t</title>${'<p>An arcade with games and prizes.</p>'.repeat(400)}`)
const headers = { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'public', 'x-cache': 'hit' }

describe('prepareAnswer', () => {
  it('counts every byte it holds: each body, the headers, and no shared pool slab', async () => {
    const answer = await prepareAnswer(200, headers, page, { quickly: ['br', 'gzip'] })
    const bodies = [answer.identity, answer.encoded.br!, answer.encoded.gzip!].map((v) => v.body!)
    const bodyBytes = bodies.reduce((n, b) => n + b.byteLength, 0)
    const headerText = Object.entries(answer.identity.headers).flat().join('').length
    expect(answer.size).toBeGreaterThan(bodyBytes + headerText)
    // Each body owns its memory: a small slice of Node's buffer pool would keep the whole slab alive.
    for (const body of bodies) expect(body.buffer.byteLength).toBe(body.byteLength)
  })

  it('marks a quick answer, and its best form names the same content with smaller bodies', async () => {
    const quick = await prepareAnswer(200, headers, page, { quickly: ['br'] })
    expect(quick.quick).toBe(true)
    const best = await bestAnswer(quick)
    expect(best.quick).toBe(false)
    expect(best.tag).toBe(quick.tag)
    expect(best.identity.headers.vary).toBe('Accept-Encoding')
    expect(best.encoded.br!.body.byteLength).toBeLessThanOrEqual(quick.encoded.br!.body.byteLength)
    expect([quick.encoded.br!.headers.etag, best.encoded.br!.headers.etag]).toEqual([
      `"${quick.tag}-brq"`,
      `"${quick.tag}-br"`,
    ])
  })

  it("makes a quick answer in its client's encoding only, and another encoding when a client asks for it", async () => {
    const quick = await prepareAnswer(200, headers, page, { quickly: ['br'] })
    expect(quick.encoded.gzip).toBeUndefined()
    const both = withEncodingFor(quick, 'gzip, deflate')
    expect(zlib.gunzipSync(both.encoded.gzip!.body).equals(page)).toBe(true)
    expect([both.tag, both.encoded.gzip!.headers.etag, both.encoded.br]).toEqual([
      quick.tag,
      `"${quick.tag}-gzq"`,
      quick.encoded.br,
    ])
    expect(both.size).toBeGreaterThan(quick.size + both.encoded.gzip!.body.byteLength)
    expect(withEncodingFor(both, 'gzip')).toBe(both)
    expect(withEncodingFor(quick, 'identity')).toBe(quick)
  })

  it('keeps only the encodings of an answer prepared encoded-only, and decodes it for a client that takes none', async () => {
    const quick = await prepareAnswer(200, headers, page, { quickly: ['br'], encodedOnly: true })
    expect(quick.identity.body).toBeUndefined()
    // Counted as held: the br body and the headers, not the page's own bytes.
    expect(quick.size).toBeLessThan(quick.encoded.br!.body.byteLength + 2048)
    const plain = pickAnswer(quick, 'GET', undefined, undefined)
    expect([plain.body!.equals(page), plain.headers['content-length'], plain.headers.etag]).toEqual([
      true,
      String(page.byteLength),
      `"${quick.tag}"`,
    ])
    expect(pickAnswer(quick, 'HEAD', undefined, undefined).body).toBeUndefined()
    const both = withEncodingFor(quick, 'gzip')
    expect([both.identity.body, zlib.gunzipSync(both.encoded.gzip!.body).equals(page)]).toEqual([undefined, true])
    const best = await bestAnswer(both)
    expect([
      best.identity.body,
      best.encodedOnly,
      zlib.brotliDecompressSync(best.encoded.br!.body).equals(page),
    ]).toEqual([undefined, true, true])
    expect(pickAnswer(best, 'GET', 'identity', undefined).body!.equals(page)).toBe(true)
  })

  it('keeps the identity body of an answer no client has had encoded yet', async () => {
    const plain = await prepareAnswer(200, headers, page, { quickly: [], encodedOnly: true })
    expect(plain.identity.body!.equals(page)).toBe(true)
    expect(withEncodingFor(plain, 'br').identity.body).toBeUndefined()
  })
})
