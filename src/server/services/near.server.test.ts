import { describe, expect, it } from 'vitest'
import { indexedArcadeBuilder } from '../../../tests/support/fixtures'
import { haversineMiles } from '../../lib/distance'
import { SearchIndex, type IndexedArcade } from './search-index.server'

const arcade = indexedArcadeBuilder()
const at = (name: string, latitude: number | null, longitude: number | null) =>
  arcade({ name, city: 'Somewhere', stateSlug: 'alaska', latitude, longitude })

// In id order, as the database hands them over; latitudes deliberately out of order.
const ROWS: IndexedArcade[] = [
  at('Downtown', 30.2672, -97.7431),
  at('Ten Miles North', 30.412, -97.7431),
  // Inside the bounding box of a 10-mile circle around Downtown (0.145° of latitude, 0.168° of longitude), 11.8 miles away.
  at('Box Corner', 30.3872, -97.6031),
  at('Thirty Miles South', 29.833, -97.7431),
  at('No Place', null, null),
  at('Null Island', 0, 0),
  at('Date Line West', 51.9, 179.95),
  at('Date Line East', 51.9, -179.95),
  at('Near The Pole', 89.95, 10),
  at('Other Side Of The Pole', 89.95, -170),
]
const ids = Object.fromEntries(ROWS.map((r) => [r.name, r.id]))
const index = SearchIndex.build(ROWS)
const origin = (latitude: number, longitude: number) => ({ label: 'here', latitude, longitude })

/** The arcades `pointsWithin` finds, by name, each with its distance rounded to a tenth of a mile. */
function found(latitude: number, longitude: number, miles: number) {
  const { ids: hits, miles: distances } = index.within(origin(latitude, longitude), miles)
  const name = (id: number) => ROWS.find((r) => r.id === id)!.name
  return Object.fromEntries(hits.map((id, k) => [name(id), Math.round(distances[k]! * 10) / 10]).sort())
}

describe('pointsWithin', () => {
  it('finds the arcades within the radius, with their distances, and only those with a place on the map', () => {
    expect(found(30.2672, -97.7431, 10.01)).toEqual({ Downtown: 0, 'Ten Miles North': 10 })
    expect(found(30.2672, -97.7431, 10)).toEqual({ Downtown: 0 })
    expect(found(30.2672, -97.7431, 40)).toEqual({
      Downtown: 0,
      'Ten Miles North': 10,
      'Box Corner': 11.8,
      'Thirty Miles South': 30,
    })
    // Coordinates missing or 0,0 are no place: not even a search of the whole Earth finds them.
    const everything = index.within(origin(0, 0), 100_000).ids
    expect(everything).toHaveLength(8)
    expect(everything).not.toContain(ids['No Place'])
    expect(everything).not.toContain(ids['Null Island'])
  })

  it('decides by distance, not by the bounding box, at the box corners', () => {
    expect(haversineMiles(30.2672, -97.7431, 30.3872, -97.6031)).toBeGreaterThan(11)
    expect(found(30.2672, -97.7431, 11)).toEqual({ Downtown: 0, 'Ten Miles North': 10 })
    expect(found(30.2672, -97.7431, 12)).toEqual({ Downtown: 0, 'Ten Miles North': 10, 'Box Corner': 11.8 })
  })

  it('crosses the 180th meridian and the poles', () => {
    expect(found(51.9, 179.99, 10)).toEqual({ 'Date Line West': 1.7, 'Date Line East': 2.6 })
    expect(found(51.9, -179.99, 10)).toEqual({ 'Date Line West': 2.6, 'Date Line East': 1.7 })
    expect(found(51.9, 179.99, 2)).toEqual({ 'Date Line West': 1.7 })
    expect(found(89.99, 100, 10)).toEqual({ 'Near The Pole': 3.5, 'Other Side Of The Pole': 3.5 })
  })
})

describe('growingRings', () => {
  it('doubles the radius until a ring holds enough, the last one covering the Earth', () => {
    const rings = [...index.rings(origin(30.2672, -97.7431), 5)]
    expect(rings[0]).toMatchObject({ ids: [ids.Downtown], last: false })
    expect(rings[1]).toMatchObject({ ids: [ids.Downtown], last: false }) // 10 miles; Ten Miles North is 10.005
    expect(rings[2]!.ids.sort()).toEqual([ids.Downtown, ids['Ten Miles North'], ids['Box Corner']].sort())
    expect(rings.at(-1)).toMatchObject({ last: true })
    expect(rings.at(-1)!.ids).toHaveLength(8)
    expect(rings.slice(0, -1).every((r) => !r.last)).toBe(true)
  })
})
