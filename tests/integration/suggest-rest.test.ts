import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startServer, type RunningServer } from '../support/server'

/** Typo tolerance and suggestions over HTTP (REST, tRPC and the search page), on the sample directory. */
let server: RunningServer
beforeAll(async () => {
  server = await startServer()
})
afterAll(() => server?.stop())

const get = (path: string) => fetch(`${server.url}${path}`)
async function json<T>(path: string): Promise<{ status: number; body: T; cacheControl: string | null }> {
  const res = await get(path)
  return { status: res.status, body: (await res.json()) as T, cacheControl: res.headers.get('cache-control') }
}
const trpcQuery = (procedure: string, input: unknown) =>
  `/api/trpc/${procedure}?input=${encodeURIComponent(JSON.stringify(input))}`

interface Search {
  arcades: { city: string; state: string }[]
  total: number
  corrected_query?: string
}
interface Suggestions {
  suggestions: { kind: string; label: string; url: string; count?: number; detail?: string }[]
}
interface ErrorBody {
  error: { code: string; message: string; issues?: { field: string; message: string }[] }
}

describe('GET /api/arcades with a misspelled query', () => {
  it('answers "huston" with Houston, TX and corrected_query', async () => {
    const { status, body } = await json<Search>('/api/arcades?query=huston')
    expect(status).toBe(200)
    expect(body.corrected_query).toBe('houston')
    expect(body.total).toBe(24)
    expect(body.arcades.every((a) => a.city === 'Houston' && a.state === 'Texas')).toBe(true)
  })

  it('searches the words as typed with exact=true', async () => {
    const { status, body } = await json<Search>('/api/arcades?query=huston&exact=true')
    expect(status).toBe(200)
    expect(body).toEqual({ arcades: [], total: 0 })
  })

  it('says nothing of spelling when the words found enough', async () => {
    const { body } = await json<Search>('/api/arcades?query=houston')
    expect(body.total).toBe(24)
    expect(body).not.toHaveProperty('corrected_query')
  })

  it('answers 400 naming exact when it is neither true nor false', async () => {
    const { status, body } = await json<ErrorBody>('/api/arcades?query=huston&exact=maybe')
    expect(status).toBe(400)
    expect(body.error.issues).toEqual([{ field: 'exact', message: 'must be true or false' }])
  })
})

describe('tRPC public.search with a misspelled query', () => {
  it('carries corrected_query, and exact turns the correction off', async () => {
    const corrected = await json<{ result: { data: Search } }>(trpcQuery('public.search', { query: 'huston' }))
    expect(corrected.status).toBe(200)
    expect(corrected.body.result.data).toMatchObject({ corrected_query: 'houston', total: 24 })
    const exact = await json<{ result: { data: Search } }>(trpcQuery('public.search', { query: 'huston', exact: true }))
    expect(exact.body.result.data).toEqual({ arcades: [], total: 0 })
  })
})

describe('GET /api/suggest', () => {
  it('suggests Houston with its count and address for "hou", and a search for the text last', async () => {
    const { status, body, cacheControl } = await json<Suggestions>('/api/suggest?query=hou')
    expect(status).toBe(200)
    expect(cacheControl).toContain('public')
    expect(body.suggestions[0]).toEqual({
      kind: 'city',
      label: 'Houston, TX',
      url: '/arcades/texas/houston',
      count: 24,
    })
    expect(body.suggestions.at(-1)).toEqual({ kind: 'search', label: 'hou', url: '/search?q=hou' })
    // Every suggested address answers.
    for (const s of body.suggestions) expect((await get(s.url)).status, s.url).toBe(200)
  })

  it('answers the same over tRPC', async () => {
    const { status, body } = await json<{ result: { data: Suggestions } }>(
      trpcQuery('public.suggest', { query: 'hou' }),
    )
    expect(status).toBe(200)
    expect(body.result.data.suggestions[0]).toMatchObject({ label: 'Houston, TX', count: 24 })
  })

  it('suggests arcades with their pages and types with the search by type', async () => {
    const arcades = await json<Suggestions>('/api/suggest?query=pixel')
    const arcade = arcades.body.suggestions.find((s) => s.kind === 'arcade')
    expect(arcade?.label).toMatch(/pixel/i)
    expect(arcade?.url).toMatch(/^\/arcade\/[a-z0-9-]+$/)
    expect((await get(arcade!.url)).status).toBe(200)
    const types = await json<Suggestions>('/api/suggest?query=pinb')
    expect(types.body.suggestions).toContainEqual(
      expect.objectContaining({ kind: 'type', url: '/search?type=pinball' }),
    )
  })

  it('answers 400 naming the field for too short or missing text', async () => {
    for (const path of ['/api/suggest?query=h', '/api/suggest?query=%20%20', '/api/suggest']) {
      const { status, body } = await json<ErrorBody>(path)
      expect(status, path).toBe(400)
      expect(body.error.code).toBe('BAD_REQUEST')
      expect(
        body.error.issues?.map((i) => i.field),
        path,
      ).toEqual(['query'])
    }
    const tooLong = await json<ErrorBody>(`/api/suggest?query=${'a'.repeat(101)}`)
    expect(tooLong.status).toBe(400)
    expect(tooLong.body.error.message).toBe('query: must be at most 100 characters')
  })
})

describe('the search page with a misspelled query', () => {
  it('shows the corrected results with a link to search the words as typed', async () => {
    // React separates adjacent text with comments; the text a visitor reads is without them.
    const html = (await (await get('/search?q=huston')).text()).replaceAll('<!-- -->', '')
    expect(html).toMatch(/Showing results for.*houston/)
    expect(html).toContain('Search instead for “huston”')
    expect(html).toMatch(/href="\/search\?q=huston&amp;exact=true"/)
    expect(html).not.toContain('No Arcades Found')
  })

  it('with exact=true searches the words as typed', async () => {
    const html = await (await get('/search?q=huston&exact=true')).text()
    expect(html).toContain('No Arcades Found')
    expect(html).not.toContain('Showing results for')
  })
})
