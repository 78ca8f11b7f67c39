/**
 * Answers the server makes from bytes it holds whole (a page after its script policy, a JSON answer) keep those bytes
 * beside the `Response`, so that the render cache takes them as they are instead of reading the body's stream back
 * into a copy of its own (docs/decisions/0080-disk-tier-segments.md).
 */
const held = new WeakMap<Response, Buffer>()

/** A `Response` whose body is `bytes`, held for `bodyBytes`. */
export function heldResponse(bytes: Buffer, init: ResponseInit): Response {
  const response = new Response(new Uint8Array(bytes.buffer as ArrayBuffer, bytes.byteOffset, bytes.byteLength), init)
  held.set(response, bytes)
  return response
}

/** A JSON answer of `data` (as `Response.json` makes it), its bytes held. */
export function heldJson(data: unknown, init: ResponseInit = {}): Response {
  const headers = new Headers(init.headers)
  if (!headers.has('content-type')) headers.set('content-type', 'application/json')
  return heldResponse(Buffer.from(JSON.stringify(data)), { ...init, headers })
}

/** The whole body of `response`: the bytes it was made from, or its stream read to the end. */
export async function bodyBytes(response: Response): Promise<Buffer> {
  return held.get(response) ?? Buffer.from(await response.arrayBuffer())
}
