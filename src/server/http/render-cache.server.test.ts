import { describe, expect, it } from 'vitest'
import { dependsOnClock } from './render-cache.server'

describe('dependsOnClock', () => {
  it('knows the open-now filter in a page or REST address and in a tRPC input', () => {
    expect(dependsOnClock('/search?q=austin&openNow=true')).toBe(true)
    expect(dependsOnClock('/api/arcades?openNow=true&limit=5')).toBe(true)
    const input = encodeURIComponent(JSON.stringify({ 0: { json: { query: 'a', openNow: true, limit: 20 } } }))
    expect(dependsOnClock(`/api/trpc/public.search?batch=1&input=${input}`)).toBe(true)
  })

  it('leaves every other answer to the data generation', () => {
    expect(dependsOnClock('/search?q=austin')).toBe(false)
    expect(dependsOnClock('/api/arcades?openNow=false')).toBe(false)
    const input = encodeURIComponent(JSON.stringify({ 0: { json: { openNow: false } } }))
    expect(dependsOnClock(`/api/trpc/public.search?batch=1&input=${input}`)).toBe(false)
    expect(dependsOnClock('/search?q=%E0%A4%A')).toBe(false)
  })
})
