import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startServer, type RunningServer } from '../support/server'
import { describeAssets, formatKb, gzipSize, KB, pageAssets, pageWeight, staticImports } from '../support/page-weight'

/**
 * Page weight budgets, checked against the production build (sizes are deterministic). Sizes are gzipped with
 * zlib at level 9, each file on its own, as a server sends them; 1 KB = 1,024 bytes.
 *
 * JavaScript: the entry chunk every page shares is ~129 KB of the 150 (React DOM ~63, TanStack Router/Start ~30,
 * TanStack Query ~11, the site's shell ~25). Public pages render Mantine's markup and styles without its runtime
 * (src/ui/base.tsx) and draw their buttons and filter chips with CSS (src/ui/Button.tsx): Mantine's components,
 * with their ~15 KB of provider and style system, load with the admin pages only.
 */
const JS_BUDGET_KB = 150
const CSS_BUDGET_KB = 30
const STATE_PAGE_HTML_BUDGET_KB = 40

let server: RunningServer
let pages: [string, string][]
beforeAll(async () => {
  server = await startServer()
  const { arcades } = (await (await fetch(`${server.url}/api/arcades?limit=1`)).json()) as {
    arcades: { slug: string }[]
  }
  // One page of every public type.
  pages = [
    ['home', '/'],
    ['state', '/arcades/texas'],
    ['city', '/arcades/texas/houston'],
    ['arcade', `/arcade/${arcades[0]!.slug}`],
    ['search', '/search?q=austin'],
    ['information', '/about'],
  ]
})
afterAll(() => server?.stop())

async function html(path: string): Promise<string> {
  const res = await fetch(`${server.url}${path}`)
  expect(res.status, path).toBe(200)
  return res.text()
}

describe('page weight budgets', () => {
  it(`every public page type loads at most ${JS_BUDGET_KB} KB of JavaScript and ${CSS_BUDGET_KB} KB of CSS, gzipped`, async () => {
    const overBudget: string[] = []
    for (const [type, path] of pages) {
      const weight = pageWeight(await html(path))
      // A page without scripts or styles means the HTML was not read right, not a light page.
      expect(weight.js.length, `${path}: no scripts found`).toBeGreaterThan(0)
      expect(weight.css.length, `${path}: no stylesheets found`).toBeGreaterThan(0)
      if (weight.jsGzipBytes > JS_BUDGET_KB * KB) {
        overBudget.push(
          `${type} page ${path} loads ${formatKb(weight.jsGzipBytes)} of JavaScript (budget ${JS_BUDGET_KB} KB):\n${describeAssets(weight.js)}`,
        )
      }
      if (weight.cssGzipBytes > CSS_BUDGET_KB * KB) {
        overBudget.push(
          `${type} page ${path} loads ${formatKb(weight.cssGzipBytes)} of CSS (budget ${CSS_BUDGET_KB} KB):\n${describeAssets(weight.css)}`,
        )
      }
    }
    expect(overBudget.join('\n\n')).toBe('')
  })

  it('no public page loads zod, libphonenumber-js or opening_hours (the admin forms keep them)', async () => {
    // Marks only each library's code carries: zod's base type, libphonenumber-js's parse errors, an error of
    // opening_hours's constructor.
    const marks = {
      zod: '$ZodType',
      'libphonenumber-js': 'TOO_SHORT',
      opening_hours: 'nominatim_object parameter is of unknown type',
    }
    const found: string[] = []
    for (const [, path] of pages) {
      for (const file of pageWeight(await html(path)).js) {
        const code = await (await fetch(`${server.url}${file.href}`)).text()
        for (const [library, mark] of Object.entries(marks)) {
          if (code.includes(mark)) found.push(`${path}: ${library} in ${file.href}`)
        }
      }
    }
    expect(found).toEqual([])
  })

  it(`a state page's HTML is at most ${STATE_PAGE_HTML_BUDGET_KB} KB gzipped`, async () => {
    const page = await html('/arcades/texas')
    const size = gzipSize(page)
    expect(
      size,
      `/arcades/texas is ${formatKb(size)} gzipped (${formatKb(page.length)} raw), over ${STATE_PAGE_HTML_BUDGET_KB} KB`,
    ).toBeLessThanOrEqual(STATE_PAGE_HTML_BUDGET_KB * KB)
  })

  it('every card of a list page is its own Suspense boundary, so hydrating a long list yields to the browser', async () => {
    for (const path of ['/arcades/texas', '/arcades/california/los-angeles', '/search?q=austin']) {
      const page = await html(path)
      const cards = page.split('data-testid="arcade-card"').length - 1
      expect(cards, path).toBeGreaterThan(10)
      // React streams a boundary's content between <!--$--> and <!--/$-->: one opens right before each card.
      expect(page.split('<!--$--><div class="arcade-card" data-testid="arcade-card"').length - 1, path).toBe(cards)
    }
  })
})

describe('images', () => {
  /** The `<img>` tags of the page's main content (not the header's logo). */
  const mainImages = (page: string) => {
    const main = page.slice(page.indexOf('<main'))
    return [...main.matchAll(/<img\b[^>]*>/g)].map(([tag]) => tag)
  }

  it.each([
    ['/', 'home'],
    ['/arcades/texas', 'state'],
    ['/arcades/texas/houston', 'city'],
    ['/search?q=austin', 'search'],
  ])('%s (%s): the first card image loads eagerly with high priority, every other one lazily', async (path) => {
    const images = mainImages(await html(path))
    expect(images.length).toBeGreaterThan(1)
    const [first, ...rest] = images
    expect(first).toContain('loading="eager"')
    expect(first).toMatch(/fetchpriority="high"/i)
    for (const img of rest) {
      expect(img).toContain('loading="lazy"')
      expect(img).not.toMatch(/fetchpriority/i)
    }
    for (const img of images) expect(img).toMatch(/\swidth="\d+" height="\d+"/)
  })

  it("the arcade page's main image loads eagerly with high priority and has its size", async () => {
    const { arcades } = (await (await fetch(`${server.url}/api/arcades?limit=1`)).json()) as {
      arcades: { slug: string }[]
    }
    const [hero] = mainImages(await html(`/arcade/${arcades[0]!.slug}`))
    expect(hero).toContain('loading="eager"')
    expect(hero).toMatch(/fetchpriority="high"/i)
    expect(hero).toMatch(/\swidth="\d+" height="\d+"/)
  })

  it('stars are plain spans without inline styles, labelled with the rating', async () => {
    const page = await html('/arcades/texas')
    expect(page).toMatch(/role="img" aria-label="Rated \d\.\d out of 5"/)
    const stars = [...page.matchAll(/<span data-star="(full|half|empty)"[^>]*>/g)]
    expect(stars.length).toBeGreaterThan(0)
    for (const [tag] of stars) expect(tag).not.toContain('style=')
  })
})

describe('the page weight helpers', () => {
  it('read scripts, module preloads and stylesheets from the HTML, and static imports from a chunk', () => {
    const assets = pageAssets(
      '<link rel="stylesheet" href="/assets/a.css"/><link rel="modulepreload" href="/assets/b.js" fetchPriority="low"/>' +
        '<link rel="icon" href="/favicon.svg"/><script type="module" async="" src="/assets/c.js"></script>' +
        '<script src="https://elsewhere.example/x.js"></script>',
    )
    expect(assets).toEqual({ scripts: ['/assets/c.js', '/assets/b.js'], stylesheets: ['/assets/a.css'] })
    expect(
      staticImports(
        'import{a as b}from"./x-1.js";import"./y-2.js";export{c}from"./z-3.js";const l=()=>import("./lazy.js")',
      ),
    ).toEqual(['./x-1.js', './y-2.js', './z-3.js'])
  })
})
