import type { SampleArcade } from '../../src/server/db/seed.server'
import type { IndexedArcade } from '../../src/server/services/search-index.server'

/** A small, hand-made directory whose answers tests can predict. */
export function fixtureArcade(
  overrides: Partial<SampleArcade> & Pick<SampleArcade, 'name' | 'city' | 'state'>,
): SampleArcade {
  return {
    slug: overrides.name.toLowerCase().replace(/[^a-z0-9]+/g, '-'),
    address: '100 Main St',
    zip: '77002',
    phone: '(713) 555-0100',
    website: null,
    type: 'retro',
    hours: 'Mon-Sun 10am-10pm',
    description: 'A test arcade.',
    image_url: '',
    rating: 4,
    latitude: 29.76,
    longitude: -95.37,
    review_count: 10,
    price_range: '$$',
    featured: false,
    ...overrides,
  }
}

export const FIXTURE_ARCADES: SampleArcade[] = [
  fixtureArcade({
    name: 'Pixel Palace',
    city: 'Houston',
    state: 'Texas',
    zip: '77002',
    type: 'retro,barcade',
    rating: 4.5,
    featured: true,
  }),
  fixtureArcade({ name: 'Joystick Junction', city: 'Houston', state: 'Texas', zip: '77003', type: 'vr', rating: 4.0 }),
  fixtureArcade({
    name: 'Houston Flipper Hall',
    city: 'Houston',
    state: 'Texas',
    zip: '77004',
    type: 'pinball',
    rating: 3.5,
  }),
  fixtureArcade({
    name: 'Neon Nights',
    city: 'Austin',
    state: 'Texas',
    zip: '78701',
    type: 'barcade,adult',
    rating: 5.0,
  }),
  fixtureArcade({
    name: 'Quarter Quest',
    city: 'Austin',
    state: 'Texas',
    zip: '78702',
    type: 'family,retro',
    rating: 3.9,
    latitude: null,
    longitude: null,
  }),
  fixtureArcade({
    name: 'Virtual Voyager',
    city: 'Los Angeles',
    state: 'California',
    zip: '90012',
    type: 'vr,family',
    rating: 4.7,
  }),
  fixtureArcade({
    name: 'Tilt Town',
    city: 'Los Angeles',
    state: 'California',
    zip: '90013',
    type: 'pinball,retro',
    rating: 4.5,
    review_count: 0,
  }),
  fixtureArcade({
    name: 'Empire Coin-Op',
    city: 'New York',
    state: 'New York',
    zip: '10001',
    type: 'retro',
    rating: 4.2,
  }),
  fixtureArcade({
    name: 'Windy City Warp Zone',
    city: 'Chicago',
    state: 'Illinois',
    zip: '60601',
    type: 'barcade',
    rating: 4.8,
  }),
  fixtureArcade({
    name: 'Magic City Mania',
    city: 'Miami',
    state: 'Florida',
    zip: '33101',
    type: 'family',
    rating: 3.0,
  }),
]

/** Rows of the search index (ids 1, 2, 3… in the order they are made; a retro arcade in ZIP 77002 unless told). */
export function indexedArcadeBuilder() {
  let nextId = 1
  return (a: Partial<IndexedArcade> & Pick<IndexedArcade, 'name' | 'city' | 'stateSlug'>): IndexedArcade => ({
    id: nextId++,
    zip: '77002',
    type: 'retro',
    rating: 4,
    reviewCount: 0,
    citySlug: a.city.toLowerCase().replace(/ /g, '-'),
    weeklyHours: null,
    timeZone: 'America/Chicago',
    latitude: null,
    longitude: null,
    ...a,
  })
}
