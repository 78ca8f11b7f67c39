import { createFileRoute } from '@tanstack/react-router'
import { restHandlers } from '../../../../server/http/rest.server'

export const Route = createFileRoute('/api/arcades/slug/$slug')({
  server: {
    handlers: restHandlers({
      GET: ({ call, params }) => call('public.arcadeBySlug', { slug: params.slug }),
    }),
  },
})
