import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import Database from 'better-sqlite3'
import { drizzle } from 'drizzle-orm/better-sqlite3'
import { migrate } from 'drizzle-orm/better-sqlite3/migrator'
import { afterAll, describe, expect, it } from 'vitest'
import { openDatabase, setDb, type Db } from '../../src/server/db/client.server'
import { MIGRATIONS_DIR } from '../../src/server/db/database-file.server'
import { changeListing, SYSTEM_ACTOR } from '../../src/server/services/listing-writes.server'
import { prepareDatabase } from '../../src/server/startup.server'
import { anonymousCaller } from '../support/test-db'

/**
 * A database made before issue 20 (at migration 0010, issue 19's games and lineups) keeps every row when the app's
 * start-up migrates it to the latest schema (docs/decisions/0040-listing-history.md): its arcades become open,
 * listed and not deleted, with no revision; the games' arcade counts stay those of the listed arcades, and the
 * triggers move them from then on.
 */

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'arcade-atlas-migration-'))
afterAll(() => {
  setDb(undefined)
  fs.rmSync(dir, { recursive: true, force: true })
})

interface JournalEntry {
  idx: number
  tag: string
}

/** The migrations folder as it was when `last` was the newest: its SQL files and a journal that ends there. */
function migrationsUpTo(last: number): string {
  const folder = path.join(dir, `drizzle-${last}`)
  fs.mkdirSync(path.join(folder, 'meta'), { recursive: true })
  const journal = JSON.parse(fs.readFileSync(path.join(MIGRATIONS_DIR, 'meta/_journal.json'), 'utf8')) as {
    entries: JournalEntry[]
  }
  journal.entries = journal.entries.filter((e) => e.idx <= last)
  fs.writeFileSync(path.join(folder, 'meta/_journal.json'), JSON.stringify(journal))
  for (const e of journal.entries)
    fs.copyFileSync(path.join(MIGRATIONS_DIR, `${e.tag}.sql`), path.join(folder, `${e.tag}.sql`))
  return folder
}

/** A database at 0010 with what an administrator had made by then: arcades, games, lineups, a widget, a session. */
function databaseAt0010(file: string): void {
  const sqlite = new Database(file)
  sqlite.pragma('foreign_keys = ON')
  migrate(drizzle(sqlite), { migrationsFolder: migrationsUpTo(10) })
  sqlite.exec(`
    INSERT INTO admins (id, username, password_hash) VALUES (1, 'old-admin', 'scrypt$not-a-real-hash');
    INSERT INTO sessions (id, admin_id, created_at, idle_expires_at, absolute_expires_at, last_seen_at, address, user_agent)
      VALUES ('a1b2c3', 1, 1790000000000, 1790001800000, 1790043200000, 1790000000000, '10.0.0.1', 'Firefox');
    INSERT INTO affiliate_widgets (id, name, target_type, target_value, affiliate_link, product_name, position)
      VALUES (1, 'Old Widget', 'tag', 'houston', 'https://www.amazon.com/dp/B000000001', 'Old Joystick', 'top');
    INSERT INTO games (id, slug, title, kind, source) VALUES
      (9001, 'migration-probe-one', 'Migration Probe One', 'video', 'admin'),
      (9002, 'migration-probe-two', 'Migration Probe Two', 'pinball', 'admin'),
      (9003, 'migration-probe-three', 'Migration Probe Three', 'racing', 'admin');
  `)
  const arcade = sqlite.prepare(`
    INSERT INTO arcades (id, name, slug, address, city, state, zip, description, state_code, state_slug, city_slug,
      hours, opening_hours, weekly_hours, time_zone, latitude, longitude, rating, source, lineup_checked_at)
    VALUES (?, ?, ?, '1 Old St', 'Houston', 'Texas', '77002', 'Listed before issue 20.', 'TX', 'texas', 'houston',
      'Mo-Su 10:00-22:00', 'Mo-Su 10:00-22:00', NULL, 'America/Chicago', 29.76, -95.37, 4.5, 'admin', ?)`)
  arcade.run(1, 'Old Timer Arcade', 'old-timer-arcade', '2026-01-05')
  arcade.run(2, 'Old Pinball Den', 'old-pinball-den', null)
  arcade.run(3, 'Old Racing Hall', 'old-racing-hall', null)
  sqlite.exec(`
    INSERT INTO arcade_games (arcade_id, game_id, count, price_cents, status, status_since) VALUES
      (1, 9001, 2, 50, 'working', NULL),
      (1, 9002, 1, NULL, 'working', NULL),
      (2, 9001, 1, NULL, 'left', '2026-02-01'),
      (2, 9002, 3, 100, 'working', NULL),
      (3, 9001, 1, NULL, 'out_of_order', '2026-03-01'),
      (3, 9003, 1, NULL, 'working', NULL);
  `)
  sqlite.close()
}

/** Every row of the tables a database at 0010 had, as stored. */
function rowsOf(sqlite: Database.Database) {
  const all = (sql: string) => sqlite.prepare(sql).all()
  return {
    arcades: all(`SELECT id, name, slug, address, city, state, zip, phone, website, type, hours, description, image_url,
      rating, latitude, longitude, review_count, price_range, featured, source, state_code, state_slug, city_slug,
      created_at, updated_at, opening_hours, time_zone, game_count, lineup_checked_at FROM arcades ORDER BY id`),
    games: all(
      `SELECT id, slug, title, kind, source, created_at, updated_at FROM games WHERE id IN (9001, 9002, 9003) ORDER BY id`,
    ),
    arcadeGames: all('SELECT * FROM arcade_games ORDER BY arcade_id, game_id'),
    admins: all('SELECT * FROM admins ORDER BY id'),
    sessions: all('SELECT * FROM sessions ORDER BY id'),
    widgets: all('SELECT * FROM affiliate_widgets ORDER BY id'),
  }
}

/** Each probe game's arcade count as stored, and as the lineups of listed arcades say it should be. */
function gameCounts(sqlite: Database.Database) {
  return {
    stored: sqlite.prepare('SELECT id, arcade_count AS n FROM games WHERE id IN (9001, 9002, 9003) ORDER BY id').all(),
    counted: sqlite
      .prepare(
        `SELECT g.id, (SELECT count(*) FROM arcade_games ag JOIN arcades a ON a.id = ag.arcade_id
           WHERE ag.game_id = g.id AND ag.status <> 'left' AND a.listed) AS n
         FROM games g WHERE g.id IN (9001, 9002, 9003) ORDER BY g.id`,
      )
      .all(),
  }
}

describe('a database at migration 0010 started by this version', () => {
  const file = path.join(dir, 'arcades.db')
  let db: Db
  let before: ReturnType<typeof rowsOf>

  it('keeps every row and gets the new columns with their defaults', () => {
    databaseAt0010(file)
    const old = new Database(file, { readonly: true })
    before = rowsOf(old)
    old.close()
    expect(before.arcades).toHaveLength(3)
    expect(before.arcadeGames).toHaveLength(6)

    // What start-up does: open (and migrate), then prepare the data.
    db = openDatabase(file)
    prepareDatabase(db)
    setDb(db)
    const sqlite = db.$client

    expect(rowsOf(sqlite)).toEqual(before)
    expect(
      sqlite
        .prepare(
          `SELECT id, status, closed_on, checked_at, hours_checked_at, deleted_at, listed, osm_ref FROM arcades ORDER BY id`,
        )
        .all(),
    ).toEqual(
      [1, 2, 3].map((id) => ({
        id,
        status: 'open',
        closed_on: null,
        checked_at: null,
        hours_checked_at: null,
        deleted_at: null,
        listed: 1,
        osm_ref: null,
      })),
    )
    // Probe One is at arcades 1 and 3 (it left arcade 2), Two at 1 and 2, Three at 3.
    const { stored, counted } = gameCounts(sqlite)
    expect(stored).toEqual([
      { id: 9001, n: 2 },
      { id: 9002, n: 2 },
      { id: 9003, n: 1 },
    ])
    expect(stored).toEqual(counted)
    expect(sqlite.prepare('SELECT count(*) AS n FROM revisions').get()).toEqual({ n: 0 })
    const journal = JSON.parse(fs.readFileSync(path.join(MIGRATIONS_DIR, 'meta/_journal.json'), 'utf8')) as {
      entries: JournalEntry[]
    }
    expect(sqlite.prepare('SELECT count(*) AS n FROM __drizzle_migrations').get()).toEqual({
      n: journal.entries.length,
    })
  })

  it('serves the old arcades and keeps the counts right through the first closure', async () => {
    const page = await anonymousCaller().public.arcadePage({ slug: 'old-timer-arcade' })
    expect(page.arcade).toMatchObject({ name: 'Old Timer Arcade', status: 'open' })
    const game = await anonymousCaller().public.game({ slug: 'migration-probe-one' })
    expect(game.game.arcade_count).toBe(2)

    changeListing(db, SYSTEM_ACTOR, 3, { kind: 'close', columns: { status: 'permanently_closed' } })
    const { stored, counted } = gameCounts(db.$client)
    expect(stored).toEqual([
      { id: 9001, n: 1 },
      { id: 9002, n: 2 },
      { id: 9003, n: 0 },
    ])
    expect(stored).toEqual(counted)
  })
})

describe('a database at migration 0015 started by this version', () => {
  const file = path.join(dir, 'arcades-0015.db')

  it('keeps every revision game, keyed by revision and indexed by game (migration 0016)', () => {
    const sqlite = new Database(file)
    sqlite.pragma('foreign_keys = ON')
    migrate(drizzle(sqlite), { migrationsFolder: migrationsUpTo(15) })
    sqlite.exec(`
      INSERT INTO games (id, slug, title, kind, source) VALUES
        (9101, 'key-probe-one', 'Key Probe One', 'video', 'admin'),
        (9102, 'key-probe-two', 'Key Probe Two', 'pinball', 'admin');
      INSERT INTO arcades (id, name, slug, address, city, state, zip, description, state_code, state_slug, city_slug, source)
        VALUES (1, 'Key Arcade', 'key-arcade', '1 Key St', 'Austin', 'Texas', '78701', 'Keyed.', 'TX', 'texas', 'austin', 'admin');
      INSERT INTO revisions (id, arcade_id, actor, kind, changes, feed, state_slug, city_slug) VALUES
        (1, 1, 'system', 'create', '{}', 'new', 'texas', 'austin'),
        (2, 1, 'system', 'lineup', '{}', 'changed', 'texas', 'austin');
      INSERT INTO revision_games (game_id, revision_id, change) VALUES
        (9102, 1, 'arrived'), (9101, 1, 'arrived'), (9101, 2, 'status'), (9102, 2, 'left');
    `)
    const before = sqlite.prepare('SELECT * FROM revision_games ORDER BY game_id, revision_id').all()
    sqlite.close()

    const db = openDatabase(file)
    try {
      const migrated = db.$client
      expect(migrated.prepare('SELECT * FROM revision_games ORDER BY game_id, revision_id').all()).toEqual(before)
      // The key: revision, then game.
      expect(
        migrated.prepare("SELECT name FROM pragma_table_info('revision_games') WHERE pk > 0 ORDER BY pk").all(),
      ).toEqual([{ name: 'revision_id' }, { name: 'game_id' }])
      expect(
        migrated
          .prepare(
            "SELECT name FROM sqlite_master WHERE type = 'index' AND tbl_name = 'revision_games' AND sql IS NOT NULL",
          )
          .all(),
      ).toEqual([{ name: 'revision_games_game_idx' }])
      expect(migrated.pragma('foreign_key_check(revision_games)')).toEqual([])
    } finally {
      db.$client.close()
    }
  })
})
