import handler, { createServerEntry } from '@tanstack/react-start/server-entry'

import { guardRequest } from './server/auth/request-guard.server'
import { socketAddressOf, withClientAddress } from './server/auth/client-address.server'
import { readLimitedBody } from './server/http/body-limit.server'
import { withSecurityHeaders } from './server/http/security-headers.server'

export { prepareServer } from './server/startup.server'
export { ConfigError } from './server/env.server'
// scripts/start.mjs adds the same headers to the static files it serves.
export { withSecurityHeaders }

export default createServerEntry({
  async fetch(request, opts) {
    // DECISIONS.md: state-changing requests need the site's Origin and a JSON body type.
    const address = socketAddressOf(request)
    const refused = guardRequest(request)
    const limited = refused ?? (await readLimitedBody(request))
    const response =
      limited instanceof Response ? limited : await withClientAddress(address, () => handler.fetch(limited, opts))
    return withSecurityHeaders(request, response)
  },
})
