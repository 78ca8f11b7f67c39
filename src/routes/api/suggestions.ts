import { createFileRoute } from '@tanstack/react-router'
import { restPath } from '../../server/http/rest.server'

export const Route = createFileRoute('/api/suggestions')({
  server: { handlers: restPath('/api/suggestions') },
})
