/** A file a procedure answers (the admin export): its name, media type, and its text in chunks. */
export interface DownloadFile {
  fileName: string
  contentType: string
  chunks: AsyncIterable<string>
}

/**
 * A file to download, written as its text is produced (the admin export, issue 21): each chunk is sent as it comes
 * and the next is asked for only when the client has taken the last, so a slow client never makes the server hold
 * the whole file.
 */
export function downloadResponse(file: DownloadFile): Response {
  const chunks = file.chunks[Symbol.asyncIterator]()
  const encoder = new TextEncoder()
  const body = new ReadableStream<Uint8Array>({
    async pull(controller) {
      const { done, value } = await chunks.next()
      if (done) controller.close()
      else controller.enqueue(encoder.encode(value))
    },
    // The client went away: the export stops reading the database.
    async cancel() {
      await chunks.return?.(undefined)
    },
  })
  return new Response(body, {
    headers: {
      'Content-Type': file.contentType,
      'Content-Disposition': `attachment; filename="${file.fileName}"`,
    },
  })
}
