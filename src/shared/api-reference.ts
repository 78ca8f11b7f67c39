/**
 * The REST API's reference as the /api/docs page shows it: the OpenAPI document (GET /api/openapi.json) read into
 * lists of words on the server (src/server/openapi/reference.server.ts), so the page carries no JSON Schema and
 * runs nothing to render it. Zod-free: the page imports these types only.
 */

/** A parameter, body field or answer field, with its type and rules in words ("integer from 1 to 2000"). */
export interface ReferenceField {
  name: string
  /** Where a parameter goes: the path or the query string (body and answer fields have none). */
  in?: 'path' | 'query'
  required: boolean
  type: string
  description?: string
}

export interface ReferenceAnswer {
  status: string
  description: string
  /** The schema of its body, by name (see `schemas`), or none. */
  schema?: string
  mediaType?: string
}

export interface ReferenceOperation {
  /** The anchor of its section (the operationId). */
  id: string
  method: string
  path: string
  summary: string
  description?: string
  /** Needs the administrator's session cookie. */
  signedIn: boolean
  parameters: ReferenceField[]
  body: ReferenceField[]
  answers: ReferenceAnswer[]
}

export interface ReferenceSchema {
  name: string
  /** An object's fields; other schemas are one type in words. */
  fields: ReferenceField[]
  type: string
  description?: string
}

export interface ApiReference {
  title: string
  version: string
  description: string
  groups: { name: string; description: string; operations: ReferenceOperation[] }[]
  schemas: ReferenceSchema[]
}
