import { IMPORT_CHUNK_BYTES, type ImportFormat } from '../../shared/open-data'

/** The format a file's name suggests: `.csv`, `.geojson`, else the export's JSON (the administrator can change it). */
export function formatOfFileName(name: string): ImportFormat {
  const lower = name.toLowerCase()
  if (lower.endsWith('.csv')) return 'csv'
  if (lower.endsWith('.geojson')) return 'geojson'
  return 'json'
}

/** The bytes of `blob` in base64, as a JSON body carries them. */
function base64Of(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader()
    reader.onload = () => resolve(String(reader.result).replace(/^data:[^,]*,/, ''))
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read'))
    reader.readAsDataURL(blob)
  })
}

/**
 * Sends `file` in pieces of at most IMPORT_CHUNK_BYTES (each a JSON body well under the server's 1 MB limit):
 * `first` begins the import with the first piece, `next` sends each following one. Reports the bytes sent.
 */
export async function uploadInPieces<T extends { id: string }>(
  file: File,
  first: (piece: { base64: string; more: boolean }) => Promise<T>,
  next: (piece: { id: string; base64: string; more: boolean }) => Promise<T>,
  onProgress: (sent: number) => void,
): Promise<T> {
  let job: T | undefined
  for (let start = 0; start === 0 || start < file.size; start += IMPORT_CHUNK_BYTES) {
    const end = Math.min(start + IMPORT_CHUNK_BYTES, file.size)
    const piece = { base64: await base64Of(file.slice(start, end)), more: end < file.size }
    job = job ? await next({ id: job.id, ...piece }) : await first(piece)
    onProgress(end)
  }
  return job!
}
