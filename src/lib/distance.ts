/** Great-circle distances on a sphere of the Earth's mean radius (IUGG), in miles. */
export const EARTH_RADIUS_MILES = 3958.7613

const RAD = Math.PI / 180

/** Haversine distance in miles between two points given in degrees. */
export function haversineMiles(lat1: number, lng1: number, lat2: number, lng2: number): number {
  const dLat = (lat2 - lat1) * RAD
  const dLng = (lng2 - lng1) * RAD
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(lat1 * RAD) * Math.cos(lat2 * RAD) * Math.sin(dLng / 2) ** 2
  return 2 * EARTH_RADIUS_MILES * Math.asin(Math.min(1, Math.sqrt(h)))
}

export interface Box {
  minLat: number
  maxLat: number
  minLng: number
  maxLng: number
}

/**
 * Latitude/longitude boxes holding every point within `miles` of (lat, lng): one box, or two where the circle
 * crosses the 180th meridian. Near a pole (or for a circle wider than the Earth allows) the box spans every
 * longitude. The boxes only narrow the search; the exact distance decides.
 */
export function boundingBoxes(lat: number, lng: number, miles: number): Box[] {
  const dLat = miles / EARTH_RADIUS_MILES / RAD
  const minLat = Math.max(-90, lat - dLat)
  const maxLat = Math.min(90, lat + dLat)
  // The widest longitude span of the circle (at the latitude where it touches its tangent meridians).
  const ratio = Math.sin(miles / EARTH_RADIUS_MILES) / Math.cos(lat * RAD)
  if (minLat <= -90 || maxLat >= 90 || !(ratio < 1)) return [{ minLat, maxLat, minLng: -180, maxLng: 180 }]
  const dLng = Math.asin(ratio) / RAD
  const west = lng - dLng
  const east = lng + dLng
  if (west < -180)
    return [
      { minLat, maxLat, minLng: west + 360, maxLng: 180 },
      { minLat, maxLat, minLng: -180, maxLng: east },
    ]
  if (east > 180)
    return [
      { minLat, maxLat, minLng: west, maxLng: 180 },
      { minLat, maxLat, minLng: -180, maxLng: east - 360 },
    ]
  return [{ minLat, maxLat, minLng: west, maxLng: east }]
}

/** Miles as the API gives them: one decimal (a tenth of a mile is about a city block). */
export function roundMiles(miles: number): number {
  return Math.round(miles * 10) / 10
}

/** Miles as cards show them: "0.4 mi", "2.4 mi", "143 mi". */
export function formatMiles(miles: number): string {
  return `${miles < 100 ? miles.toFixed(1) : Math.round(miles)} mi`
}
