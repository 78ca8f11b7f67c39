/// <reference types="vite/client" />
import { ColorSchemeScript, MantineProvider, mantineHtmlProps } from '@mantine/core'
import { HeadContent, Outlet, Scripts, createRootRouteWithContext } from '@tanstack/react-router'
import { useEffect, type ReactNode } from 'react'
import type { RouterContext } from '../router'
import { SiteLayout } from '../ui/layout/SiteLayout'
import { NotFoundPage } from '../ui/layout/NotFoundPage'
import { NOT_FOUND } from '../ui/layout/not-found'
import { notFoundHead } from '../lib/seo'
import { theme } from '../ui/theme'
import { notFoundWidgets } from '../ui/widgets/page-tags'
import { prefetchPageWidgets } from '../ui/widgets/prefetch'
import mantineCss from '../ui/mantine.css?url'
import appCss from '../ui/app.css?url'

export const Route = createRootRouteWithContext<RouterContext>()({
  beforeLoad: async ({ context, matches }) => {
    const [layout] = await Promise.all([
      context.queryClient.ensureQueryData(context.trpc.public.layout.queryOptions()),
      // A path no route answers renders a not-found page; its widgets load with it, like every page's.
      matches.some((m) => m._notFound) ? prefetchPageWidgets(context, notFoundWidgets()) : undefined,
    ])
    return { siteUrl: layout.siteUrl }
  },
  head: ({ matches }) => ({
    meta: [
      { charSet: 'utf-8' },
      { name: 'viewport', content: 'width=device-width, initial-scale=1' },
      // A path no route answers: the rich not-found page's own title (routes' own not-found heads come later and win).
      ...(matches.some((m) => m._notFound) ? notFoundHead(NOT_FOUND.page).meta : []),
    ],
    links: [
      { rel: 'stylesheet', href: mantineCss },
      { rel: 'stylesheet', href: appCss },
      { rel: 'icon', type: 'image/svg+xml', href: '/favicon.svg' },
    ],
  }),
  shellComponent: RootDocument,
  component: () => (
    <SiteLayout>
      <Outlet />
    </SiteLayout>
  ),
  notFoundComponent: () => (
    <SiteLayout>
      <NotFoundPage variant="rich" />
    </SiteLayout>
  ),
})

/** Marks the document once React has hydrated it, so browser tests interact only with a live page. */
function HydrationMarker() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true'
  }, [])
  return null
}

function RootDocument({ children }: { children: ReactNode }) {
  return (
    <html lang="en" {...mantineHtmlProps}>
      <head>
        <ColorSchemeScript defaultColorScheme="light" />
        <HeadContent />
      </head>
      <body>
        <MantineProvider theme={theme} defaultColorScheme="light">
          {children}
        </MantineProvider>
        <HydrationMarker />
        <Scripts />
      </body>
    </html>
  )
}
