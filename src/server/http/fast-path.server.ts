import type { IncomingMessage, ServerResponse } from 'node:http'
import type { PlainAnswer } from './memory-answer.server'
import { cachedAnswer, isCacheableRequest } from './render-cache.server'
import { staticAnswer } from './static-files.server'

function header(req: IncomingMessage, name: string): string | undefined {
  const value = req.headers[name]
  return Array.isArray(value) ? value.join(', ') : value
}

/**
 * The production server's first stop for every request: a built file or an answer already rendered is
 * written straight from memory, before any Request object or routing exists. Returns false when the request
 * needs the app (scripts/start.mjs then hands it on).
 */
export function serveFromMemory(req: IncomingMessage, res: ServerResponse): boolean {
  const method = req.method ?? 'GET'
  if (method !== 'GET' && method !== 'HEAD') return false
  const address = req.url ?? '/'
  const queryStart = address.indexOf('?')
  const pathname = queryStart === -1 ? address : address.slice(0, queryStart)
  const acceptEncoding = header(req, 'accept-encoding')
  const ifNoneMatch = header(req, 'if-none-match')
  // The raw address is looked up as is: one the URL parser would rewrite simply misses here and is
  // answered by the app, which looks it up again in its normalised form.
  const answer: PlainAnswer | undefined =
    staticAnswer(pathname, method, acceptEncoding, ifNoneMatch) ??
    (isCacheableRequest(method, pathname, req.headers.cookie)
      ? cachedAnswer(address, method, acceptEncoding, ifNoneMatch)
      : undefined)
  if (!answer) return false
  res.writeHead(answer.status, answer.headers)
  res.end(answer.body)
  return true
}
