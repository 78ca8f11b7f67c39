import { createFileRoute } from '@tanstack/react-router'
import { robotsTxt, textResponse } from '../lib/sitemap'
import { env } from '../server/env.server'
import { methodNotAllowed } from '../server/http/rest.server'

export const Route = createFileRoute('/robots.txt')({
  server: {
    handlers: {
      GET: () => textResponse(robotsTxt(env().SITE_URL)),
      ANY: () => methodNotAllowed('GET, HEAD'),
    },
  },
})
