import type { MapArcade, SearchMapData } from '../../shared/arcade'
import { SEARCH_MAP_MAX_POINTS } from '../../shared/constants'
import type { SearchAddress } from '../../shared/search-address'
import { searchPageParams } from '../../shared/search-page'
import type { Db } from '../db/client.server'
import { searchArcades } from './arcades.server'
import { UnknownSearchValue } from './near.server'

/**
 * The search page's map: the same search as its list (the address read by the same contract, so a corrected
 * spelling or a point search finds the same arcades), but every result from the first up to SEARCH_MAP_MAX_POINTS,
 * each in the lean shape a marker needs. A place we do not know finds nothing, as on the page.
 */
export function searchMapData(db: Db, address: SearchAddress): SearchMapData {
  const { params } = searchPageParams(address)
  try {
    const { arcades, total } = searchArcades(db, { ...params, limit: SEARCH_MAP_MAX_POINTS, offset: 0 })
    return { arcades: arcades.map(toMapArcade), total }
  } catch (error) {
    if (error instanceof UnknownSearchValue) return { arcades: [], total: 0 }
    throw error
  }
}

function toMapArcade(a: MapArcade): MapArcade {
  return {
    id: a.id,
    slug: a.slug,
    name: a.name,
    type: a.type,
    city: a.city,
    state_code: a.state_code,
    latitude: a.latitude,
    longitude: a.longitude,
  }
}
