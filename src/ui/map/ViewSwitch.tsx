import { Link } from '@tanstack/react-router'
import type { PageView } from '../../shared/page-view'

const VIEWS: { view: PageView; label: string }[] = [
  { view: 'list', label: 'List' },
  { view: 'map', label: 'Map' },
]

/**
 * The List / Map switch of a results page: two links, since each view has its own address (`view=map` for the
 * map), drawn as a segmented control by app.css. The shown view is the current page to assistive technology.
 * The page keeps its scroll position: the map takes the list's place.
 */
export function ViewSwitch({ view, to, search }: { view: PageView; to: string; search: (view: PageView) => object }) {
  return (
    <nav className="view-switch" aria-label="Show arcades as">
      {VIEWS.map((v) => (
        <Link
          key={v.view}
          to={to}
          search={search(v.view)}
          resetScroll={false}
          activeOptions={{ exact: true, includeSearch: true }}
          className="view-switch-option mantine-focus-auto"
          data-active={v.view === view || undefined}
          aria-current={v.view === view ? 'page' : undefined}
        >
          {v.label}
        </Link>
      ))}
    </nav>
  )
}
