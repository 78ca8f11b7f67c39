import type { SearchResult } from '../../shared/arcade'
import type { ArcadeFeature, ArcadeFeatureCollection } from '../../shared/geojson'
import type { SearchParams } from '../../shared/search-params'
import { toArcadeSummary } from './arcades.server'

/**
 * A page of a search as an RFC 7946 FeatureCollection (`GET /api/arcades.geojson`): one Point per arcade with
 * coordinates, [longitude, latitude]; the page's arcades without them are counted, not invented. No `crs`: RFC 7946
 * coordinates are WGS 84.
 */
export function searchFeatureCollection(
  result: SearchResult,
  page: Pick<SearchParams, 'limit' | 'offset'>,
  siteUrl: string,
): ArcadeFeatureCollection {
  const features: ArcadeFeature[] = []
  for (const arcade of result.arcades) {
    if (arcade.latitude === null || arcade.longitude === null) continue
    features.push({
      type: 'Feature',
      id: arcade.id,
      geometry: { type: 'Point', coordinates: [arcade.longitude, arcade.latitude] },
      properties: { ...toArcadeSummary(arcade), url: new URL(`/arcade/${arcade.slug}`, siteUrl).href },
    })
  }
  return {
    type: 'FeatureCollection',
    features,
    total: result.total,
    limit: page.limit,
    offset: page.offset,
    omitted_without_coordinates: result.arcades.length - features.length,
  }
}
