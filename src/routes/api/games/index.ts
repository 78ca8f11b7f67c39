import { createFileRoute } from '@tanstack/react-router'
import { restPath } from '../../../server/http/rest.server'

export const Route = createFileRoute('/api/games/')({
  server: { handlers: restPath('/api/games') },
})
