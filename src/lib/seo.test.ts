import { describe, expect, it } from 'vitest'
import { breadcrumbJsonLd, jsonForScript, metaDescription, pageHead } from './seo'

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

describe('metaDescription', () => {
  const words = (n: number) => Array.from({ length: n }, (_, i) => `word${i}`).join(' ')

  it('keeps a short description as it is, with its whitespace collapsed', () => {
    expect(metaDescription('  Retro games,\n pinball  and more. ')).toBe('Retro games, pinball and more.')
    const exact = 'x'.repeat(160)
    expect(metaDescription(exact)).toBe(exact)
  })
  it('cuts a long one at the last whole word within 160 characters and adds an ellipsis', () => {
    const long = words(60)
    const cut = metaDescription(long)
    expect(cut.length).toBeLessThanOrEqual(160)
    expect(cut.endsWith('…')).toBe(true)
    const kept = cut.slice(0, -1)
    // Whole words only: what is kept is the start of the text and ends where a word of it ends.
    expect(long.startsWith(kept)).toBe(true)
    expect(long[kept.length]).toBe(' ')
    expect(kept.length).toBeGreaterThan(140)
  })
  it('drops punctuation left dangling at the cut', () => {
    const text = `${'a'.repeat(150)}, bbbbbbbbbbbbbbbbbbbbbbbbbbbbbb`
    expect(metaDescription(text)).toBe(`${'a'.repeat(150)}…`)
  })
  it('cuts a single word longer than the limit inside it', () => {
    expect(metaDescription('z'.repeat(400))).toBe(`${'z'.repeat(159)}…`)
  })
  it("is what a page's head carries in its description and social descriptions", () => {
    const head = pageHead({ siteUrl: 'https://example.org', path: '/', title: 'T', description: words(60) })
    const descriptions = head.meta.filter((m) => 'content' in m && /description/.test(JSON.stringify(m)))
    expect(descriptions).toHaveLength(3)
    for (const m of descriptions) expect((m as { content: string }).content).toBe(metaDescription(words(60)))
  })
})
