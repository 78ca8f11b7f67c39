import fs from 'node:fs'
import path from 'node:path'
import { Validator } from '@seriousme/openapi-schema-validator'
import { Ajv2020 } from 'ajv/dist/2020.js'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { signInCookie, startServer, type RunningServer } from '../support/server'

/**
 * The OpenAPI document of the REST API (GET /api/openapi.json) against OpenAPI 3.1 and against the server's real
 * answers: every documented operation is called, with success and error cases, and each answer's status must be
 * documented and its body match the documented schema. A REST route file that the document leaves out fails here.
 */

const USER = 'openapi-admin'
const PASSWORD = 'openapi-password-1234'
let server: RunningServer
let cookie: string
let doc: OpenApi

type Responses = Record<string, { content?: Record<string, { schema: unknown }> }>
interface Operation {
  operationId: string
  security: Record<string, string[]>[]
  responses: Responses
  requestBody?: { content: Record<string, unknown> }
}
interface OpenApi {
  openapi: string
  paths: Record<string, Record<string, Operation>>
}

beforeAll(async () => {
  // Forms may be sent at once: the report cases send theirs without waiting.
  server = await startServer({ ADMIN_USERNAME: USER, ADMIN_PASSWORD: PASSWORD, REPORT_MIN_FILL_SECONDS: '0' })
  cookie = await signInCookie(server, USER, PASSWORD)
  doc = (await (await fetch(`${server.url}/api/openapi.json`)).json()) as OpenApi
}, 90_000)
afterAll(() => server?.stop())

describe('GET /api/openapi.json', () => {
  it('is a valid OpenAPI 3.1 document', async () => {
    expect(doc.openapi).toBe('3.1.0')
    const result = await new Validator().validate(doc as never)
    expect(result.errors ?? []).toEqual([])
    expect(result.valid).toBe(true)
  })

  it('refuses a document that breaks OpenAPI 3.1 (the check can fail)', async () => {
    const broken = structuredClone(doc) as unknown as { paths: Record<string, Record<string, { responses: unknown }>> }
    broken.paths['/api/arcades']!.get!.responses = 'none'
    expect((await new Validator().validate(broken as never)).valid).toBe(false)
  })

  it('documents every REST route file under src/routes/api with the methods it answers', async () => {
    const root = path.resolve(import.meta.dirname, '../../src/routes/api')
    const files = fs
      .readdirSync(root, { recursive: true, encoding: 'utf8' })
      .filter((f) => f.endsWith('.ts') && f !== '$.ts' && !f.startsWith(`trpc${path.sep}`))
      // Page modules (-docs.page.ts) are no routes; pages (docs.tsx) answer HTML.
      .filter((f) => !path.basename(f).startsWith('-'))
    expect(files.length).toBeGreaterThan(20)
    const routed: Record<string, string[]> = {}
    for (const file of files) {
      // src/routes/api/arcades/state/$state/index.ts → /api/arcades/state/{state}; arcades[.]geojson → arcades.geojson
      const apiPath = `/api/${file.replaceAll(path.sep, '/')}`
        .replace(/\.ts$/, '')
        .replace(/\/index$/, '')
        .replace(/\[\.\]/g, '.')
        .replace(/\$(\w+)/g, '{$1}')
      const { Route } = (await import(path.join(root, file))) as { Route: { options: { server: unknown } } }
      const handlers = (Route.options.server as { handlers: Record<string, unknown> }).handlers
      routed[apiPath] = Object.keys(handlers)
        .filter((m) => m !== 'ANY' && m !== 'OPTIONS')
        .map((m) => m.toLowerCase())
        .sort()
    }
    const documented = Object.fromEntries(Object.entries(doc.paths).map(([p, ops]) => [p, Object.keys(ops).sort()]))
    expect(documented).toEqual(routed)
  })
})

interface Case {
  method: string
  path: string
  status: number
  query?: string
  body?: unknown
  /** Sent without the session cookie (the admin paths answer 401). */
  signedOut?: boolean
  /** Sent without the site's Origin (changes answer 403). */
  crossOrigin?: boolean
  headers?: Record<string, string>
}

const newArcade = {
  name: 'Contract Test Arcade',
  type: 'pinball',
  description: 'Made by the OpenAPI contract test.',
  address: '1 Contract Way',
  city: 'Austin',
  state: 'TX',
  zipCode: '78701',
  rating: 4.2,
  hours: 'Mo-Su 10:00-22:00',
}
const suggestion = {
  name: 'Contract Test Arcade',
  address: '1 Contract Way',
  city: 'Austin',
  state: 'TX',
  zip: '78701',
}
/** An import's file, in two pieces: one arcade as the JSON export writes it. */
const importFile = JSON.stringify([
  { ...newArcade, name: 'Imported Contract Arcade', zip: '78701', zipCode: undefined, lineup: [] },
])
const half = Math.floor(importFile.length / 2)
const NO_IMPORT = '7d1f4c2e-0000-4000-8000-000000000000'
const newWidget = { name: 'Contract widget', targetType: 'tag', targetValue: 'contract', widgetCode: '<p>Hi</p>' }

/**
 * The cases of each documented operation, in order (later ones use what earlier ones made: `{arcade}`, `{game}`,
 * `{widget}` are the ids created). Every operation needs a success case here; 401, 403 and 405 are added for all.
 */
const CASES: Record<string, Case[]> = {
  'public.openApi': [{ method: 'GET', path: '/api/openapi.json', status: 200 }],
  'public.search': [
    { method: 'GET', path: '/api/arcades', query: 'query=austin&limit=5', status: 200 },
    { method: 'GET', path: '/api/arcades', query: 'near=78701&radius=10&sort=rating', status: 200 },
    { method: 'GET', path: '/api/arcades', query: 'query=pinbal', status: 200 },
    { method: 'GET', path: '/api/arcades', query: 'radius=7', status: 400 },
    { method: 'GET', path: '/api/arcades', query: 'near=99999', status: 400 },
  ],
  'public.searchGeoJson': [
    { method: 'GET', path: '/api/arcades.geojson', query: 'state=texas&limit=50', status: 200 },
    { method: 'GET', path: '/api/arcades.geojson', query: 'limit=0', status: 400 },
  ],
  'public.featured': [{ method: 'GET', path: '/api/arcades/featured', status: 200 }],
  'public.arcadeBySlug': [
    { method: 'GET', path: '/api/arcades/slug/{slug}', status: 200 },
    { method: 'GET', path: '/api/arcades/slug/no-such-arcade', status: 404 },
  ],
  'public.arcadesOfState': [
    { method: 'GET', path: '/api/arcades/state/texas', query: 'limit=10', status: 200 },
    { method: 'GET', path: '/api/arcades/state/texas', query: 'limit=abc', status: 400 },
    { method: 'GET', path: '/api/arcades/state/atlantis', status: 404 },
  ],
  'public.arcadesOfCity': [
    { method: 'GET', path: '/api/arcades/state/texas/city/austin', status: 200 },
    { method: 'GET', path: '/api/arcades/state/texas/city/austin', query: 'offset=-1', status: 400 },
    { method: 'GET', path: '/api/arcades/state/atlantis/city/austin', status: 404 },
  ],
  'public.citiesOfState': [
    { method: 'GET', path: '/api/states/texas/cities', status: 200 },
    { method: 'GET', path: '/api/states/atlantis/cities', status: 404 },
  ],
  'public.games': [
    { method: 'GET', path: '/api/games', query: 'kind=pinball&limit=5', status: 200 },
    { method: 'GET', path: '/api/games', query: 'kind=chess', status: 400 },
  ],
  'public.game': [
    { method: 'GET', path: '/api/games/medieval-madness', query: 'near=78701&radius=100', status: 200 },
    { method: 'GET', path: '/api/games/medieval-madness', query: 'sort=nearest', status: 400 },
    { method: 'GET', path: '/api/games/no-such-game', status: 404 },
  ],
  'public.suggest': [
    { method: 'GET', path: '/api/suggest', query: 'query=aus', status: 200 },
    { method: 'GET', path: '/api/suggest', query: 'query=a', status: 400 },
  ],
  'widgets.forPage': [
    { method: 'GET', path: '/api/widgets', query: 'path=/&tags=arcade', status: 200 },
    { method: 'GET', path: '/api/widgets', query: `path=${'a'.repeat(600)}`, status: 400 },
  ],
  'admin.login': [
    { method: 'POST', path: '/api/admin/login', body: { username: USER, password: 'wrong-password' }, status: 200 },
    { method: 'POST', path: '/api/admin/login', body: {}, status: 400 },
    {
      method: 'POST',
      path: '/api/admin/login',
      body: '{}',
      headers: { 'content-type': 'text/plain' },
      status: 415,
    },
    { method: 'POST', path: '/api/admin/login', body: { username: 'x'.repeat(2_000_000) }, status: 413 },
  ],
  'admin.me': [{ method: 'GET', path: '/api/admin/auth/check', status: 200 }],
  'admin.arcades.list': [
    { method: 'GET', path: '/api/admin/arcades', query: 'query=austin&limit=3', status: 200 },
    { method: 'GET', path: '/api/admin/arcades', query: 'limit=9999', status: 400 },
  ],
  'admin.arcades.create': [
    { method: 'POST', path: '/api/admin/arcades', body: newArcade, status: 201 },
    { method: 'POST', path: '/api/admin/arcades', body: { ...newArcade, name: '' }, status: 400 },
  ],
  'public.suggestions.submit': [
    // The arcade made above is the one it may be: nothing is stored.
    { method: 'POST', path: '/api/suggestions', body: { ...suggestion, form_token: '{suggestToken}' }, status: 200 },
    {
      method: 'POST',
      path: '/api/suggestions',
      body: { ...suggestion, name: 'Suggested Contract Arcade', form_token: '{suggestToken}', confirmed_new: true },
      status: 202,
    },
    { method: 'POST', path: '/api/suggestions', body: { ...suggestion, zip: 'abc', form_token: 'x' }, status: 400 },
  ],
  'public.reports.submit': [
    {
      method: 'POST',
      path: '/api/reports',
      body: { arcade_slug: '{slug}', kind: 'temporarily_closed', form_token: '{reportToken}' },
      status: 202,
    },
    {
      method: 'POST',
      path: '/api/reports',
      body: { arcade_slug: '{slug}', kind: 'other', message: 'The sign is new', form_token: '{reportToken}' },
      status: 202,
    },
    { method: 'POST', path: '/api/reports', body: { arcade_slug: '{slug}', kind: 'nonsense' }, status: 400 },
    {
      method: 'POST',
      path: '/api/reports',
      body: { arcade_slug: 'no-such-arcade', kind: 'temporarily_closed', form_token: '{reportToken}' },
      status: 404,
    },
  ],
  'admin.reports.list': [
    { method: 'GET', path: '/api/admin/reports', query: 'status=pending', status: 200 },
    { method: 'GET', path: '/api/admin/reports', query: 'status=lost', status: 400 },
  ],
  'admin.reports.get': [
    { method: 'GET', path: '/api/admin/reports/{closure}', status: 200 },
    { method: 'GET', path: '/api/admin/reports/abc', status: 400 },
    { method: 'GET', path: '/api/admin/reports/99999999', status: 404 },
  ],
  'admin.reports.accept': [
    {
      method: 'POST',
      path: '/api/admin/reports/{suggestion}/accept',
      body: { arcade: { ...newArcade, name: 'Suggested Contract Arcade' } },
      status: 200,
    },
    { method: 'POST', path: '/api/admin/reports/{closure}/accept', body: { fields: ['nothing'] }, status: 400 },
    { method: 'POST', path: '/api/admin/reports/{suggestion}/accept', body: {}, status: 409 },
    { method: 'POST', path: '/api/admin/reports/99999999/accept', body: {}, status: 404 },
  ],
  'admin.reports.reject': [
    { method: 'POST', path: '/api/admin/reports/{other}/reject', body: { reason: 'Nothing is wrong' }, status: 200 },
    { method: 'POST', path: '/api/admin/reports/{closure}/reject', body: { reason: '' }, status: 400 },
    { method: 'POST', path: '/api/admin/reports/{other}/reject', body: { reason: 'Again' }, status: 409 },
    { method: 'POST', path: '/api/admin/reports/99999999/reject', body: { reason: 'None' }, status: 404 },
  ],
  'admin.reports.markDuplicate': [
    { method: 'POST', path: '/api/admin/reports/{closure}/duplicate', body: { duplicateOfId: '{other}' }, status: 200 },
    { method: 'POST', path: '/api/admin/reports/{closure}/duplicate', body: { duplicateOfId: 'x' }, status: 400 },
    { method: 'POST', path: '/api/admin/reports/{closure}/duplicate', body: { duplicateOfId: '{other}' }, status: 409 },
    { method: 'POST', path: '/api/admin/reports/99999999/duplicate', body: { duplicateOfId: '{other}' }, status: 404 },
  ],
  'admin.arcades.update': [
    { method: 'PUT', path: '/api/admin/arcades/{arcade}', body: { ...newArcade, rating: 4.5 }, status: 200 },
    { method: 'PUT', path: '/api/admin/arcades/{arcade}', body: { ...newArcade, rating: 9 }, status: 400 },
    { method: 'PUT', path: '/api/admin/arcades/99999999', body: newArcade, status: 404 },
  ],
  'admin.arcades.lineup': [
    { method: 'GET', path: '/api/admin/arcades/{arcade}/lineup', status: 200 },
    { method: 'GET', path: '/api/admin/arcades/abc/lineup', status: 400 },
    { method: 'GET', path: '/api/admin/arcades/99999999/lineup', status: 404 },
  ],
  'admin.arcades.setLineup': [
    {
      method: 'PUT',
      path: '/api/admin/arcades/{arcade}/lineup',
      body: { entries: [{ game: 'medieval-madness', count: 2, priceCents: 100 }], confirm: true },
      status: 200,
    },
    { method: 'PUT', path: '/api/admin/arcades/{arcade}/lineup', body: { entries: [{ game: 'x' }] }, status: 400 },
    { method: 'PUT', path: '/api/admin/arcades/99999999/lineup', body: { entries: [] }, status: 404 },
  ],
  'admin.arcades.confirm': [
    { method: 'POST', path: '/api/admin/arcades/{arcade}/confirm', body: { parts: ['hours', 'lineup'] }, status: 200 },
    { method: 'POST', path: '/api/admin/arcades/{arcade}/confirm', body: { parts: [] }, status: 400 },
    { method: 'POST', path: '/api/admin/arcades/99999999/confirm', body: { parts: ['listing'] }, status: 404 },
  ],
  'admin.arcades.revisions': [
    { method: 'GET', path: '/api/admin/arcades/{arcade}/revisions', query: 'limit=50', status: 200 },
    { method: 'GET', path: '/api/admin/arcades/{arcade}/revisions', query: 'limit=0', status: 400 },
    { method: 'GET', path: '/api/admin/arcades/99999999/revisions', status: 404 },
  ],
  'admin.arcades.restoreRevision': [
    { method: 'POST', path: '/api/admin/arcades/{arcade}/revisions/{revision}/restore', status: 200 },
    { method: 'POST', path: '/api/admin/arcades/{arcade}/revisions/abc/restore', status: 400 },
    { method: 'POST', path: '/api/admin/arcades/{arcade}/revisions/99999999/restore', status: 404 },
  ],
  'admin.export.csv': [{ method: 'GET', path: '/api/admin/export.csv', status: 200 }],
  'admin.export.json': [{ method: 'GET', path: '/api/admin/export.json', status: 200 }],
  'admin.imports.start': [
    {
      method: 'POST',
      path: '/api/admin/imports',
      body: { format: 'json', fileName: 'contract.json', text: importFile.slice(0, half), more: true },
      status: 201,
    },
    { method: 'POST', path: '/api/admin/imports', body: { format: 'xml', fileName: 'x.xml', text: '' }, status: 400 },
  ],
  'admin.imports.upload': [
    {
      method: 'POST',
      path: '/api/admin/imports/upload',
      query: 'format=json&fileName=whole.json',
      body: importFile,
      headers: { 'content-type': 'application/octet-stream' },
      status: 201,
    },
    {
      method: 'POST',
      path: '/api/admin/imports/upload',
      query: 'format=xml&fileName=x.xml',
      body: '<osm/>',
      headers: { 'content-type': 'application/octet-stream' },
      status: 400,
    },
    {
      method: 'POST',
      path: '/api/admin/imports/upload',
      query: 'format=json&fileName=whole.json',
      body: importFile,
      headers: { 'content-type': 'application/json' },
      status: 415,
    },
  ],
  'admin.imports.append': [
    { method: 'POST', path: '/api/admin/imports/{import}/pieces', body: { text: importFile.slice(half) }, status: 200 },
    { method: 'POST', path: '/api/admin/imports/{import}/pieces', body: { text: '[]' }, status: 409 },
    { method: 'POST', path: '/api/admin/imports/abc/pieces', body: { text: '[]' }, status: 400 },
    { method: 'POST', path: `/api/admin/imports/${NO_IMPORT}/pieces`, body: { text: '[]' }, status: 404 },
  ],
  'admin.imports.get': [
    { method: 'GET', path: '/api/admin/imports/{import}', status: 200 },
    { method: 'GET', path: '/api/admin/imports/abc', status: 400 },
    { method: 'GET', path: `/api/admin/imports/${NO_IMPORT}`, status: 404 },
  ],
  'admin.imports.rows': [
    { method: 'GET', path: '/api/admin/imports/{import}/rows', query: 'limit=10', status: 200 },
    { method: 'GET', path: '/api/admin/imports/{import}/rows', query: 'outcome=lost', status: 400 },
    { method: 'GET', path: `/api/admin/imports/${NO_IMPORT}/rows`, status: 404 },
  ],
  'admin.imports.commit': [
    { method: 'POST', path: '/api/admin/imports/{import}/apply', body: { skipRejected: true }, status: 200 },
    { method: 'POST', path: '/api/admin/imports/{import}/apply', body: { skipRejected: 'yes' }, status: 400 },
    { method: 'POST', path: '/api/admin/imports/{import}/apply', body: { skipRejected: true }, status: 409 },
    { method: 'POST', path: `/api/admin/imports/${NO_IMPORT}/apply`, body: {}, status: 404 },
  ],
  'admin.imports.discard': [
    { method: 'DELETE', path: '/api/admin/imports/{import}', status: 200 },
    { method: 'DELETE', path: '/api/admin/imports/{import}', status: 404 },
  ],
  'admin.games.list': [
    { method: 'GET', path: '/api/admin/games', query: 'query=madness', status: 200 },
    { method: 'GET', path: '/api/admin/games', query: 'limit=0', status: 400 },
  ],
  'admin.games.create': [
    {
      method: 'POST',
      path: '/api/admin/games',
      body: { title: 'Contract Quest', manufacturer: 'Test Games', year: 1999, kind: 'video', aliases: [] },
      status: 201,
    },
    { method: 'POST', path: '/api/admin/games', body: { title: '' }, status: 400 },
  ],
  'admin.games.update': [
    {
      method: 'PUT',
      path: '/api/admin/games/{game}',
      body: { title: 'Contract Quest II', manufacturer: 'Test Games', year: 2000, kind: 'video', aliases: ['CQ2'] },
      status: 200,
    },
    { method: 'PUT', path: '/api/admin/games/{game}', body: { kind: 'chess' }, status: 400 },
    {
      method: 'PUT',
      path: '/api/admin/games/99999999',
      body: { title: 'Nothing', manufacturer: null, year: null, kind: 'video', aliases: [] },
      status: 404,
    },
  ],
  'admin.games.merge': [
    { method: 'POST', path: '/api/admin/games/99999999/merge', body: { intoId: 1 }, status: 404 },
    { method: 'POST', path: '/api/admin/games/{game}/merge', body: { intoId: 'one' }, status: 400 },
    { method: 'POST', path: '/api/admin/games/{game}/merge', body: { intoId: 1 }, status: 200 },
  ],
  'widgets.list': [{ method: 'GET', path: '/api/admin/widgets', status: 200 }],
  'widgets.create': [
    { method: 'POST', path: '/api/admin/widgets', body: newWidget, status: 201 },
    { method: 'POST', path: '/api/admin/widgets', body: { ...newWidget, targetType: 'page' }, status: 400 },
  ],
  'widgets.update': [
    { method: 'PUT', path: '/api/admin/widgets/{widget}', body: { ...newWidget, name: 'Renamed' }, status: 200 },
    { method: 'PUT', path: '/api/admin/widgets/{widget}', body: { ...newWidget, name: '' }, status: 400 },
    { method: 'PUT', path: '/api/admin/widgets/99999999', body: newWidget, status: 404 },
  ],
  'widgets.delete': [
    { method: 'DELETE', path: '/api/admin/widgets/{widget}', status: 200 },
    { method: 'DELETE', path: '/api/admin/widgets/{widget}', status: 404 },
  ],
  'admin.arcades.delete': [
    { method: 'DELETE', path: '/api/admin/arcades/{arcade}', status: 200 },
    { method: 'DELETE', path: '/api/admin/arcades/{arcade}', status: 404 },
  ],
  'admin.arcades.undelete': [
    { method: 'POST', path: '/api/admin/arcades/{arcade}/restore', status: 200 },
    { method: 'POST', path: '/api/admin/arcades/{arcade}/restore', status: 409 },
    { method: 'POST', path: '/api/admin/arcades/99999999/restore', status: 404 },
  ],
  // Last: it ends the session the cases above used.
  'admin.logout': [{ method: 'POST', path: '/api/admin/logout', status: 200 }],
}

/** The JSON Pointer of a documented answer's schema inside the document. */
function schemaPointer(apiPath: string, method: string, status: number, type: string): string {
  const escape = (s: string) => s.replaceAll('~', '~0').replaceAll('/', '~1')
  return `openapi#/paths/${escape(apiPath)}/${method}/responses/${status}/content/${escape(type)}/schema`
}

describe('the contract: real answers of every documented path', () => {
  it('has cases for every documented operation, a success among them', () => {
    const operations = Object.values(doc.paths).flatMap((ops) => Object.values(ops).map((op) => op.operationId))
    expect(Object.keys(CASES).sort()).toEqual([...operations].sort())
    for (const [id, cases] of Object.entries(CASES)) {
      expect(
        cases.some((c) => c.status < 300),
        id,
      ).toBe(true)
    }
  })

  it('answers each case with a documented status and a body that matches its documented schema', async () => {
    const ajv = new Ajv2020({ strict: false, validateSchema: false, validateFormats: false, allErrors: true })
    ajv.addSchema(doc, 'openapi')
    const featured = (await (await fetch(`${server.url}/api/arcades/featured`)).json()) as { slug: string }[]
    const ids: Record<string, string> = { slug: featured[0]!.slug }
    const token = async (page: string) =>
      /name="form_token" value="([^"]+)"/.exec(await (await fetch(`${server.url}${page}`)).text())![1]!
    ids.reportToken = await token(`/arcade/${ids.slug}/report`)
    ids.suggestToken = await token('/suggest')
    const byOperation = new Map<string, { apiPath: string; method: string; op: Operation }>()
    for (const [apiPath, ops] of Object.entries(doc.paths))
      for (const [method, op] of Object.entries(ops)) byOperation.set(op.operationId, { apiPath, method, op })
    const seen: string[] = []

    async function check(c: Case, label: string) {
      const { apiPath, method, op } = [...byOperation.values()].find(
        (o) =>
          o.method === c.method.toLowerCase() && new RegExp(`^${o.apiPath.replace(/\{\w+\}/g, '[^/]+')}$`).test(c.path),
      ) ?? { apiPath: '', method: '', op: undefined }
      expect(op, `${label}: an operation documents ${c.method} ${c.path}`).toBeDefined()
      const url = `${server.url}${c.path.replace(/\{(\w+)\}/g, (_, name: string) => ids[name]!)}${c.query ? `?${c.query}` : ''}`
      // A body's "{name}" is replaced too, by the value made earlier (a form token, a report's id).
      const sent =
        c.body === undefined
          ? undefined
          : typeof c.body === 'string'
            ? c.body
            : JSON.stringify(c.body).replace(/\{(\w+)\}/g, (_, name: string) => JSON.stringify(ids[name]!).slice(1, -1))
      const headers: Record<string, string> = { ...c.headers }
      if (!c.signedOut) headers.cookie = cookie
      if (c.method !== 'GET' && !c.crossOrigin) headers.origin = server.url
      if (c.body !== undefined && !headers['content-type']) headers['content-type'] = 'application/json'
      const res = await fetch(url, {
        method: c.method,
        headers,
        body: sent,
      })
      expect(res.status, `${label}: ${await res.clone().text()}`).toBe(c.status)
      const documented = op!.responses[String(res.status)]
      expect(documented, `${label}: status ${res.status} is documented`).toBeDefined()
      const type = res.headers.get('content-type')?.split(';')[0] ?? ''
      // A download's text (export.csv) is checked as the string it is; JSON answers as what they parse to.
      const body =
        res.status === 304 ? undefined : type.endsWith('json') ? ((await res.json()) as unknown) : await res.text()
      if (documented!.content) {
        expect(Object.keys(documented!.content), label).toContain(type)
        const validate = ajv.getSchema(schemaPointer(apiPath, method, res.status, type))!
        expect(validate(body) ? [] : validate.errors, label).toEqual([])
      }
      seen.push(`${op!.operationId} ${res.status}`)
      return body
    }

    /** Waits until the import is in none of the `busy` states. */
    async function importPast(importId: string, busy: string[]) {
      for (;;) {
        const res = await fetch(`${server.url}/api/admin/imports/${importId}`, { headers: { cookie } })
        const { state } = (await res.json()) as { state: string }
        if (!busy.includes(state)) return
        await new Promise((r) => setTimeout(r, 50))
      }
    }

    for (const [id, cases] of Object.entries(CASES)) {
      for (const c of cases) {
        const body = (await check(c, `${id} ${c.method} ${c.path} ${c.status}`)) as { id?: number | string } | undefined
        if (c.status === 201 && id === 'admin.arcades.create') ids.arcade = String(body!.id)
        if (c.status === 201 && id === 'admin.games.create') ids.game = String(body!.id)
        if (c.status === 201 && id === 'widgets.create') ids.widget = String(body!.id)
        if (c.status === 201 && id === 'admin.imports.start') ids.import = String(body!.id)
        // The uploaded file's dry run runs after the answer: it ends before the next cases.
        if (c.status === 201 && id === 'admin.imports.upload') await importPast(String(body!.id), ['checking'])
        if (c.status === 200 && id === 'admin.reports.list') {
          const reports = (body as { data: { id: number; kind: string }[] }).data
          for (const [name, kind] of [
            ['closure', 'closure'],
            ['other', 'other'],
            ['suggestion', 'new_arcade'],
          ]) {
            ids[name!] = String(reports.find((r) => r.kind === kind)!.id)
          }
        }
        // The dry run goes on after the last piece: the next cases need it done.
        if (c.status === 200 && id === 'admin.imports.append') await importPast(ids.import!, ['uploading', 'checking'])
        // So does the apply after its answer (it builds the search index again): the discard needs it done.
        if (c.status === 200 && id === 'admin.imports.commit') await importPast(ids.import!, ['applying'])
        // The oldest revision of the arcade made above: its creation, whose values restoring brings back.
        if (c.status === 200 && id === 'admin.arcades.revisions') {
          ids.revision = String((body as { data: { id: number }[] }).data.at(-1)!.id)
        }
      }
    }

    // A public read's ETag gives 304; every path answers 405 to another method; admin paths need a session (401)
    // and changes the site's Origin (403).
    const first = await fetch(`${server.url}/api/arcades/featured`)
    const etag = first.headers.get('etag')!
    await check(
      {
        method: 'GET',
        path: '/api/arcades/featured',
        headers: { 'if-none-match': etag },
        signedOut: true,
        status: 304,
      },
      'featured 304',
    )
    for (const [apiPath, ops] of Object.entries(doc.paths)) {
      const concrete = apiPath.replace(/\{\w+\}/g, '1')
      const res = await fetch(`${server.url}${concrete}`, { method: 'PATCH', headers: { origin: server.url } })
      expect(res.status, `PATCH ${apiPath}`).toBe(405)
      expect(
        Object.values(ops).some((op) => op.responses['405']),
        apiPath,
      ).toBe(true)
      const validate = ajv.getSchema('openapi#/components/schemas/Error')!
      expect(validate(await res.json()), apiPath).toBe(true)
      for (const [method, op] of Object.entries(ops)) {
        const signedIn = op.security.length > 0
        // A body of the type the path documents: JSON, or a file (the import's upload).
        const file = op.requestBody && 'application/octet-stream' in op.requestBody.content
        const body = method === 'get' || method === 'delete' ? undefined : file ? '[]' : {}
        const headers = file ? { 'content-type': 'application/octet-stream' } : undefined
        if (signedIn) {
          await check(
            { method: method.toUpperCase(), path: concrete, body, headers, signedOut: true, status: 401 },
            `${op.operationId} 401`,
          )
        }
        if (method !== 'get') {
          await check(
            { method: method.toUpperCase(), path: concrete, body, headers, crossOrigin: true, status: 403 },
            `${op.operationId} 403`,
          )
        }
      }
    }
    // The schemas are strict enough to fail: an arcade without its slug, or with a field the document does not
    // name, is refused.
    const arcades = (await (await fetch(`${server.url}/api/arcades/featured`)).json()) as Record<string, unknown>[]
    const list = ajv.getSchema('openapi#/components/schemas/ArcadeList')!
    expect(list(arcades)).toBe(true)
    const { slug: _, ...withoutSlug } = arcades[0]!
    expect(list([withoutSlug])).toBe(false)
    expect(list([{ ...arcades[0], secret: 1 }])).toBe(false)
    expect(seen).toContain('admin.me 401')
    expect(seen).toContain('public.featured 304')
  }, 120_000)
})
