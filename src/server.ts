import handler, { createServerEntry } from '@tanstack/react-start/server-entry'

import { guardRequest } from './server/auth/request-guard.server'
import { socketAddressOf, withClientAddress } from './server/auth/client-address.server'

export { prepareServer } from './server/startup.server'
export { ConfigError } from './server/env.server'

const SECURITY_HEADERS: Record<string, string> = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'X-Frame-Options': 'SAMEORIGIN',
}

export default createServerEntry({
  async fetch(request, opts) {
    // DECISIONS.md: state-changing /api/** requests need the site's Origin and a JSON body type.
    const refused = guardRequest(request)
    const response = refused ?? (await withClientAddress(socketAddressOf(request), () => handler.fetch(request, opts)))
    for (const [name, value] of Object.entries(SECURITY_HEADERS)) {
      if (!response.headers.has(name)) response.headers.set(name, value)
    }
    return response
  },
})
