import { useQuery } from '@tanstack/react-query'
import { createFileRoute } from '@tanstack/react-router'
import { useTRPC } from '../lib/trpc'
import { readSearchAddress } from '../shared/search-address'
import { addressOf, searchInputOf, searchOfAddress, type SearchPageSearch } from '../shared/search-page'
import { searchQuery } from './-search.query'
import { SearchPage } from '../ui/search/SearchPage'
import { prefetchPageWidgets, usePageWidgets } from './-page/widgets'
import { publicPageHeaders } from './-page/page'
import { normaliseSearchAddress, searchHead, searchWidgets } from './-search.page'

export const Route = createFileRoute('/search')({
  validateSearch: readSearchAddress,
  // The router lays validateSearch's answer over the raw address: read it again, so only known parameters count.
  loaderDeps: ({ search }) => readSearchAddress(search),
  beforeLoad: ({ search }) => normaliseSearchAddress(search),
  // The server renders the results; in the browser the page shows its own loading skeletons instead of
  // holding the navigation. prefetchQuery never throws: a failed search is shown by the page's error view.
  // The widgets are awaited when the page is entered, so its slots never fill in late (prefetchPageWidgets); a
  // filter change on the page ('stay') does not wait for them either: the slots keep the previous selection
  // until the new one arrives (PageWidgets).
  loader: async ({ context, deps, cause }) => {
    const widgets = prefetchPageWidgets(context, searchWidgets(deps.type?.toLowerCase()))
    // The search contract loads with this page, not with every page's JavaScript (-search.query.ts).
    const page = await import('./-search.query')
    const prefetch = context.queryClient.prefetchQuery(page.searchQuery(context.trpc, page.searchOfAddress(deps).search))
    if (typeof window === 'undefined') await prefetch
    if (typeof window === 'undefined' || cause !== 'stay') await widgets
  },
  head: ({ match }) => searchHead(match.context.siteUrl, readSearchAddress(match.search)),
  headers: publicPageHeaders,
  component: SearchRoute,
})

function SearchRoute() {
  // What the address asked for that cannot be used is shown (issues), not silently dropped.
  const { search, issues } = searchOfAddress(readSearchAddress(Route.useSearch()))
  const navigate = Route.useNavigate()
  const trpc = useTRPC()
  const result = useQuery(searchQuery(trpc, search))
  const { limit, offset } = searchInputOf(search)
  return (
    <SearchPage
      search={search}
      issues={issues}
      result={result}
      paging={{ limit, offset }}
      widgets={usePageWidgets(searchWidgets(search.type))}
      // Any filter change resets paging and rewrites the address without a reload.
      onFilters={(changes: Partial<SearchPageSearch>) =>
        void navigate({ search: addressOf({ ...search, ...changes, offset: 0 }) })
      }
      onOffset={(next) => void navigate({ search: addressOf({ ...search, offset: next }) })}
      onClearAll={() => void navigate({ search: {} })}
    />
  )
}
