import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { GAME_YEAR_MAX, GAME_YEAR_MIN, gameCatalogueSchema, type GameCatalogueEntry } from './game-catalogue'
import { GAME_KINDS, GAME_SLUG_PATTERN } from './game-kinds'

const CATALOGUE_FILE = path.resolve(import.meta.dirname, '../../data/games.json')

const raw: unknown = JSON.parse(fs.readFileSync(CATALOGUE_FILE, 'utf8'))
const parsed = gameCatalogueSchema.safeParse(raw)
const games: GameCatalogueEntry[] = parsed.success ? parsed.data : []

const fold = (s: string) => s.toLocaleLowerCase('en-US')

describe('data/games.json', () => {
  it('parses as a list of catalogue entries', () => {
    expect(parsed.error?.issues.slice(0, 5)).toBeUndefined()
  })

  it('holds at least 320 games', () => {
    expect(games.length).toBeGreaterThanOrEqual(320)
  })

  it('has every kind, each with at least 8 games', () => {
    const counts = new Map<string, number>()
    for (const g of games) counts.set(g.kind, (counts.get(g.kind) ?? 0) + 1)
    const short = GAME_KINDS.filter((kind) => (counts.get(kind) ?? 0) < 8)
    expect(short).toEqual([])
  })

  it('has unique slugs of the slug form', () => {
    const bad = games.filter((g) => !GAME_SLUG_PATTERN.test(g.slug)).map((g) => g.slug)
    expect(bad).toEqual([])
    const seen = new Set<string>()
    const duplicates = games.filter((g) => seen.size === seen.add(g.slug).size).map((g) => g.slug)
    expect(duplicates).toEqual([])
  })

  it('repeats a title (case-insensitively) only for distinct machines: another maker or year', () => {
    const byTitle = new Map<string, GameCatalogueEntry[]>()
    for (const g of games) byTitle.set(fold(g.title), [...(byTitle.get(fold(g.title)) ?? []), g])
    for (const same of byTitle.values()) {
      if (same.length < 2) continue
      const machines = new Set(same.map((g) => `${g.manufacturer}|${g.year}`))
      expect(machines.size, same.map((g) => g.slug).join(', ')).toBe(same.length)
    }
  })

  it('gives no alias that is another game’s alias or title, its own title, or twice', () => {
    const titleOwners = new Map<string, Set<string>>()
    for (const g of games) titleOwners.set(fold(g.title), (titleOwners.get(fold(g.title)) ?? new Set()).add(g.slug))
    const aliasOwner = new Map<string, string>()
    const clashes: string[] = []
    for (const g of games) {
      const own = new Set<string>()
      for (const alias of g.aliases) {
        const key = fold(alias)
        if (key === fold(g.title)) clashes.push(`${g.slug}: "${alias}" is its own title`)
        if (own.has(key)) clashes.push(`${g.slug}: "${alias}" twice`)
        own.add(key)
        const titledBy = [...(titleOwners.get(key) ?? [])].filter((slug) => slug !== g.slug)
        if (titledBy.length > 0) clashes.push(`${g.slug}: "${alias}" is the title of ${titledBy.join(', ')}`)
        const other = aliasOwner.get(key)
        if (other !== undefined && other !== g.slug) clashes.push(`${g.slug}: "${alias}" is also an alias of ${other}`)
        aliasOwner.set(key, g.slug)
      }
    }
    expect(clashes).toEqual([])
  })

  it(`dates every game in ${GAME_YEAR_MIN}–${GAME_YEAR_MAX}; only generic redemption and table games lack a year`, () => {
    const outOfRange = games.filter((g) => g.year !== null && (g.year < GAME_YEAR_MIN || g.year > GAME_YEAR_MAX))
    expect(outOfRange.map((g) => g.slug)).toEqual([])
    const undated = games.filter((g) => g.year === null && g.kind !== 'redemption' && g.kind !== 'table')
    expect(undated.map((g) => g.slug)).toEqual([])
  })

  it('names a maker for every game but generic redemption and table games', () => {
    const nameless = games.filter((g) => g.manufacturer === null && g.kind !== 'redemption' && g.kind !== 'table')
    expect(nameless.map((g) => g.slug)).toEqual([])
  })
})

describe('gameCatalogueSchema', () => {
  const entry = { slug: 'medieval-madness', title: 'Medieval Madness', manufacturer: 'Williams', year: 1997 }
  const valid = { ...entry, kind: 'pinball', aliases: ['MM'] }

  it('accepts an entry and refuses a wrong slug, kind, year or an unknown field', () => {
    expect(gameCatalogueSchema.safeParse([valid]).success).toBe(true)
    for (const bad of [
      { ...valid, slug: 'Medieval Madness' },
      { ...valid, slug: 'medieval--madness' },
      { ...valid, kind: 'arcade' },
      { ...valid, year: 1969 },
      { ...valid, year: 1997.5 },
      { ...valid, description: 'a castle' },
    ]) {
      expect(gameCatalogueSchema.safeParse([bad]).success, JSON.stringify(bad)).toBe(false)
    }
  })
})
