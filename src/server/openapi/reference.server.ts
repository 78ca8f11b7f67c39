import type {
  ApiReference,
  ReferenceAnswer,
  ReferenceField,
  ReferenceOperation,
  ReferenceSchema,
} from '../../shared/api-reference'
import type { OpenApiDocument, OpenApiOperation } from './document.server'

type JsonSchema = Record<string, unknown>

const SCHEMAS = '#/components/schemas/'

const number = (n: unknown) => (typeof n === 'number' ? n.toLocaleString('en-US') : String(n))

/** A JSON Schema in words: "integer from 1 to 2000, default 20", "list of PublicArcade", "text or null". */
export function typeInWords(schema: JsonSchema): string {
  if (typeof schema.$ref === 'string') return schema.$ref.slice(SCHEMAS.length)
  if (Array.isArray(schema.anyOf)) return (schema.anyOf as JsonSchema[]).map(typeInWords).join(' or ')
  if ('const' in schema) return JSON.stringify(schema.const)
  const parts: string[] = []
  if (Array.isArray(schema.enum)) parts.push(`one of ${schema.enum.map((v) => String(v)).join(', ')}`)
  else if (schema.type === 'array') {
    const items = schema.prefixItems as JsonSchema[] | undefined
    parts.push(items ? `[${items.map(typeInWords).join(', ')}]` : `list of ${typeInWords(schema.items as JsonSchema)}`)
    if (typeof schema.maxItems === 'number' && !items) parts.push(`at most ${number(schema.maxItems)}`)
  } else {
    const type = schema.type === 'string' ? 'text' : schema.type === 'null' ? 'null' : String(schema.type ?? 'any')
    parts.push(type)
    const min = schema.minimum ?? schema.minLength
    const max = schema.maximum ?? schema.maxLength
    const unit = schema.type === 'string' ? ' characters' : ''
    const huge = (n: unknown) => typeof n === 'number' && n >= Number.MAX_SAFE_INTEGER
    if (min !== undefined && max !== undefined && !huge(max)) parts.push(`from ${number(min)} to ${number(max)}${unit}`)
    else if (min !== undefined) parts.push(`at least ${number(min)}${unit}`)
    else if (max !== undefined && !huge(max)) parts.push(`at most ${number(max)}${unit}`)
    if (typeof schema.pattern === 'string') parts.push(`matching ${schema.pattern}`)
    if (schema.format === 'uri') parts.push('a URL')
  }
  if (schema.default !== undefined) parts.push(`default ${JSON.stringify(schema.default)}`)
  return parts.join(', ')
}

function fieldsOf(schema: JsonSchema): ReferenceField[] {
  const properties = (schema.properties ?? {}) as Record<string, JsonSchema>
  const required = (schema.required ?? []) as string[]
  return Object.entries(properties).map(([name, property]) => ({
    name,
    required: required.includes(name),
    type: typeInWords(property),
    ...(typeof property.description === 'string' && { description: property.description }),
  }))
}

function operationOf(path: string, method: string, op: OpenApiOperation): ReferenceOperation {
  const body = op.requestBody?.content['application/json']?.schema
  const answers: ReferenceAnswer[] = Object.entries(op.responses).map(([status, answer]) => {
    const [mediaType, content] = Object.entries(answer.content ?? {})[0] ?? []
    const ref = content?.schema.$ref
    return {
      status,
      description: answer.description,
      ...(typeof ref === 'string' && { schema: ref.slice(SCHEMAS.length), mediaType }),
    }
  })
  return {
    id: op.operationId,
    method: method.toUpperCase(),
    path,
    summary: op.summary,
    ...(op.description && { description: op.description }),
    signedIn: op.security.length > 0,
    parameters: op.parameters.map((p) => ({
      name: p.name,
      in: p.in,
      required: p.required,
      type: typeInWords(p.schema),
      ...(p.description && { description: p.description }),
    })),
    body: body ? fieldsOf(body) : [],
    answers,
  }
}

function schemaOf(name: string, schema: JsonSchema): ReferenceSchema {
  return {
    name,
    fields: schema.type === 'object' ? fieldsOf(schema) : [],
    type: schema.type === 'object' ? 'object' : typeInWords(schema),
    ...(typeof schema.description === 'string' && { description: schema.description }),
  }
}

/** The document as the reference page lists it: operations by tag, in the document's order, then the schemas. */
export function apiReference(doc: OpenApiDocument): ApiReference {
  const operations = Object.entries(doc.paths).flatMap(([path, ops]) =>
    Object.entries(ops).map(([method, op]) => operationOf(path, method, op)),
  )
  return {
    title: doc.info.title,
    version: doc.info.version,
    description: doc.info.description,
    groups: doc.tags.map((tag) => ({
      name: tag.name,
      description: tag.description,
      operations: operations.filter((o) =>
        (doc.paths[o.path]?.[o.method.toLowerCase() as 'get']?.tags ?? []).includes(tag.name),
      ),
    })),
    schemas: Object.entries(doc.components.schemas)
      .map(([name, schema]) => schemaOf(name, schema))
      .sort((a, b) => a.name.localeCompare(b.name)),
  }
}
