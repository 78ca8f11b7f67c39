import handler, { createServerEntry } from '@tanstack/react-start/server-entry'

export { prepareServer } from './server/startup.server'
export { ConfigError } from './server/env.server'

const SECURITY_HEADERS: Record<string, string> = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'X-Frame-Options': 'SAMEORIGIN',
}

export default createServerEntry({
  async fetch(request, opts) {
    const response = await handler.fetch(request, opts)
    for (const [name, value] of Object.entries(SECURITY_HEADERS)) {
      if (!response.headers.has(name)) response.headers.set(name, value)
    }
    return response
  },
})
