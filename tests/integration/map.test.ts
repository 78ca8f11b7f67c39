import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startServer, type RunningServer } from '../support/server'
import { CLIENT_DIR, pageWeight } from '../support/page-weight'

/**
 * The results map (docs/decisions/0022-results-map.md) through the production server: the map view's
 * addresses, the tile server's configuration on its way to the browser and into the policy, and the map's code
 * kept out of every page's own JavaScript.
 */

const TILE_URL = 'https://tiles.atlas-test.example/{z}/{x}/{y}.png'
const ATTRIBUTION = 'Tiles by Atlas Test'

let server: RunningServer
beforeAll(async () => {
  server = await startServer({ MAP_TILE_URL: TILE_URL, MAP_ATTRIBUTION: ATTRIBUTION })
}, 90_000)
afterAll(() => server?.stop())

const get = (p: string) => fetch(`${server.url}${p}`, { redirect: 'manual' })

/** Marks only the map's libraries carry: Leaflet's attribution prefix, supercluster's expansion zoom. */
const MAP_CODE_MARKS = ['A JavaScript library for interactive maps', 'getClusterExpansionZoom']
const hasMapCode = (code: string) => MAP_CODE_MARKS.some((mark) => code.includes(mark))

describe('the map view of results pages', () => {
  it.each([
    ['/arcades/texas?view=map', 'in Texas (page 1 of', 'data-testid="arcade-card"'],
    // The city page's lists by type stay; its list of all arcades is what the map replaces.
    ['/arcades/texas/houston?view=map', 'in Houston, Texas', '>All arcades in <!-- -->Houston<'],
  ])('%s answers 200 with the map’s caption and the switch, in place of the list', async (address, place, list) => {
    const res = await get(address)
    expect(res.status).toBe(200)
    const page = await res.text()
    expect(page).not.toContain(list)
    // React's text separators aside.
    const html = page.replaceAll('<!-- -->', '')
    expect(html).toMatch(new RegExp(`Map of \\d+ arcades ${place.replace(/[()]/g, '\\$&')}`))
    expect(html).toContain('aria-label="Show arcades as"')
    expect(html).toContain('data-testid="arcade-map"')
    // The map view is the list's page drawn otherwise: search engines are pointed at the list.
    expect(html).toMatch(/<link rel="canonical" href="[^"?]+(\?q=austin)?"/)
  })

  // Issue 17: the search's map shows every result of the search, with this page's cards beside it.
  it('/search?q=austin&view=map answers 200 with a map of all the results, the switch, and the page’s cards beside it', async () => {
    const res = await get('/search?q=austin&view=map')
    expect(res.status).toBe(200)
    const html = (await res.text()).replaceAll('<!-- -->', '')
    expect(html).toMatch(/Map of all \d+ arcades of this search; the list shows them 20 at a time\./)
    expect(html).toContain('aria-label="Show arcades as"')
    expect(html).toContain('data-testid="arcade-map"')
    expect(html).toContain('data-testid="arcade-card"')
    // A search address other than the bare /search is noindex and its own canonical (tests/integration/results.test.ts).
    expect(html).toContain('<meta name="robots" content="noindex, follow"/>')
    expect(html).toMatch(/<link rel="canonical" href="[^"]+\/search\?q=austin&amp;view=map"/)
  })

  it('the list view links to its map, keeping the page', async () => {
    const html = await (await get('/arcades/texas?page=2')).text()
    expect(html).toContain('href="/arcades/texas?page=2&amp;view=map"')
    expect(html).toContain('data-testid="arcade-card"')
    expect(html).not.toContain('data-testid="arcade-map"')
  })

  it('a view other than the map shows the list; page 1 of the map keeps the map', async () => {
    const unknown = await get('/arcades/texas?view=globe')
    expect(unknown.status).toBe(200)
    const html = await unknown.text()
    expect(html).toContain('data-testid="arcade-card"')
    expect(html).not.toContain('data-testid="arcade-map"')
    const first = await get('/arcades/texas?page=1&view=map')
    expect(first.status).toBe(301)
    expect(new URL(first.headers.get('location')!, server.url).href).toBe(`${server.url}/arcades/texas?view=map`)
  })
})

describe('the tile server', () => {
  it('reaches the browser from MAP_TILE_URL and MAP_ATTRIBUTION, and the privacy policy names it', async () => {
    const html = await (await get('/arcades/texas/houston?view=map')).text()
    expect(html).toContain('tiles.atlas-test.example/{z}/{x}/{y}.png')
    expect(html).toContain(ATTRIBUTION)
    expect(html).not.toContain('tile.openstreetmap.org')
    const privacy = await (await get('/privacy-policy')).text()
    expect(privacy).toContain('tiles.atlas-test.example')
  })

  it('is one the page’s Content-Security-Policy lets images load from', async () => {
    const res = await get('/arcades/texas/houston?view=map')
    const directives = new Map(
      (res.headers.get('content-security-policy') ?? '')
        .split(';')
        .map((d) => d.trim().split(/\s+/))
        .map(([name, ...sources]) => [name!, sources]),
    )
    expect(directives.has('script-src')).toBe(true)
    // Images follow img-src, else default-src; with neither, every host is allowed.
    const imageSources = directives.get('img-src') ?? directives.get('default-src')
    if (imageSources) {
      expect(
        imageSources.some((s) => s === 'https:' || s === '*' || s === 'https://tiles.atlas-test.example'),
        imageSources.join(' '),
      ).toBe(true)
    }
    // The site frames nothing from other hosts any more (the old map was a frame of openstreetmap.org).
    expect(directives.get('frame-src')).toEqual(["'self'"])
  })

  it('a MAP_TILE_URL that is not a tile address template stops the start, naming the variable and the rule', () => {
    for (const bad of ['tiles.example/{z}/{x}/{y}.png', 'https://tiles.example/{z}/{x}.png']) {
      const result = spawnSync(process.execPath, ['scripts/start.mjs'], {
        cwd: path.resolve(import.meta.dirname, '../..'),
        env: { ...process.env, SKIP_BUILD: '1', DATABASE_PATH: ':memory:', MAP_TILE_URL: bad },
        encoding: 'utf8',
        timeout: 30_000,
      })
      expect(result.status, bad).toBe(1)
      expect(result.stderr).toContain('Invalid configuration')
      expect(result.stderr).toContain('MAP_TILE_URL: must be an http(s) URL with {z}, {x} and {y}')
    }
  })
})

describe('the map’s code', () => {
  it('is in the build, and no page loads it with its own JavaScript, list or map view', async () => {
    const built = fs.readdirSync(path.join(CLIENT_DIR, 'assets')).filter((f) => f.endsWith('.js'))
    const mapChunks = built.filter((f) => hasMapCode(fs.readFileSync(path.join(CLIENT_DIR, 'assets', f), 'utf8')))
    expect(mapChunks.length).toBeGreaterThan(0)
    const { arcades } = (await (await get('/api/arcades?limit=1')).json()) as { arcades: { slug: string }[] }
    for (const address of [
      '/search?q=austin',
      '/search?q=austin&view=map',
      '/arcades/texas',
      '/arcades/texas?view=map',
      '/arcades/texas/houston',
      '/arcades/texas/houston?view=map',
      `/arcade/${arcades[0]!.slug}`,
    ]) {
      const loaded = pageWeight(await (await get(address)).text()).js
      expect(loaded.length, address).toBeGreaterThan(0)
      for (const file of loaded) {
        expect(mapChunks, `${address} loads ${file.href}`).not.toContain(path.basename(file.href))
      }
    }
  })
})
