import { env } from '../env.server'
import { errorResponse } from '../http/rest.server'
import { isReportFormPage } from '../http/report-paths.server'
import { routedPath } from '../http/security-headers.server'
import { FILE_UPLOAD_TYPE, isFileUploadPath } from '../http/upload-paths.server'

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS'])

/** Whether the request carries a body: a declared length above zero, or one sent in chunks. */
function hasBody(request: Request): boolean {
  return request.headers.has('transfer-encoding') || Number(request.headers.get('content-length') ?? 0) > 0
}

/**
 * The body types each path takes beyond JSON (docs/decisions/0041-visitor-reports.md): the report and suggestion
 * forms post `application/x-www-form-urlencoded` to their own page so they work without JavaScript (with it, they
 * send JSON to the API); the admin import's upload takes its file as application/octet-stream (0057). Never
 * multipart. Matched on the path as the router sees it (decoded, any case).
 */
const BODY_TYPES: { path: (routedPath: string) => boolean; types: readonly string[] }[] = [
  { path: isReportFormPage, types: ['application/x-www-form-urlencoded'] },
  { path: isFileUploadPath, types: [FILE_UPLOAD_TYPE] },
]

function acceptedTypes(pathname: string): readonly string[] {
  const path = routedPath(pathname)
  return BODY_TYPES.find((p) => p.path(path))?.types ?? ['application/json']
}

/**
 * DECISIONS.md: every state-changing request must come from the site's own Origin (403) and, when it has a body,
 * a JSON content type (415); a bodyless DELETE or logout has nothing to describe. It applies to every path: the router matches paths case-insensitively and decoded, so a
 * test on the raw path could be sidestepped (`/API/admin/login`, `/%61pi/...`). Only SITE_URL's origin counts;
 * an origin derived from the request's own Host header would be whatever the client says it is (and would let a
 * DNS-rebinding page pass as the site).
 * Returns the refusal, or null when the request may proceed.
 */
export function guardRequest(request: Request): Response | null {
  if (SAFE_METHODS.has(request.method)) return null
  const siteOrigin = new URL(env().SITE_URL).origin
  if (request.headers.get('origin') !== siteOrigin) {
    // Names the one accepted origin, so an administrator who opened the site at another address knows why.
    return errorResponse(403, 'FORBIDDEN', `Cross-origin request refused: changes are accepted from ${siteOrigin} only`)
  }
  const type = request.headers.get('content-type')?.split(';')[0]?.trim().toLowerCase()
  const accepted = acceptedTypes(new URL(request.url).pathname)
  if (hasBody(request) && !accepted.includes(type ?? '')) {
    return errorResponse(415, 'UNSUPPORTED_MEDIA_TYPE', `Content-Type must be ${accepted.join(' or ')}`)
  }
  return null
}
