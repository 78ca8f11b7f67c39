import { createHash } from 'node:crypto'
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

/** Script tags and their text, ended where the browser ends them. */
const SCRIPT_TAG = /<script\b([^>]*)>([\s\S]*?)<\/script[\s/>]/gi

/** The same-origin module entry Start writes: `<script type="module" async="" src="/assets/….js"></script>`. */
const ENTRY_MODULE = /<script\b(?=[^>]*\btype="module")[^>]*\bsrc="(\/[\w./-]+\.js)"[^>]*><\/script>/g

/** Types the browser runs as script (no type, a JavaScript MIME type, or a module); the rest are data blocks. */
const SCRIPT_TYPE = /^(|module|(text|application)\/(x-)?(java|ecma)script)$/i

const attribute = (attributes: string, name: string) => new RegExp(`\\s${name}="([^"]*)"`, 'i').exec(attributes)?.[1]

function entryLoader(src: string): string {
  return `<script>(function(d){var s=d.createElement("script");s.type="module";s.src=${JSON.stringify(src)};d.head.appendChild(s)})(document)</script>`
}

/** The `'sha256-…'` source of every inline script in `html` that the browser would run. */
function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>()
  for (const [, attributes = '', text = ''] of html.matchAll(SCRIPT_TAG)) {
    if (attribute(attributes, 'src') !== undefined) continue
    if (!SCRIPT_TYPE.test(attribute(attributes, 'type')?.trim() ?? '')) continue
    hashes.add(`'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`)
  }
  return [...hashes]
}

/** `html` with its entry module tags replaced by inline loaders, and the policy that lets exactly it run. */
function withStrictScripts(html: string): { html: string; policy: string } {
  const page = html.replace(ENTRY_MODULE, (_, src: string) => entryLoader(src))
  return { html: page, policy: contentSecurityPolicy([...inlineScriptHashes(page), "'strict-dynamic'"]) }
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
  const { html, policy } = withStrictScripts(await response.text())
  const headers = new Headers(response.headers)
  headers.delete('content-length')
  headers.set('Content-Security-Policy', policy)
  return new Response(html, { status: response.status, statusText: response.statusText, headers })
}
