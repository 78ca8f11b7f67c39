import type { IncomingMessage, ServerResponse } from 'node:http'
import { addressFrom } from '../auth/client-address.server'
import { env } from '../env.server'
import type { PlainAnswer } from './memory-answer.server'
import { takeRequest } from './rate-limit.server'
import { methodNotAllowedAnswer, tooManyRequestsAnswer } from './refusals.server'
import { cachedAnswer, isCacheableRequest } from './render-cache.server'
import { staticAnswer } from './static-files.server'

function header(req: IncomingMessage, name: string): string | undefined {
  const value = req.headers[name]
  return Array.isArray(value) ? value.join(', ') : value
}

/**
 * The production server's first stop for every request: a built file is written straight from memory; then the
 * request rate limit (src/server/http/rate-limit.server.ts) applies to everything else; then an answer already
 * rendered is written from memory, before any Request object or routing exists. Returns false when the request
 * needs the app (scripts/start.mjs then hands it on). Built files are exempt from the rate limit: they are what
 * one page view fetches many of, and they cost nothing to serve.
 */
export function serveFromMemory(req: IncomingMessage, res: ServerResponse): boolean {
  const method = req.method ?? 'GET'
  const address = req.url ?? '/'
  const queryStart = address.indexOf('?')
  const pathname = queryStart === -1 ? address : address.slice(0, queryStart)
  const readOnly = method === 'GET' || method === 'HEAD'
  const acceptEncoding = header(req, 'accept-encoding')
  const ifNoneMatch = header(req, 'if-none-match')
  // The raw address is looked up as is: one the URL parser would rewrite simply misses here and is
  // answered by the app, which looks it up again in its normalised form.
  let answer: PlainAnswer | undefined = readOnly
    ? staticAnswer(pathname, method, acceptEncoding, ifNoneMatch)
    : undefined
  if (!answer) {
    const perMinute = env().RATE_LIMIT_PER_MINUTE
    const retryAfter =
      perMinute > 0
        ? takeRequest(addressFrom(header(req, 'x-forwarded-for'), req.socket.remoteAddress ?? 'unknown'), perMinute)
        : 0
    if (retryAfter > 0) answer = tooManyRequestsAnswer(pathname, retryAfter)
    // A fetch Request cannot carry TRACE, so the app could not even be asked: it is refused here.
    else if (method === 'TRACE') answer = methodNotAllowedAnswer(pathname)
    else if (readOnly && isCacheableRequest(method, pathname, req.headers.cookie)) {
      answer = cachedAnswer(address, method, acceptEncoding, ifNoneMatch)
    }
  }
  if (!answer) return false
  res.writeHead(answer.status, answer.headers)
  res.end(method === 'HEAD' ? undefined : answer.body)
  return true
}
