import { createFileRoute } from '@tanstack/react-router'
import { restPath } from '../../../server/http/rest.server'

export const Route = createFileRoute('/api/games/$slug')({
  server: { handlers: restPath('/api/games/{slug}') },
})
