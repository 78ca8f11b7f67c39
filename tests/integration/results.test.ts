import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startServer, type RunningServer } from '../support/server'

/**
 * Issue 17 (docs/decisions/0029-results-map-pager-and-phones.md), on the server's HTML: every page of a state
 * lists all of its cities, and every search address sends one signal to search engines — the bare /search is
 * indexed, every other search address is `noindex` with a canonical address that is itself.
 */

let server: RunningServer
beforeAll(async () => {
  server = await startServer()
}, 90_000)
afterAll(() => server?.stop())

const html = async (path: string) => {
  const res = await fetch(`${server.url}${path}`, { redirect: 'manual' })
  expect(res.status, path).toBe(200)
  return res.text()
}
/** The parameters of an address, in a stable order (an address's own order does not matter to its meaning). */
const paramsOf = (path: string) => [...new URLSearchParams(path.split('?')[1] ?? '')].sort()
const decode = (text: string) => text.replaceAll('&amp;', '&').replaceAll('&quot;', '"').replaceAll('&#x27;', "'")

/** The head's robots, canonical address (as path and query) and title. */
async function headOf(path: string) {
  const page = await html(path)
  const head = page.slice(0, page.indexOf('</head>'))
  const robots = /<meta name="robots" content="([^"]*)"/.exec(head)?.[1]
  const canonical = /<link rel="canonical" href="([^"]*)"/.exec(head)?.[1]
  const title = /<title>([^<]*)<\/title>/.exec(head)?.[1]
  const url = canonical ? new URL(decode(canonical)) : undefined
  return { robots, canonical: url && url.pathname + url.search, title: title && decode(title) }
}

describe('state pages', () => {
  it('every page of a state lists all of its cities', async () => {
    const first = await html('/arcades/texas')
    const pages = Number(/Page 1 of (\d+)/.exec(first)?.[1])
    expect(pages).toBeGreaterThan(1)
    const citiesOf = (page: string) =>
      new Set([...page.matchAll(/href="\/arcades\/texas\/([a-z0-9-]+)"/g)].map((m) => m[1]))
    const { length: cityCount } = (await (await fetch(`${server.url}/api/states/texas/cities`)).json()) as string[]
    const all = citiesOf(first)
    expect(all.size).toBe(cityCount)
    expect(all).toContain('waco')
    expect(all).toContain('wichita-falls')
    for (let n = 2; n <= pages; n++) expect(citiesOf(await html(`/arcades/texas?page=${n}`)), `page ${n}`).toEqual(all)
  })
})

describe('search addresses and search engines', () => {
  it('the bare search page is indexed, its canonical address itself', async () => {
    expect(await headOf('/search')).toMatchObject({ robots: 'index, follow', canonical: '/search' })
  })

  it('every other search address is noindex, with its own title and a canonical address that is itself', async () => {
    const addresses: [string, RegExp][] = [
      ['/search?type=retro&state=alabama', /^Retro Arcades in Alabama \| /],
      ['/search?type=retro&state=alabama&view=map', /^Retro Arcades in Alabama \(map\) \| /],
      ['/search?view=map', /^Arcades \(map\) \| /],
      ['/search?offset=20', /^Arcades — page 2 \| /],
      ['/search?q=austin', /^Arcades matching "austin" \| /],
      ['/search?near=austin-tx&radius=50', /^Arcades near austin-tx \| /],
      ['/search?state=texas&city=Houston&type=vr', /^VR Experiences in Houston, Texas \| /],
    ]
    for (const [path, title] of addresses) {
      const head = await headOf(path)
      expect(head.robots, path).toBe('noindex, follow')
      expect(head.canonical?.split('?')[0], path).toBe('/search')
      expect(paramsOf(head.canonical ?? ''), path).toEqual(paramsOf(path))
      expect(head.title, path).toMatch(title)
    }
  })

  it('every search address a state and a city page link to says noindex and names itself canonical', async () => {
    const links = new Set<string>()
    for (const start of ['/arcades/alabama', '/arcades/texas/houston']) {
      for (const [, href] of (await html(start)).matchAll(/<a\b[^>]*?\shref="(\/search\?[^"]*)"/g))
        links.add(decode(href!))
    }
    expect(links.size).toBeGreaterThan(4)
    for (const link of links) {
      const head = await headOf(link)
      expect(head.robots, link).toBe('noindex, follow')
      expect(paramsOf(head.canonical ?? ''), link).toEqual(paramsOf(link))
    }
  })
})
