import { createFileRoute } from '@tanstack/react-router'
import { restPath } from '../../server/http/rest.server'

export const Route = createFileRoute('/api/arcades.geojson')({
  server: { handlers: restPath('/api/arcades.geojson') },
})
