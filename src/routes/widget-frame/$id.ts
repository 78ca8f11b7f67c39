import { createFileRoute } from '@tanstack/react-router'
import { readWhenFree } from '../../server/db/busy.server'
import { getDb } from '../../server/db/client.server'
import { methodNotAllowed } from '../../server/http/rest.server'
import { activeWidgetCode } from '../../server/services/widgets.server'
import { PUBLIC_CACHE_CONTROL } from '../../shared/constants'
import { widgetDocument } from '../../ui/widgets/widget-frame'

/**
 * The document a custom-code widget's frame loads. Its own policy replaces the site's: the administrator's code
 * may run inline and third-party scripts, and `sandbox` keeps it in an opaque origin even when opened on its own.
 */
const FRAME_POLICY = [
  'sandbox allow-scripts allow-popups allow-popups-to-escape-sandbox',
  "frame-ancestors 'self'",
  "object-src 'none'",
].join('; ')

export const Route = createFileRoute('/widget-frame/$id')({
  server: {
    handlers: {
      GET: async ({ params }) => {
        const id = /^[1-9]\d{0,9}$/.test(params.id) ? Number(params.id) : undefined
        const code = id === undefined ? undefined : await readWhenFree(() => activeWidgetCode(getDb(), id))
        if (!code) {
          return new Response('Widget not found', {
            status: 404,
            headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': PUBLIC_CACHE_CONTROL },
          })
        }
        return new Response(widgetDocument(code), {
          headers: {
            'Content-Type': 'text/html; charset=utf-8',
            'Content-Security-Policy': FRAME_POLICY,
            'Cache-Control': PUBLIC_CACHE_CONTROL,
            'X-Robots-Tag': 'noindex',
          },
        })
      },
      ANY: () => methodNotAllowed('GET, HEAD'),
    },
  },
})
