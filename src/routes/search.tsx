import { useQuery } from '@tanstack/react-query'
import { createFileRoute } from '@tanstack/react-router'
import { useTRPC } from '../lib/trpc'
import { readSearchAddress, readSearchPageAddress, type SearchPageAddress } from '../shared/search-address'
import { SearchPage } from '../ui/search/SearchPage'
import { prefetchPageWidgets, usePageWidgets } from './-page/widgets'
import { publicPageHeaders } from './-page/page'
import { normaliseSearchAddress, searchHead, searchMapQuery, searchQuery, searchWidgets } from './-search.page'

export const Route = createFileRoute('/search')({
  validateSearch: readSearchPageAddress,
  // The router lays validateSearch's answer over the raw address: read it again, so only known parameters count.
  loaderDeps: ({ search }) => readSearchAddress(search),
  beforeLoad: ({ search }) => normaliseSearchAddress(search),
  // The server renders the results; in the browser the page shows its own loading skeletons instead of
  // holding the navigation. prefetchQuery never throws: a failed search is shown by the page's error view.
  // The widgets are awaited when the page is entered, so its slots never fill in late (prefetchPageWidgets); a
  // filter change on the page ('stay') does not wait for them either: the slots keep the previous selection
  // until the new one arrives (PageWidgets).
  loader: async ({ context, deps, cause }) => {
    const prefetch = context.queryClient.prefetchQuery(searchQuery(context.trpc, deps))
    const widgets = prefetchPageWidgets(context, searchWidgets(deps.type))
    if (typeof window === 'undefined') await prefetch
    if (typeof window === 'undefined' || cause !== 'stay') await widgets
  },
  head: ({ match }) => searchHead(match.context.siteUrl, readSearchPageAddress(match.search)),
  headers: publicPageHeaders,
  component: SearchRoute,
})

/** The address with `changes`, without empty values. */
const withChanges = (address: SearchPageAddress, changes: SearchPageAddress) =>
  readSearchPageAddress({ ...address, ...changes })

function SearchRoute() {
  const address = readSearchPageAddress(Route.useSearch())
  const navigate = Route.useNavigate()
  const trpc = useTRPC()
  // The view is not part of the search: list and map share one answer.
  const result = useQuery(searchQuery(trpc, readSearchAddress(address)))
  // The map view shows every result: the browser fetches them once the map is shown (lean points, not cards).
  const map = useQuery(searchMapQuery(trpc, readSearchAddress(address), address.view === 'map'))
  return (
    <SearchPage
      search={address}
      result={result}
      mapArcades={map.isError ? 'failed' : map.data?.arcades}
      widgets={usePageWidgets(searchWidgets(address.type))}
      // Any filter change resets paging and rewrites the address without a reload; the page keeps its place and
      // brings the results into view itself (SearchResults).
      onFilters={(changes) =>
        void navigate({ search: withChanges(address, { ...changes, offset: undefined }), resetScroll: false })
      }
      // Clearing the filters keeps the view (list or map) the visitor chose.
      onClearAll={() => void navigate({ search: readSearchPageAddress({ view: address.view }), resetScroll: false })}
    />
  )
}
