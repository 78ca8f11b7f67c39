import { describe, expect, it } from 'vitest'
import zlib from 'node:zlib'
import { bestAnswer, prepareAnswer, withEncodingFor } from './memory-answer.server'

const page = Buffer.from(`<!doctype html><title>t</title>${'<p>An arcade with games and prizes.</p>'.repeat(400)}`)
const headers = { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'public', 'x-cache': 'hit' }

describe('prepareAnswer', () => {
  it('counts every byte it holds: each body, the headers, and no shared pool slab', async () => {
    const answer = await prepareAnswer(200, headers, page, { quickly: ['br', 'gzip'] })
    const bodies = [answer.identity, answer.encoded.br!, answer.encoded.gzip!].map((v) => v.body)
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
})
