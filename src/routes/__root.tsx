/// <reference types="vite/client" />
import { HeadContent, Outlet, Scripts, createRootRouteWithContext } from '@tanstack/react-router'
import { useEffect, type ReactNode } from 'react'
import type { RouterContext } from '../router'
import { SiteLayout } from '../ui/layout/SiteLayout'
import { SiteDataProvider } from '../ui/layout/site-data'
import { useTRPC } from '../lib/trpc'
import { useSuspenseQuery } from '@tanstack/react-query'
import { NotFoundRoute, notFoundPageHead, notFoundWidgets } from './-not-found.page'
import { prefetchPageWidgets } from './-page/widgets'
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
      ...(matches.some((m) => m._notFound) ? notFoundPageHead().meta : []),
    ],
    links: [
      { rel: 'stylesheet', href: mantineCss },
      { rel: 'stylesheet', href: appCss },
      { rel: 'icon', type: 'image/svg+xml', href: '/favicon.svg' },
    ],
  }),
  shellComponent: RootDocument,
  component: () => (
    <Site>
      <Outlet />
    </Site>
  ),
  // Rendered in place of the root's <Outlet /> (the router's notFoundMode is 'root'), inside the one layout.
  notFoundComponent: () => <NotFoundRoute variant="rich" />,
})

/** The layout around every page, with the site-wide data its beforeLoad fetched. */
function Site({ children }: { children: ReactNode }) {
  const trpc = useTRPC()
  const { data } = useSuspenseQuery(trpc.public.layout.queryOptions())
  return (
    <SiteDataProvider value={data}>
      <SiteLayout>{children}</SiteLayout>
    </SiteDataProvider>
  )
}

/** Marks the document once React has hydrated it, so browser tests interact only with a live page. */
function HydrationMarker() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true'
  }, [])
  return null
}

function RootDocument({ children }: { children: ReactNode }) {
  return (
    // Mantine's stylesheets select on the colour scheme; the site has one (MantineProvider, on the admin pages, and
    // the mobile navigation's drawer keep it).
    <html lang="en" data-mantine-color-scheme="light">
      <head>
        <HeadContent />
      </head>
      <body>
        {children}
        <HydrationMarker />
        <Scripts />
      </body>
    </html>
  )
}
