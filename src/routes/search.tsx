import { createFileRoute } from '@tanstack/react-router'
import { pageHead } from '../lib/seo'
import { parseSearchPageSearch, searchInputOf } from '../shared/search-page'
import { SearchPage } from '../ui/search/SearchPage'
import { searchWidgets } from '../ui/widgets/page-tags'
import { prefetchPageWidgets } from '../ui/widgets/prefetch'

export const Route = createFileRoute('/search')({
  validateSearch: parseSearchPageSearch,
  loaderDeps: ({ search }) => search,
  // The server renders the results; in the browser the page shows its own loading skeletons instead of
  // holding the navigation. prefetchQuery never throws: a failed search is shown by the page's error view.
  // The widgets are awaited when the page is entered, so its slots never fill in late (prefetchPageWidgets); a
  // filter change on the page ('stay') does not wait for them either: the slots keep the previous selection
  // until the new one arrives (PageWidgets).
  loader: async ({ context, deps, cause }) => {
    const prefetch = context.queryClient.prefetchQuery(context.trpc.public.search.queryOptions(searchInputOf(deps)))
    const widgets = prefetchPageWidgets(context, searchWidgets(deps.type))
    if (typeof window === 'undefined') await prefetch
    if (typeof window === 'undefined' || cause !== 'stay') await widgets
  },
  head: ({ match }) =>
    pageHead({
      siteUrl: match.context.siteUrl,
      path: '/search',
      title: match.search.q ? `Arcades matching "${match.search.q}" | Arcade Atlas` : 'Search Arcades | Arcade Atlas',
      description: 'Search arcades across the United States by city, ZIP code or name, and filter by type and rating.',
    }),
  component: SearchPage,
})
