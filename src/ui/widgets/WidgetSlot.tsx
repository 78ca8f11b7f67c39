import type { CSSProperties } from 'react'
import { Anchor, Box, Card, MANTINE_CLASSES, Stack, Text } from '../base'
import { createContext, useContext, useEffect, useId, useRef, useState, type ReactNode } from 'react'
import { AFFILIATE_DISCLOSURE } from '../../shared/constants'
import { isCardWidget, type Widget, type WidgetPosition } from '../../shared/widget-types'
import { heightFromMessage, WIDGET_MEASURE_MESSAGE, widgetFrameSrc } from './widget-frame'

const PageWidgetsContext = createContext<Widget[]>([])

/** Shares a page's widgets (fetched once per page by its route) with every WidgetSlot inside. */
export function PageWidgets({ widgets, children }: { widgets: Widget[]; children: ReactNode }) {
  return <PageWidgetsContext.Provider value={widgets}>{children}</PageWidgetsContext.Provider>
}

/** Space each widget keeps from the first paint, before a code widget's frame reports its own height. */
const MIN_WIDGET_HEIGHT = 120

/** Renders the page's widgets for one position (nothing when there are none). */
export function WidgetSlot({ position }: { position: WidgetPosition }) {
  const widgets = useContext(PageWidgetsContext)
  const here = widgets.filter((w) => w.position === position)
  if (here.length === 0) return null
  return (
    <Stack
      component="aside"
      aria-label="Sponsored"
      data-widget-slot={position}
      gap="md"
      my={position === 'sidebar' ? 0 : 'md'}
    >
      {here.map((w) => (
        <Box key={w.id} data-widget-id={w.id} mih={MIN_WIDGET_HEIGHT}>
          {isCardWidget(w) ? <WidgetCard widget={w} /> : <WidgetFrame widget={w} lazy={position !== 'top'} />}
        </Box>
      ))}
    </Stack>
  )
}

/**
 * Hides a product image that fails to load, so the card shows its text and no broken-image icon. decode()
 * settles once the image has loaded or failed, also when it failed before the page was hydrated.
 */
const hideIfBroken = (img: HTMLImageElement | null) =>
  void img?.decode().catch(() => {
    img.style.display = 'none'
  })

function WidgetCard({ widget }: { widget: Widget }) {
  return (
    <Card withBorder radius="md" padding="md">
      <Stack gap="xs" align="center">
        {widget.imageUrl && (
          <img
            ref={hideIfBroken}
            src={widget.imageUrl}
            alt={widget.productName ?? ''}
            className={`${MANTINE_CLASSES.image} mantine-Image-root`}
            style={{ '--image-object-fit': 'contain', height: '10rem', width: 'auto' } as CSSProperties}
          />
        )}
        <Text fw={600} ta="center">
          {widget.productName}
        </Text>
        <Anchor href={widget.affiliateLink ?? undefined} target="_blank" rel="sponsored nofollow noopener" fw={600}>
          Shop on Amazon
        </Anchor>
        <Text size="xs" c="dimmed" ta="center">
          {AFFILIATE_DISCLOSURE}
        </Text>
      </Stack>
    </Card>
  )
}

/**
 * Custom widget code, isolated in a sandboxed frame that sizes itself to its content. Frames below the fold
 * may load lazily; a top frame loads at once so it reaches its height before the visitor starts reading.
 */
function WidgetFrame({ widget, lazy }: { widget: Widget; lazy: boolean }) {
  const frameId = `w${widget.id}-${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`
  const ref = useRef<HTMLIFrameElement>(null)
  const [height, setHeight] = useState(MIN_WIDGET_HEIGHT)
  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      if (!ref.current || event.source !== ref.current.contentWindow) return
      const h = heightFromMessage(event.data, frameId)
      if (h !== undefined) setHeight(h)
    }
    window.addEventListener('message', onMessage)
    // The frame may have reported before this listener existed (server-rendered page, not yet hydrated).
    ref.current?.contentWindow?.postMessage({ type: WIDGET_MEASURE_MESSAGE }, '*')
    return () => window.removeEventListener('message', onMessage)
  }, [frameId])
  return (
    <iframe
      ref={ref}
      title={widget.name}
      sandbox="allow-scripts allow-popups allow-popups-to-escape-sandbox"
      src={widgetFrameSrc(widget.id, frameId)}
      data-widget-frame={widget.id}
      loading={lazy ? 'lazy' : 'eager'}
      style={{ width: '100%', height, border: 0, display: 'block' }}
    />
  )
}
