import type { PublicArcade } from '../shared/arcade'
import type { Crumb } from './seo'

/**
 * The breadcrumb trails of the directory pages. Plain functions, apart from the page components, so the routes'
 * head functions (in the main bundle) can build the structured data without pulling the pages in.
 */
type Place = { name: string; slug: string }

/** The crumbs as structured data include Home too. */
export function withHome(items: Crumb[]): Crumb[] {
  return [{ label: 'Home', to: '/' }, ...items]
}

export function stateCrumbs(state: Place): Crumb[] {
  return [
    { label: 'Browse Arcades', to: '/search' },
    { label: state.name, to: `/arcades/${state.slug}` },
  ]
}

export function cityCrumbs(state: Place, city: Place): Crumb[] {
  return [...stateCrumbs(state), { label: city.name, to: `/arcades/${state.slug}/${city.slug}` }]
}

export function arcadeCrumbs(a: Pick<PublicArcade, 'name' | 'slug' | 'state' | 'state_slug' | 'city' | 'city_slug'>) {
  return [
    ...cityCrumbs({ name: a.state, slug: a.state_slug }, { name: a.city, slug: a.city_slug }),
    { label: a.name, to: `/arcade/${a.slug}` },
  ]
}
