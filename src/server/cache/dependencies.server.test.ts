import { describe, expect, it } from 'vitest'
import type { ArcadeRow } from '../db/schema'
import { markDataChanged } from './data-generation.server'
import {
  collectDependencies,
  DependentCache,
  dependsOn,
  dependsOnFeatured,
  dependsOnArcades,
  dependsOnNearby,
  onStaleKeys,
  type StaleKeys,
} from './dependencies.server'

function row(overrides: Partial<ArcadeRow>): ArcadeRow {
  return {
    id: 1,
    name: 'Test Arcade',
    slug: 'test-arcade',
    address: '1 Main St',
    city: 'Austin',
    state: 'Texas',
    zip: '78701',
    phone: null,
    website: null,
    type: 'retro',
    hours: 'Daily',
    openingHours: null,
    weeklyHours: null,
    timeZone: 'America/Chicago',
    description: 'A test arcade.',
    imageUrl: '',
    rating: 3,
    latitude: 30.27,
    longitude: -97.74,
    reviewCount: 0,
    priceRange: '$$',
    featured: false,
    source: 'admin',
    stateCode: 'TX',
    stateSlug: 'texas',
    citySlug: 'austin',
    gameCount: 0,
    lineupCheckedAt: null,
    status: 'open',
    closedOn: null,
    checkedAt: null,
    hoursCheckedAt: null,
    deletedAt: null,
    listed: true,
    osmRef: null,
    osmTags: null,
    createdAt: '2026-01-01T00:00:00Z',
    updatedAt: '2026-01-01T00:00:00Z',
    ...overrides,
  }
}

/** The stale keys of one change, as the caches hear them. */
function staleOf(change: Parameters<typeof markDataChanged>[0]): StaleKeys {
  let heard: StaleKeys = new Set()
  onStaleKeys((stale) => (heard = stale))
  markDataChanged(change)
  return heard
}

function keysOf(work: () => void): Set<string> {
  const keys = new Set<string>()
  collectDependencies(keys, work)
  return keys
}

describe('the keys a change makes stale', () => {
  it('an edit in place: its arcade, slug, city, state, searches, sitemaps and the changes feed; not the totals', () => {
    const stale = staleOf({ kind: 'arcade', before: row({}), after: row({ name: 'Renamed' }), lineupChanged: false })
    expect(stale).toEqual(
      new Set([
        'search',
        'arcades',
        'sitemap',
        'changes',
        'arcade:1',
        'slug:test-arcade',
        'state:texas',
        'city:texas/austin',
      ]),
    )
  })

  it('an edit of a field no search finds by leaves searches to the arcades they show; a lineup change does not', () => {
    const description = { kind: 'arcade', before: row({}), after: row({ description: 'New words.' }) } as const
    const stale = staleOf({ ...description, lineupChanged: false }) as Set<string>
    expect(stale.has('search')).toBe(false)
    expect(stale.has('arcade:1')).toBe(true)
    expect(stale.has('geo:wide')).toBe(false)
    expect((staleOf({ ...description, lineupChanged: true }) as Set<string>).has('search')).toBe(true)
    // A change told without saying whether its lineup changed may have changed it.
    expect((staleOf(description) as Set<string>).has('search')).toBe(true)
  })

  it('a list of arcades depends on each, or on every arcade when it holds too many to name', () => {
    expect(keysOf(() => dependsOnArcades([4, 7]))).toEqual(new Set(['arcade:4', 'arcade:7']))
    const many = Array.from({ length: 101 }, (_, i) => i + 1)
    expect(keysOf(() => dependsOnArcades(many))).toEqual(new Set(['arcades']))
  })

  it('a move: both cities and states, both places, and the totals', () => {
    const after = row({
      city: 'Montpelier',
      state: 'Vermont',
      stateSlug: 'vermont',
      citySlug: 'montpelier',
      latitude: 44.26,
      longitude: -72.58,
    })
    const stale = staleOf({ kind: 'arcade', before: row({}), after }) as Set<string>
    for (const key of [
      'state:texas',
      'state:vermont',
      'city:texas/austin',
      'city:vermont/montpelier',
      'geo:30:-98',
      'geo:44:-73',
      'totals',
    ])
      expect(stale).toContain(key)
  })

  it('a sample listing turned admin: the count of samples', () => {
    expect(staleOf({ kind: 'arcade', before: row({ source: 'sample' }), after: row({}) })).toContain('samples')
    expect(staleOf({ kind: 'arcade', before: row({}), after: row({}) })).not.toContain('samples')
  })

  it('featured lists: an arcade featured, or rated as high as an unfeatured one they show', () => {
    keysOf(() => dependsOnFeatured([row({ id: 7, featured: true, rating: 5 }), row({ id: 8, rating: 4.5 })], 2))
    expect(staleOf({ kind: 'arcade', before: row({ rating: 3 }), after: row({ rating: 4 }) })).not.toContain('featured')
    expect(staleOf({ kind: 'arcade', before: row({ rating: 3 }), after: row({ rating: 4.5 }) })).toContain('featured')
    // That change dropped every list: none is left for a later change to alter.
    expect(staleOf({ kind: 'arcade', before: row({ rating: 4.5 }), after: row({ rating: 4.6 }) })).not.toContain(
      'featured',
    )
    expect(staleOf({ kind: 'arcade', before: row({}), after: row({ featured: true }) })).toContain('featured')
    // An edit that leaves its place in the order (a description) cannot bring it onto a list; one shown is its key.
    keysOf(() => dependsOnFeatured([row({ id: 7, featured: true, rating: 5 }), row({ id: 8, rating: 4.5 })], 2))
    const described = { featured: true, rating: 5, description: 'New words.' }
    expect(
      staleOf({ kind: 'arcade', before: row({ featured: true, rating: 5 }), after: row(described) }),
    ).not.toContain('featured')
    keysOf(() => dependsOnFeatured([row({ id: 7, featured: true })], 2))
    expect(staleOf({ kind: 'arcade', after: row({ rating: 0 }) })).toContain('featured')
  })

  it('a widget: its frame, and the path or tag it targets while active, before and after', () => {
    const widget = {
      id: 3,
      name: 'W',
      targetType: 'tag' as const,
      targetValue: 'austin',
      widgetCode: null,
      affiliateLink: null,
      imageUrl: null,
      productName: null,
      position: 'top' as const,
      isActive: true,
      createdAt: '',
      updatedAt: '',
    }
    const retargeted = { ...widget, targetType: 'path' as const, targetValue: '/arcades/vermont' }
    expect(staleOf({ kind: 'widget', before: widget, after: retargeted })).toEqual(
      new Set(['widget:3', 'widget-tag:austin', 'widget-path:/arcades/vermont']),
    )
    expect(staleOf({ kind: 'widget', after: { ...widget, isActive: false } })).toEqual(new Set(['widget:3']))
  })

  it('everything', () => {
    expect(staleOf({ kind: 'all' })).toBe('all')
  })
})

describe('a nearby block’s reach', () => {
  it('names the one-degree cells its circle overlaps, or every placed arcade when it reaches far', () => {
    const near = keysOf(() => dependsOnNearby({ latitude: 30.5, longitude: -97.5 }, 5))
    expect(near).toEqual(new Set(['geo:30:-98']))
    const edge = keysOf(() => dependsOnNearby({ latitude: 30.99, longitude: -97.5 }, 5))
    expect(edge).toEqual(new Set(['geo:30:-98', 'geo:31:-98']))
    expect(keysOf(() => dependsOnNearby({ latitude: 30.5, longitude: -97.5 }, Infinity))).toEqual(new Set(['geo:wide']))
  })
})

describe('DependentCache', () => {
  it('keeps a value until a change of a key it read, and passes its keys on to the reader', () => {
    const cache = new DependentCache()
    let computed = 0
    const read = () =>
      cache.get('austin', () => {
        dependsOn('city:texas/austin')
        return ++computed
      })
    expect(keysOf(() => expect(read()).toBe(1))).toEqual(new Set(['city:texas/austin']))
    expect(keysOf(() => expect(read()).toBe(1))).toEqual(new Set(['city:texas/austin']))
    markDataChanged({ kind: 'arcade', after: row({ city: 'Dallas', citySlug: 'dallas' }) })
    expect(read()).toBe(1)
    markDataChanged({ kind: 'arcade', after: row({}) })
    expect(read()).toBe(2)
  })
})
