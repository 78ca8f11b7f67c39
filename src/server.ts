import handler, { createServerEntry } from '@tanstack/react-start/server-entry'

import { guardRequest } from './server/auth/request-guard.server'
import { socketAddressOf, withClientAddress } from './server/auth/client-address.server'
import { readLimitedBody } from './server/http/body-limit.server'
import { canonicalRedirect, withSiteLocation } from './server/http/canonical-address.server'
import { compressedResponse } from './server/http/compression.server'
import { cachedFetch, isCacheableRequest } from './server/http/render-cache.server'
import { withScriptPolicy } from './server/http/script-policy.server'
import { withSecurityHeaders } from './server/http/security-headers.server'

export { prepareServer } from './server/startup.server'
export { ConfigError } from './server/env.server'
// scripts/start.mjs serves built files and cached answers from memory before a request reaches `fetch`.
export { serveFromMemory } from './server/http/fast-path.server'
export { loadStaticFiles } from './server/http/static-files.server'

type Handler = typeof handler.fetch

/**
 * The app's own answer: canonical address, mutation guard, body limit, the Start handler, redirects on SITE_URL,
 * script policy, security headers.
 */
async function respond(request: Request, address: string, opts: Parameters<Handler>[1]): Promise<Response> {
  // DECISIONS.md: state-changing requests need the site's Origin and a JSON body type.
  const refused = canonicalRedirect(request) ?? guardRequest(request)
  const limited = refused ?? (await readLimitedBody(request))
  const response =
    limited instanceof Response ? limited : await withClientAddress(address, () => handler.fetch(limited, opts))
  return withSecurityHeaders(request, await withScriptPolicy(withSiteLocation(request, response)))
}

export default createServerEntry({
  async fetch(request, opts) {
    const address = socketAddressOf(request)
    const { pathname } = new URL(request.url)
    if (isCacheableRequest(request.method, pathname, request.headers.get('cookie'))) {
      // A HEAD is rendered as the GET it describes, so what is stored has its body.
      const render =
        request.method === 'HEAD' ? new Request(request.url, { method: 'GET', headers: request.headers }) : request
      return cachedFetch(request, () => respond(render, address, opts))
    }
    return compressedResponse(request, await respond(request, address, opts))
  },
})
