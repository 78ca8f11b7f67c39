import { createHash } from 'node:crypto'
import { bodyBytes, heldResponse } from './held-body.server'
import { contentSecurityPolicy } from './security-headers.server'

/**
 * A strict script policy for every HTML page (docs/decisions/0020-strict-csp.md): `script-src` lists the SHA-256
 * hash of each inline script the page carries, plus `'strict-dynamic'`, so only those scripts run and only what
 * they load runs after them. Hashes, not nonces: they are computed once when a page is rendered and kept with it
 * in the render cache (and by a CDN), and no value is ever reused across responses.
 *
 * Under `'strict-dynamic'` a parser-inserted `<script src>` is refused, so Start's entry module tag becomes a
 * hashed inline script that inserts it; the entry's imports and lazy route chunks are then trusted through it.
 */

/** Script tags and their text, ended where the browser ends them; `d`: where the text starts and ends. */
const SCRIPT_TAG = /<script\b([^>]*)>([\s\S]*?)<\/script[\s/>]/dgi

/** The same-origin module entry Start writes: `<script type="module" async="" src="/assets/….js"></script>`. */
const ENTRY_MODULE = /<script\b(?=[^>]*\btype="module")[^>]*\bsrc="(\/[\w./-]+\.js)"[^>]*><\/script>/g

/** Types the browser runs as script (no type, a JavaScript MIME type, or a module); the rest are data blocks. */
const SCRIPT_TYPE = /^(|module|(text|application)\/(x-)?(java|ecma)script)$/i

const SRC_ATTRIBUTE = /\ssrc="[^"]*"/i
const TYPE_ATTRIBUTE = /\stype="([^"]*)"/i

/** The inline script that inserts the entry module `src` (its `<script>` tag around it takes the module tag's place). */
function entryLoader(src: string): string {
  return `(function(d){var s=d.createElement("script");s.type="module";s.src=${JSON.stringify(src)};d.head.appendChild(s)})(document)`
}

/**
 * The page's bytes read one character per byte. Every pattern here is ASCII, so it matches the same text as in the
 * decoded page, and a match's indices are byte offsets: decoding a page as UTF-8 costs ten times as much (any
 * character beyond ASCII in a page slows it), and the scripts are hashed as the bytes they are sent as.
 */
const asBytes = (html: Buffer) => html.toString('latin1')

const scriptHash = (script: Buffer | string) => `'sha256-${createHash('sha256').update(script).digest('base64')}'`

/**
 * `html` with its entry module tags replaced by inline loaders, and the policy that lets exactly it run: the hash of
 * every inline script the browser would run (each loader's among them). The page is read as text once.
 */
function withStrictScripts(html: Buffer): { html: Buffer; policy: string } {
  const text = asBytes(html)
  const parts: Buffer[] = []
  const hashes = new Set<string>()
  let copied = 0
  for (const match of text.matchAll(ENTRY_MODULE)) {
    const loader = entryLoader(match[1]!)
    parts.push(html.subarray(copied, match.index), Buffer.from(`<script>${loader}</script>`))
    hashes.add(scriptHash(loader))
    copied = match.index + match[0].length
  }
  for (const match of text.matchAll(SCRIPT_TAG)) {
    const attributes = match[1] ?? ''
    if (SRC_ATTRIBUTE.test(attributes)) continue
    if (!SCRIPT_TYPE.test(TYPE_ATTRIBUTE.exec(attributes)?.[1]?.trim() ?? '')) continue
    const [start, end] = match.indices![2]!
    hashes.add(scriptHash(html.subarray(start, end)))
  }
  const page = parts.length === 0 ? html : Buffer.concat([...parts, html.subarray(copied)])
  return { html: page, policy: contentSecurityPolicy([...hashes, "'strict-dynamic'"]) }
}

/**
 * An HTML answer rewritten under its own script policy. Other answers, and HTML that already sets its own
 * policy (a widget's frame), pass through unchanged.
 */
export async function withScriptPolicy(response: Response): Promise<Response> {
  const type = response.headers.get('content-type') ?? ''
  if (!/^text\/html\b/i.test(type) || !response.body || response.headers.has('content-security-policy')) {
    return response
  }
  const { html, policy } = withStrictScripts(await bodyBytes(response))
  const headers = new Headers(response.headers)
  headers.delete('content-length')
  headers.set('Content-Security-Policy', policy)
  return heldResponse(html, { status: response.status, statusText: response.statusText, headers })
}
