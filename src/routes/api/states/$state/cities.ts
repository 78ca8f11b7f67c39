import { createFileRoute } from '@tanstack/react-router'
import { restPath } from '../../../../server/http/rest.server'

export const Route = createFileRoute('/api/states/$state/cities')({
  server: { handlers: restPath('/api/states/{state}/cities') },
})
