import { COORDINATE_DECIMALS } from '../shared/constants'

export interface Coordinates {
  lat: number
  lng: number
}

function toNumber(value: unknown): number | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined
  if (typeof value === 'string' && value.trim() !== '') {
    const n = Number(value)
    return Number.isFinite(n) ? n : undefined
  }
  return undefined
}

/** SPEC §5: coordinates count only when both parse to numbers, are non-zero, and lie on the globe. */
export function validCoordinates(latitude: unknown, longitude: unknown): Coordinates | undefined {
  const lat = toNumber(latitude)
  const lng = toNumber(longitude)
  if (lat === undefined || lng === undefined || lat === 0 || lng === 0) return undefined
  if (Math.abs(lat) > 90 || Math.abs(lng) > 180) return undefined
  return { lat, lng }
}

export function formatCoordinate(value: number): string {
  return value.toFixed(COORDINATE_DECIMALS)
}

/** Directions: to the coordinates when valid, otherwise to the encoded address. */
export function directionsUrl(coords: Coordinates | undefined, address: string): string {
  const destination = coords ? `${coords.lat},${coords.lng}` : address
  return `https://www.google.com/maps/dir/?api=1&destination=${encodeURIComponent(destination)}`
}

export function googleMapsUrl(coords: Coordinates | undefined, address: string): string {
  const query = coords ? `${coords.lat},${coords.lng}` : address
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(query)}`
}
