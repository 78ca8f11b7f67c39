import { createFileRoute } from '@tanstack/react-router'
import { restPath } from '../../../../../server/http/rest.server'

export const Route = createFileRoute('/api/arcades/state/$state/')({
  server: { handlers: restPath('/api/arcades/state/{state}') },
})
