import { describe, expect, it } from 'vitest'
import { bodyBytes, heldJson, heldResponse } from './held-body.server'

describe('held bodies', () => {
  it('hands back the bytes an answer was made from without reading its stream', async () => {
    const bytes = Buffer.from('<p>Pixel Palace</p>')
    const response = heldResponse(bytes, { status: 404, headers: { 'content-type': 'text/html' } })
    expect(await bodyBytes(response)).toBe(bytes)
    expect(response.bodyUsed).toBe(false)
    // The Response itself carries the same body for whoever reads it.
    expect([response.status, await response.text()]).toEqual([404, '<p>Pixel Palace</p>'])
  })

  it('makes JSON answers as Response.json does, keeping a type given', async () => {
    const plain = heldJson({ name: 'Café', rating: 4.5 })
    expect(plain.headers.get('content-type')).toBe(Response.json({}).headers.get('content-type'))
    expect((await bodyBytes(plain)).toString()).toBe('{"name":"Café","rating":4.5}')
    const geo = heldJson(
      { type: 'FeatureCollection' },
      { status: 201, headers: { 'Content-Type': 'application/geo+json' } },
    )
    expect([geo.status, geo.headers.get('content-type')]).toEqual([201, 'application/geo+json'])
  })

  it('reads the stream of an answer made elsewhere', async () => {
    const response = new Response('made elsewhere')
    expect((await bodyBytes(response)).toString()).toBe('made elsewhere')
    expect(response.bodyUsed).toBe(true)
  })
})
