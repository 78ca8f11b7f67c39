import { REPORT_BODY_MAX_BYTES } from '../../shared/report-fields'
import { logServerError } from '../log.server'
import { errorResponse } from './rest.server'
import { isReportPath } from './report-paths.server'
import { routedPath } from './security-headers.server'
import { FILE_UPLOAD_MAX_BYTES, isFileUploadPath } from './upload-paths.server'

/** The largest request body the site accepts; its JSON bodies are a few kilobytes at most. */
const MAX_REQUEST_BODY_BYTES = 1024 * 1024

/**
 * Visitors' reports and suggestions, forms and API (docs/decisions/0041-visitor-reports.md): the site's only writes
 * open to anyone take far less.
 */
function bodyLimitOf(pathname: string): number {
  return isReportPath(routedPath(pathname)) ? REPORT_BODY_MAX_BYTES : MAX_REQUEST_BODY_BYTES
}

/**
 * The admin import's upload (docs/decisions/0057-import-upload-and-rows.md): its body, a file of up to
 * FILE_UPLOAD_MAX_BYTES, is handed on as a stream for the handler to write to disk as it arrives (which refuses
 * one that turns out larger); a declared larger one is refused here.
 */
function streamedUpload(request: Request, body: ReadableStream<Uint8Array>): Request | Response {
  if (Number(request.headers.get('content-length')) > FILE_UPLOAD_MAX_BYTES) {
    void discardRest(body.getReader(), 0)
    return tooLarge(FILE_UPLOAD_MAX_BYTES)
  }
  // A streamed body needs `duplex: 'half'` (Node's fetch), which the DOM's RequestInit type does not know.
  const init = { method: request.method, headers: request.headers, body, duplex: 'half' }
  return new Request(request.url, init as RequestInit)
}

/**
 * A client still sending when it is refused sees the 413 only if the server goes on reading: closing the
 * connection mid-upload resets it, and the client reports a network error instead. So the rest of a refused body
 * is read and dropped, up to this many bytes in all; a client sending more has its connection dropped.
 */
const DISCARD_MAX_BYTES = 16 * MAX_REQUEST_BODY_BYTES

function tooLarge(limit: number): Response {
  return errorResponse(413, 'PAYLOAD_TOO_LARGE', `Request body larger than ${limit} bytes`)
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
 * Reads the request body once, up to MAX_REQUEST_BODY_BYTES (REPORT_BODY_MAX_BYTES on the report paths; the
 * import's upload is streamed instead), before any handler sees it: a declared or actual
 * larger body answers 413 in JSON (handlers that read whole bodies, like tRPC's, never see it), an unreadable
 * one 400. Returns the request to handle (a copy holding the body read, without the client's abort signal: see
 * src/server.ts) or the refusal.
 */
export async function readLimitedBody(request: Request): Promise<Request | Response> {
  if (request.method === 'GET' || request.method === 'HEAD' || !request.body) {
    return new Request(request.url, { method: request.method, headers: request.headers })
  }
  const { pathname } = new URL(request.url)
  if (isFileUploadPath(routedPath(pathname))) return streamedUpload(request, request.body)
  const reader = request.body.getReader()
  const limit = bodyLimitOf(pathname)
  if (Number(request.headers.get('content-length')) > limit) {
    void discardRest(reader, 0)
    return tooLarge(limit)
  }
  const chunks: Uint8Array[] = []
  let size = 0
  try {
    for (;;) {
      const { done, value } = await reader.read()
      if (done) break
      size += value.byteLength
      if (size > limit) {
        void discardRest(reader, size)
        return tooLarge(limit)
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
