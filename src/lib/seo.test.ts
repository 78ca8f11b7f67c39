import { describe, expect, it } from 'vitest'
import { breadcrumbJsonLd, jsonForScript, pageHead } from './seo'

describe('pageHead', () => {
  it('builds title, description, canonical address, social tags and robots', () => {
    const head = pageHead({ siteUrl: 'https://example.org', path: '/arcades/texas', title: 'T', description: 'D' })
    expect(head.links).toEqual([{ rel: 'canonical', href: 'https://example.org/arcades/texas' }])
    expect(head.meta).toContainEqual({ title: 'T' })
    expect(head.meta).toContainEqual({ name: 'description', content: 'D' })
    expect(head.meta).toContainEqual({ property: 'og:url', content: 'https://example.org/arcades/texas' })
    expect(head.meta).toContainEqual({ name: 'robots', content: 'index, follow' })
  })
  it("shares raster images, and the site's PNG card instead of an SVG or no image", () => {
    const image = (img?: string) =>
      pageHead({ siteUrl: 'https://example.org', path: '/', title: 'T', description: 'D', image: img }).meta.find(
        (m) => 'property' in m && m.property === 'og:image',
      )
    expect(image('https://cdn.example.com/a.JPG')).toEqual({
      property: 'og:image',
      content: 'https://cdn.example.com/a.JPG',
    })
    expect(image('/images/arcades/retro.svg')?.content).toBe('https://example.org/images/og-default.png')
    expect(image()?.content).toBe('https://example.org/images/og-default.png')
  })
  it('escapes "<" in structured data so it cannot close its script element', () => {
    expect(jsonForScript({ name: '</script><b>' })).toBe('{"name":"\\u003c/script>\\u003cb>"}')
  })
  it('numbers breadcrumb items and links those with a target', () => {
    const data = breadcrumbJsonLd('https://example.org', [{ label: 'Home', to: '/' }, { label: 'Texas' }])
    expect(data.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Home', item: 'https://example.org/' },
      { '@type': 'ListItem', position: 2, name: 'Texas' },
    ])
  })
})
