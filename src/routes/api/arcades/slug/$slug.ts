import { createFileRoute } from '@tanstack/react-router'
import { restPath } from '../../../../server/http/rest.server'

export const Route = createFileRoute('/api/arcades/slug/$slug')({
  server: { handlers: restPath('/api/arcades/slug/{slug}') },
})
