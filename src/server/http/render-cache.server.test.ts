import { describe, expect, it } from 'vitest'
import { markDataChanged } from '../cache/data-generation.server'
import { dependsOn, widgetTagKey } from '../cache/dependencies.server'
import { cachedFetch, dependsOnClock } from './render-cache.server'

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

describe('an answer whose data changes while it renders', () => {
  const PUBLIC = { 'cache-control': 'public, max-age=0' }
  const request = (path: string) => new Request(`http://localhost${path}`)
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

  /** Renders `path`, reading the widgets of `tag`, while `during` happens. */
  async function renderWhile(path: string, tag: string, during: () => void): Promise<Response> {
    let release!: () => void
    const gate = new Promise<void>((resolve) => (release = resolve))
    const answer = cachedFetch(request(path), async () => {
      dependsOn(widgetTagKey(tag))
      await gate
      return new Response(`rendered ${path}`, { headers: PUBLIC })
    })
    await new Promise((resolve) => setTimeout(resolve, 10))
    during()
    release()
    return answer
  }

  const again = (path: string) =>
    cachedFetch(request(path), async () => new Response(`rendered again ${path}`, { headers: PUBLIC }))

  it('is served to the request that rendered it but not kept when the change touches what it read', async () => {
    const served = await renderWhile('/arcades/texas', 'texas', () => change('texas'))
    expect([served.headers.get('x-cache'), await served.text()]).toEqual(['miss', 'rendered /arcades/texas'])
    const next = await again('/arcades/texas')
    expect([next.headers.get('x-cache'), await next.text()]).toEqual(['miss', 'rendered again /arcades/texas'])
  })

  it('is kept when the change touches nothing it read', async () => {
    await renderWhile('/arcades/vermont', 'vermont', () => change('texas'))
    const next = await again('/arcades/vermont')
    expect([next.headers.get('x-cache'), await next.text()]).toEqual(['hit', 'rendered /arcades/vermont'])
  })

  it('a kept answer is dropped by a later change of what it read, and only by that', async () => {
    change('ohio')
    expect((await again('/arcades/vermont')).headers.get('x-cache')).toBe('hit')
    change('vermont')
    expect((await again('/arcades/vermont')).headers.get('x-cache')).toBe('miss')
  })
})
