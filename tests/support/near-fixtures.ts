import fs from 'node:fs'
import type { SampleArcade } from '../../src/server/db/seed.server'
import { fixtureArcade } from './fixtures'

/** The centre of the point searches: Austin's city hall. */
export const AUSTIN = { latitude: 30.2672, longitude: -97.7431 }

const at = (dLat: number, dLng: number) => ({
  latitude: Math.round((AUSTIN.latitude + dLat) * 1e6) / 1e6,
  longitude: Math.round((AUSTIN.longitude + dLng) * 1e6) / 1e6,
})

/**
 * Arcades at known places around AUSTIN (and two far from it), with ratings, review counts and names chosen so
 * that every sort order differs: distance, relevance, rating (with a tie broken by review count) and name.
 * Twin A and Twin B share one spot (a distance tie, broken by id). One arcade has no coordinates.
 */
export const NEAR_ARCADES: SampleArcade[] = [
  fixtureArcade({
    name: 'Zeta Zone',
    city: 'Austin',
    state: 'Texas',
    zip: '78701',
    rating: 3.5,
    review_count: 5,
    ...at(0.01, 0),
  }),
  fixtureArcade({
    name: 'Bravo Barcade',
    city: 'Austin',
    state: 'Texas',
    zip: '78702',
    type: 'barcade',
    rating: 4.8,
    review_count: 40,
    ...at(0, 0.05),
  }),
  fixtureArcade({
    name: 'Echo Pinball',
    city: 'Austin',
    state: 'Texas',
    zip: '78704',
    type: 'pinball',
    rating: 4.8,
    review_count: 300,
    ...at(-0.1, 0),
  }),
  fixtureArcade({
    name: 'Twin A',
    city: 'Austin',
    state: 'Texas',
    zip: '78705',
    rating: 4.1,
    review_count: 7,
    ...at(0.05, 0.05),
  }),
  fixtureArcade({
    name: 'Twin B',
    city: 'Austin',
    state: 'Texas',
    zip: '78705',
    rating: 4.1,
    review_count: 7,
    ...at(0.05, 0.05),
  }),
  fixtureArcade({
    name: 'Alpha Arcade',
    city: 'Round Rock',
    state: 'Texas',
    zip: '78664',
    rating: 4.0,
    review_count: 12,
    ...at(0.3, 0),
  }),
  fixtureArcade({
    name: 'Delta Retro',
    city: 'Dripping Springs',
    state: 'Texas',
    zip: '78620',
    rating: 4.9,
    review_count: 2,
    ...at(0, -0.4),
  }),
  fixtureArcade({
    name: 'Far North Fun',
    city: 'Georgetown',
    state: 'Texas',
    zip: '78626',
    rating: 5.0,
    review_count: 9,
    ...at(0.5, 0),
  }),
  fixtureArcade({
    name: 'Nowhere Arcade',
    city: 'Austin',
    state: 'Texas',
    zip: '78701',
    rating: 4.6,
    review_count: 1,
    latitude: null,
    longitude: null,
  }),
  fixtureArcade({
    name: 'Houston Heights Arcade',
    city: 'Houston',
    state: 'Texas',
    zip: '77008',
    rating: 4.2,
    review_count: 30,
    latitude: 29.7989,
    longitude: -95.3985,
  }),
  fixtureArcade({
    name: 'Anchorage Arcade',
    city: 'Anchorage',
    state: 'Alaska',
    zip: '99501',
    type: 'vr',
    rating: 3.9,
    review_count: 3,
    latitude: 61.2167,
    longitude: -149.8772,
  }),
]

/** NEAR_ARCADES as a SEED_FILE for a server of its own. */
export function writeNearSeedFile(file: string): void {
  fs.writeFileSync(file, JSON.stringify(NEAR_ARCADES))
}

/**
 * Great-circle miles by the spherical law of cosines: a different formula from the application's haversine, on
 * the same sphere, so the tests check its distances independently.
 */
export function milesBetween(lat1: number, lng1: number, lat2: number, lng2: number): number {
  const r = Math.PI / 180
  const cos =
    Math.sin(lat1 * r) * Math.sin(lat2 * r) + Math.cos(lat1 * r) * Math.cos(lat2 * r) * Math.cos((lng2 - lng1) * r)
  return 3958.7613 * Math.acos(Math.min(1, Math.max(-1, cos)))
}
