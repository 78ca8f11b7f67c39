import { ProcedureError, type ImportOutputs } from '../../lib/trpc'
import type { ErrorBody } from '../../shared/api-error'
import type { ImportFormat } from '../../shared/open-data'

/** The format a file's name suggests: `.csv`, `.geojson`, else the export's JSON (the administrator can change it). */
export function formatOfFileName(name: string): ImportFormat {
  const lower = name.toLowerCase()
  if (lower.endsWith('.csv')) return 'csv'
  if (lower.endsWith('.geojson')) return 'geojson'
  return 'json'
}

/**
 * Sends `file` as the body of one request to the import's upload path (docs/decisions/0057-import-upload-and-rows.md),
 * which writes it to disk as it arrives and starts the dry run; reports the bytes sent as they go (XMLHttpRequest:
 * fetch tells nothing of an upload's progress). A refusal throws a ProcedureError with the answer's code, status and
 * field issues, as a procedure's does.
 */
export function uploadFile(
  file: File,
  format: ImportFormat,
  onProgress: (sent: number) => void,
): Promise<ImportOutputs['get']> {
  const query = new URLSearchParams({ format, fileName: file.name })
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest()
    xhr.open('POST', `/api/admin/imports/upload?${query}`)
    xhr.setRequestHeader('Content-Type', 'application/octet-stream')
    xhr.responseType = 'json'
    xhr.upload.onprogress = (event) => onProgress(event.loaded)
    xhr.onload = () => {
      if (xhr.status === 201) return resolve(xhr.response as ImportOutputs['get'])
      const error = (xhr.response as ErrorBody | null)?.error
      reject(
        new ProcedureError(error?.message ?? `The file could not be sent (${xhr.status})`, {
          code: error?.code,
          httpStatus: xhr.status,
          issues: error?.issues,
          requestId: error?.requestId,
        }),
      )
    }
    xhr.onerror = () => reject(new Error('The file could not be sent: the connection failed'))
    xhr.send(file)
  })
}
