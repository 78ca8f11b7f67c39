import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startServer, type RunningServer } from '../support/server'

/** Parts many pages share are rendered once by the server (docs/decisions/0063-cold-render-work.md). */
let server: RunningServer
beforeAll(async () => {
  server = await startServer()
})
afterAll(() => server?.stop())

const page = async (path: string) => {
  const res = await fetch(`${server.url}${path}`)
  expect(res.status).toBe(200)
  return res.text()
}
const footerOf = (html: string) => html.match(/<footer[\s\S]*?<\/footer>/)![0]
/** The footer's links that the router marks as the current page's, by their text. */
const currentLinks = (html: string) =>
  [...footerOf(html).matchAll(/<a [^>]*aria-current="page"[^>]*>([^<]*)</g)].map((m) => m[1]!.trim())

describe('shared parts of pages', () => {
  it('a footer kept from one page still marks the link of the page it is on as current', async () => {
    const arcade = await page('/arcade/montpelier-game-bar')
    expect(currentLinks(arcade)).toEqual([])
    const about = await page('/about')
    // "About" and "About Arcade Atlas" both go to /about.
    expect(currentLinks(about)).toEqual(['About', 'About'])
    // A page whose footer had a current link did not leave that mark for the next page.
    expect(currentLinks(await page('/arcade/radiant-quarter-social-club'))).toEqual([])
  })

  it('the same part is the same markup on every page, around its own page', async () => {
    const first = await page('/arcade/montpelier-game-bar')
    const second = await page('/arcade/radiant-quarter-social-club')
    expect(footerOf(second)).toBe(footerOf(first))
    const states = (html: string) => html.match(/Arcades nationwide<\/h2>([\s\S]*?)<\/section>/)![1]
    expect(states(second)).toBe(states(first))
    expect(states(second)).toContain('href="/arcades/california"')
    expect(second).toContain('<h1')
    expect(second).not.toBe(first)
  })
})
