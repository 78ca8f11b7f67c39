import { createFileRoute } from '@tanstack/react-router'
import { methodNotAllowed, robotsTxt, textResponse } from '../lib/sitemap'
import { env } from '../server/env.server'

export const Route = createFileRoute('/robots.txt')({
  server: {
    handlers: {
      GET: () => textResponse(robotsTxt(env().SITE_URL)),
      ANY: methodNotAllowed,
    },
  },
})
