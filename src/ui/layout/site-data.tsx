import { createContext, useContext, type ReactNode } from 'react'
import type { PublicOutputs } from '../../lib/trpc'

/** What every page may show of the whole site: live counts, the states, top cities, the contact address. */
export type SiteData = PublicOutputs['layout']

const SiteDataContext = createContext<SiteData | null>(null)

/** The root route loads the site's data once and hands it to the layout and the pages through this. */
export function SiteDataProvider({ value, children }: { value: SiteData; children: ReactNode }) {
  return <SiteDataContext.Provider value={value}>{children}</SiteDataContext.Provider>
}

export function useSiteData(): SiteData {
  const data = useContext(SiteDataContext)
  if (!data) throw new Error('useSiteData outside SiteDataProvider')
  return data
}
