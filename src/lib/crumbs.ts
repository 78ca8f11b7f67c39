import type { Crumb } from './seo'

/**
 * Kept apart from the Breadcrumbs component, so the page modules' head functions (in the main bundle) can build
 * the structured data without pulling the component in.
 */
/** The crumbs as structured data include Home too. */
export function withHome(items: Crumb[]): Crumb[] {
  return [{ label: 'Home', to: '/' }, ...items]
}
