import { useQuery } from '@tanstack/react-query'
import { createFileRoute } from '@tanstack/react-router'
import { useTRPC } from '../lib/trpc'
import { cleanSearch, parseSearchPageSearch, searchInputOf, type SearchPageSearch } from '../shared/search-page'
import { SearchPage } from '../ui/search/SearchPage'
import { prefetchPageWidgets, usePageWidgets } from './-page/widgets'
import { publicPageHeaders } from './-page/page'
import { normaliseSearchAddress, searchHead, searchQuery, searchWidgets } from './-search.page'

export const Route = createFileRoute('/search')({
  validateSearch: parseSearchPageSearch,
  loaderDeps: ({ search }) => search,
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
  head: ({ match }) => searchHead(match.context.siteUrl, match.search),
  headers: publicPageHeaders,
  component: SearchRoute,
})

function SearchRoute() {
  const search = Route.useSearch()
  const navigate = Route.useNavigate()
  const trpc = useTRPC()
  const result = useQuery(searchQuery(trpc, search))
  const { limit, offset } = searchInputOf(search)
  return (
    <SearchPage
      search={search}
      result={result}
      paging={{ limit, offset }}
      widgets={usePageWidgets(searchWidgets(search.type))}
      // Any filter change resets paging and rewrites the address without a reload.
      onFilters={(changes: Partial<SearchPageSearch>) =>
        void navigate({ search: cleanSearch({ ...search, ...changes, offset: 0 }) })
      }
      onOffset={(next) => void navigate({ search: cleanSearch({ ...search, offset: next }) })}
      // Clearing the filters keeps the view (list or map) the visitor chose.
      onClearAll={() => void navigate({ search: cleanSearch({ view: search.view }) })}
    />
  )
}
