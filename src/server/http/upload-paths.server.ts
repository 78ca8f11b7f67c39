import { IMPORT_FILE_MAX_BYTES } from '../../shared/open-data'

/**
 * The one path whose request body is a file rather than JSON (docs/decisions/0057-import-upload-and-rows.md): the
 * admin import's upload, as the router sees a path (decoded, lowercase: see routedPath). Its body is sent as
 * application/octet-stream, is not read into memory before the handler, and may be as large as an import file.
 */
const UPLOAD_PATH = '/api/admin/imports/upload'

export const FILE_UPLOAD_TYPE = 'application/octet-stream'

export function isFileUploadPath(routedPath: string): boolean {
  return routedPath === UPLOAD_PATH
}

/** The largest body the upload path takes. */
export const FILE_UPLOAD_MAX_BYTES = IMPORT_FILE_MAX_BYTES
