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
    lineup: [
      { game: 'pac-man', count: 2, price_cents: 50 },
      { game: 'street-fighter-ii-champion-edition', count: 1, price_cents: 50 },
      { game: 'medieval-madness', count: 1, price_cents: 100 },
      { game: 'mortal-kombat-ii', count: 1, price_cents: 50, status: 'out_of_order', status_since: '2026-10-01' },
    ],
  }),
  fixtureArcade({ name: 'Joystick Junction', city: 'Houston', state: 'Texas', zip: '77003', type: 'vr', rating: 4.0 }),
  fixtureArcade({
    name: 'Houston Flipper Hall',
    city: 'Houston',
    state: 'Texas',
    zip: '77004',
    type: 'pinball',
    rating: 3.5,
    lineup: [
      { game: 'medieval-madness', count: 1, price_cents: 100 },
      { game: 'attack-from-mars', count: 1, price_cents: 100, status: 'left', status_since: '2025-06-01' },
    ],
  }),
  fixtureArcade({
    name: 'Neon Nights',
    city: 'Austin',
    state: 'Texas',
    zip: '78701',
    type: 'barcade,adult',
    rating: 5.0,
    lineup: [
      { game: 'dance-dance-revolution', count: 1, price_cents: 100 },
      { game: 'medieval-madness', count: 1, price_cents: null },
    ],
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
    lineup: [
      { game: 'zero-latency', count: 2, price_cents: 3000 },
      { game: 'hologate', count: 1, price_cents: 1000 },
    ],
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
    lineup: [
      { game: 'skee-ball', count: 4, price_cents: 100 },
      { game: 'air-hockey', count: 1, price_cents: 200 },
    ],
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
