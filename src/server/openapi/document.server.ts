import { z } from 'zod'
import { adminArcadeSchema } from '../../shared/admin-arcade'
import { errorBodySchema } from '../../shared/api-error'
import { arcadeSummarySchema, publicArcadeSchema, searchArcadeSchema } from '../../shared/arcade'
import { SITE_NAME } from '../../shared/constants'
import { adminGameSchema, gameWithCountSchema, publicGameSchema } from '../../shared/lineup'
import { widgetSchema } from '../../shared/widget'
import { SESSION_COOKIE } from '../auth/session.server'
import { REST_API, type RestMethod, type RestOperation, type RestPath } from '../http/rest-api.server'
import { procedureInput } from '../http/rest.server'
import { FILE_UPLOAD_MAX_BYTES, FILE_UPLOAD_TYPE } from '../http/upload-paths.server'

/**
 * The OpenAPI 3.1 document of the REST API (`GET /api/openapi.json`, rendered for people at /api/docs), made from
 * REST_API's entries, the procedures' Zod input schemas and the entries' answer schemas with Zod's own JSON Schema
 * output: nothing in it is written by hand but the words (docs/decisions/0042-openapi-and-open-data.md).
 */

type JsonSchema = Record<string, unknown>

export interface OpenApiParameter {
  name: string
  in: 'path' | 'query'
  required: boolean
  description?: string
  schema: JsonSchema
}

export interface OpenApiOperation {
  operationId: string
  summary: string
  description?: string
  tags: string[]
  security: Record<string, string[]>[]
  parameters: OpenApiParameter[]
  requestBody?: { required: true; content: Record<string, { schema: JsonSchema }> }
  responses: Record<string, { description: string; content?: Record<string, { schema: JsonSchema }> }>
}

export interface OpenApiDocument {
  openapi: '3.1.0'
  info: { title: string; version: string; description: string }
  servers: { url: string }[]
  tags: { name: string; description: string }[]
  paths: Record<string, Partial<Record<Lowercase<RestMethod>, OpenApiOperation>>>
  components: { schemas: Record<string, JsonSchema>; securitySchemes: Record<string, JsonSchema> }
}

/** The API's version: the document's, changed when a path's contract changes. */
const API_VERSION = '1.0.0'

const SCHEMAS = '#/components/schemas/'
const ref = (name: string) => ({ $ref: `${SCHEMAS}${name}` })

/** Parts of answers that have a name of their own in the reference, besides each answer's. */
const NAMED_PARTS: Record<string, z.ZodType> = {
  PublicArcade: publicArcadeSchema,
  SearchArcade: searchArcadeSchema,
  ArcadeSummary: arcadeSummarySchema,
  PublicGame: publicGameSchema,
  GameWithCount: gameWithCountSchema,
  AdminArcade: adminArcadeSchema,
  AdminGame: adminGameSchema,
  Widget: widgetSchema,
  Error: errorBodySchema,
}

type Entry = [path: string, method: RestMethod, operation: RestOperation]

function operations(): Entry[] {
  return Object.entries(REST_API as Record<string, RestPath>).flatMap(([path, entry]) =>
    (Object.entries(entry) as [RestMethod, RestOperation][]).map(([method, operation]): Entry => [
      path,
      method,
      operation,
    ]),
  )
}

/** Every answer schema and named part, by name, as JSON Schemas that refer to each other by name. */
function componentSchemas(): Record<string, JsonSchema> {
  const registry = z.registry<{ id: string }>()
  const add = (name: string, schema: z.ZodType) => {
    const known = registry.get(schema)?.id
    if (known === undefined) registry.add(schema, { id: name })
    // Two schemas of one name: Zod's registry refuses the second.
    else if (known !== name) throw new Error(`One answer schema has two names: ${known} and ${name}`)
  }
  for (const [name, schema] of Object.entries(NAMED_PARTS)) add(name, schema)
  for (const [, , operation] of operations()) add(operation.responseName, operation.response)
  const { schemas } = z.toJSONSchema(registry, {
    io: 'output',
    target: 'draft-2020-12',
    uri: (id) => `${SCHEMAS}${id}`,
  })
  return Object.fromEntries(Object.entries(schemas).map(([name, { $schema: _, $id: __, ...schema }]) => [name, schema]))
}

/** A procedure's input as JSON Schema: what a client may send (defaults make a field optional). */
function inputSchema(op: RestOperation): { properties: Record<string, JsonSchema>; required: string[] } {
  const schema = procedureInput(op.procedure)
  if (!schema) return { properties: {}, required: [] }
  // A file sent as the body is a stream in the input, which JSON Schema cannot say; the body is described apart.
  const json = z.toJSONSchema(schema, {
    io: 'input',
    target: 'draft-2020-12',
    ...(op.fileBody && { unrepresentable: 'any' }),
  }) as JsonSchema
  const { [op.fileBody ?? '']: _file, ...properties } = (json.properties ?? {}) as Record<string, JsonSchema>
  return { properties, required: ((json.required ?? []) as string[]).filter((name) => name !== op.fileBody) }
}

function parameter(name: string, where: 'path' | 'query', schema: JsonSchema, required: boolean): OpenApiParameter {
  const { description, ...rest } = schema
  return {
    name,
    in: where,
    required: where === 'path' || required,
    ...(typeof description === 'string' && { description }),
    schema: rest,
  }
}

const SUCCESS = { 200: 'OK', 201: 'Created', 202: 'Accepted: received, to be reviewed' }

const errorAnswer = (description: string) => ({
  description,
  content: { 'application/json': { schema: ref('Error') } },
})

function operation(path: string, method: RestMethod, op: RestOperation): OpenApiOperation {
  const pathNames = [...path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!)
  const input = inputSchema(op)
  // Input the path gives the procedure itself (op.input) is no parameter: the client sends none.
  const takesInput = procedureInput(op.procedure) !== undefined && !op.input
  const parameters = pathNames.map((name) =>
    parameter(name, 'path', input.properties[name] ?? { type: 'string' }, true),
  )
  const others = Object.entries(input.properties).filter(
    ([name]) => !pathNames.includes(name) && !(op.input && name in op.input),
  )
  const read = method === 'GET'
  // The administrator's paths; the report paths are private too (never cached) but need no session.
  const admin = path.startsWith('/api/admin/')
  const signedIn = admin && !op.signedOut
  let requestBody: OpenApiOperation['requestBody']
  if (read || op.fileBody) {
    parameters.push(...others.map(([name, s]) => parameter(name, 'query', s, input.required.includes(name))))
  }
  if (op.fileBody) {
    const file = { type: 'string', contentMediaType: FILE_UPLOAD_TYPE, description: 'The file itself' }
    requestBody = { required: true, content: { [FILE_UPLOAD_TYPE]: { schema: file } } }
  } else if (!read && others.length > 0) {
    const required = input.required.filter((name) => !pathNames.includes(name))
    const schema = { type: 'object', properties: Object.fromEntries(others), ...(required.length > 0 && { required }) }
    requestBody = { required: true, content: { 'application/json': { schema } } }
  }
  const success = op.status ?? 200
  const content = { [op.contentType ?? 'application/json']: { schema: ref(op.responseName) } }
  const responses: OpenApiOperation['responses'] = {
    [success]: {
      description: SUCCESS[success] + (op.download ? ', as a file to download (an attachment)' : ''),
      content,
    },
  }
  if (op.otherSuccess) responses[op.otherSuccess.status] = { description: op.otherSuccess.description, content }
  if (read && !admin) responses['304'] = { description: 'Not modified: the answer still has the ETag of If-None-Match' }
  if (takesInput) responses['400'] = errorAnswer('A parameter or field breaks its rule: issues name each and the rule')
  if (signedIn) responses['401'] = errorAnswer('No valid session: sign in first')
  if (!read) responses['403'] = errorAnswer("Not sent from the site's own Origin")
  if (op.notFound) responses['404'] = errorAnswer(op.notFound)
  responses['405'] = errorAnswer('Another method than those of the path (Allow names them)')
  if (op.conflict) responses['409'] = errorAnswer(op.conflict)
  if (requestBody) {
    const [type, limit] = op.fileBody
      ? [FILE_UPLOAD_TYPE, `${FILE_UPLOAD_MAX_BYTES / 1024 / 1024} MiB`]
      : ['application/json', '1 MiB']
    responses['413'] = errorAnswer(`The body is larger than ${limit}`)
    responses['415'] = errorAnswer(`The body is not sent as ${type}`)
  }
  responses['429'] = errorAnswer('Too many requests from the address: wait as Retry-After says')
  responses['503'] = errorAnswer('The database is busy or read-only: try again later')
  if (!read) responses['507'] = errorAnswer('The disk is full: nothing was changed')
  return {
    // One procedure behind two paths (admin.export) is told apart by the input each path gives it.
    operationId: [op.procedure, ...Object.values(op.input ?? {})].join('.'),
    summary: op.summary,
    ...(op.description && { description: op.description }),
    tags: [admin ? 'Admin' : 'Public'],
    security: signedIn ? [{ session: [] }] : [],
    parameters,
    ...(requestBody && { requestBody }),
    responses,
  }
}

let document: { siteUrl: string; value: OpenApiDocument } | undefined

/** The document for the site at `siteUrl` (made once). */
export function openApiDocument(siteUrl: string): OpenApiDocument {
  if (document?.siteUrl === siteUrl) return document.value
  const paths: OpenApiDocument['paths'] = {}
  for (const [path, method, op] of operations()) {
    ;(paths[path] ??= {})[method.toLowerCase() as Lowercase<RestMethod>] = operation(path, method, op)
  }
  const value: OpenApiDocument = {
    openapi: '3.1.0',
    info: {
      title: `${SITE_NAME} API`,
      version: API_VERSION,
      description:
        'The directory of US arcades as JSON and GeoJSON. Public reads need no key, may be called from any ' +
        'site (CORS), and carry ETags. Errors are {"error": {"code", "message", "issues"}}. Admin paths need the ' +
        'session cookie that sign-in sets, and changes must come from the site itself (its Origin).',
    },
    servers: [{ url: siteUrl }],
    tags: [
      { name: 'Public', description: 'Reads anyone may make, from any site' },
      { name: 'Admin', description: 'The administrator’s paths: a session cookie, from the site’s own pages' },
    ],
    paths,
    components: {
      schemas: componentSchemas(),
      securitySchemes: {
        session: {
          type: 'apiKey',
          in: 'cookie',
          name: SESSION_COOKIE,
          description: 'The session cookie POST /api/admin/login sets (HttpOnly, SameSite=Lax)',
        },
      },
    },
  }
  document = { siteUrl, value }
  return value
}
