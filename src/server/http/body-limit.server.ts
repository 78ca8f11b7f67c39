import { logServerError } from '../log.server'
import { errorResponse } from './rest.server'

/** The largest request body the site accepts; its JSON bodies are a few kilobytes at most. */
const MAX_REQUEST_BODY_BYTES = 1024 * 1024

/**
 * A client still sending when it is refused sees the 413 only if the server goes on reading: closing the
 * connection mid-upload resets it, and the client reports a network error instead. So the rest of a refused body
 * is read and dropped, up to this many bytes in all; a client sending more has its connection dropped.
 */
const DISCARD_MAX_BYTES = 16 * MAX_REQUEST_BODY_BYTES

function tooLarge(): Response {
  return errorResponse(413, 'PAYLOAD_TOO_LARGE', `Request body larger than ${MAX_REQUEST_BODY_BYTES} bytes`)
}

async function discardRest(reader: ReadableStreamDefaultReader<Uint8Array>, alreadyRead: number): Promise<void> {
  let size = alreadyRead
  try {
    for (;;) {
      const { done, value } = await reader.read()
      if (done) return
      size += value.byteLength
      if (size > DISCARD_MAX_BYTES) return await reader.cancel()
    }
  } catch {
    // The client went away: nothing left to drop.
  }
}

/**
 * Reads the request body once, up to MAX_REQUEST_BODY_BYTES, before any handler sees it: a declared or actual
 * larger body answers 413 in JSON (handlers that read whole bodies, like tRPC's, never see it), an unreadable
 * one 400. Returns the request to handle (a copy holding the body read, without the client's abort signal: see
 * src/server.ts) or the refusal.
 */
export async function readLimitedBody(request: Request): Promise<Request | Response> {
  if (request.method === 'GET' || request.method === 'HEAD' || !request.body) {
    return new Request(request.url, { method: request.method, headers: request.headers })
  }
  const reader = request.body.getReader()
  if (Number(request.headers.get('content-length')) > MAX_REQUEST_BODY_BYTES) {
    void discardRest(reader, 0)
    return tooLarge()
  }
  const chunks: Uint8Array[] = []
  let size = 0
  try {
    for (;;) {
      const { done, value } = await reader.read()
      if (done) break
      size += value.byteLength
      if (size > MAX_REQUEST_BODY_BYTES) {
        void discardRest(reader, size)
        return tooLarge()
      }
      chunks.push(value)
    }
  } catch (error) {
    // Mostly a client that gave up mid-upload: one log line (docs/decisions/0016-security-log.md).
    logServerError(error, request)
    return errorResponse(400, 'BAD_REQUEST', 'The request body could not be read')
  }
  return new Request(request.url, { method: request.method, headers: request.headers, body: Buffer.concat(chunks) })
}
