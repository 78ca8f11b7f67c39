import { createFileRoute } from '@tanstack/react-router'
import { restPath } from '../../server/http/rest.server'

export const Route = createFileRoute('/api/openapi.json')({
  server: { handlers: restPath('/api/openapi.json') },
})
