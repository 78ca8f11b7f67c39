import { eq, isNull, sql } from 'drizzle-orm'
import { index, integer, real, sqliteTable, text } from 'drizzle-orm/sqlite-core'
import { LISTING_STATUSES } from '../../../shared/listing-status'
import { SQL_NOW } from './sql-now'

/*
 * After migration 0010 `arcades` only ever gains columns (`ALTER TABLE … ADD COLUMN`) and indexes: other tables refer
 * to it, and drizzle's migrator runs in one transaction where `PRAGMA foreign_keys = OFF` does nothing, so a rebuilt
 * table would fail on their foreign keys. Rules a rebuild would add as CHECKs are triggers (migration 0011).
 */

export const arcades = sqliteTable(
  'arcades',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    name: text('name').notNull(),
    slug: text('slug').notNull().unique(),
    address: text('address').notNull(),
    city: text('city').notNull(),
    state: text('state').notNull(),
    zip: text('zip').notNull(),
    phone: text('phone'),
    website: text('website'),
    type: text('type').notNull().default('Video arcade'),
    hours: text('hours').notNull().default('Hours not available'),
    // The hours in OpenStreetMap syntax (null: `hours` could not be read and is shown as written), the regular week
    // worked out from them (JSON, src/shared/week-hours.ts) and the IANA time zone they are read in.
    openingHours: text('opening_hours'),
    weeklyHours: text('weekly_hours'),
    timeZone: text('time_zone').notNull().default(''),
    description: text('description').notNull(),
    imageUrl: text('image_url').notNull().default(''),
    // SQLite has no fixed-point decimal; the Zod schemas round to SPEC's precision (2,1 and 10,6 / 11,6).
    rating: real('rating').notNull().default(0),
    latitude: real('latitude'),
    longitude: real('longitude'),
    reviewCount: integer('review_count').notNull().default(0),
    priceRange: text('price_range').notNull().default('$$'),
    featured: integer('featured', { mode: 'boolean' }).notNull().default(false),
    source: text('source', { enum: ['sample', 'admin', 'import'] })
      .notNull()
      .default('admin'),
    // Derived from state and city by the service layer, so slug lookups and grouping use indexes.
    stateCode: text('state_code').notNull(),
    stateSlug: text('state_slug').notNull(),
    citySlug: text('city_slug').notNull(),
    // The games it has (lineup entries that have not left), kept by migration 0010's triggers on arcade_games, and
    // the day someone last confirmed its lineup (issue 19).
    gameCount: integer('game_count').notNull().default(0),
    lineupCheckedAt: text('lineup_checked_at'),
    // Issue 20 (docs/decisions/0040-listing-history.md): open or closed (since `closed_on`, YYYY-MM-DD), when the
    // listing and its hours were last checked (ISO 8601: a confirmation or an effective change), and a soft delete
    // (the slug stays taken, so a restore gets it back).
    status: text('status', { enum: LISTING_STATUSES }).notNull().default('open'),
    closedOn: text('closed_on'),
    checkedAt: text('checked_at'),
    hoursCheckedAt: text('hours_checked_at'),
    deletedAt: text('deleted_at'),
    /**
     * The one definition of "listed": in search, lists, maps, counts and sitemaps. A permanently closed arcade keeps
     * its page; a deleted one answers 404. Computed by SQLite, never written.
     */
    listed: integer('listed', { mode: 'boolean' })
      .notNull()
      .generatedAlwaysAs(sql`deleted_at IS NULL AND status <> 'permanently_closed'`, { mode: 'virtual' }),
    // The OpenStreetMap element an imported arcade came from (`node/123`), so that a newer extract updates it, and
    // the element's tags as they were imported, kept for reference (JSON; issue 21).
    osmRef: text('osm_ref').unique(),
    osmTags: text('osm_tags'),
    createdAt: text('created_at').notNull().default(SQL_NOW),
    updatedAt: text('updated_at').notNull().default(SQL_NOW),
  },
  (t) => [
    index('arcades_state_city_idx').on(t.stateSlug, t.citySlug, sql`${t.rating} desc`, t.name),
    index('arcades_rating_name_idx').on(sql`${t.rating} desc`, t.name),
    index('arcades_featured_idx').on(t.featured, sql`${t.rating} desc`),
    index('arcades_zip_idx').on(t.zip),
    index('arcades_source_idx').on(t.source),
    // The directory's counts (arcades per state and city, the home page's figures) read this index alone instead
    // of every row: at 100,000 arcades 85–130 → 15–40 ms after a change that alters them (decision 0047).
    index('arcades_listed_places_idx').on(t.listed, t.stateSlug, t.citySlug, t.city, t.state, t.source),
    // The admin's Deleted and Closed lists: few rows each.
    index('arcades_deleted_idx')
      .on(t.deletedAt)
      .where(sql`${t.deletedAt} IS NOT NULL`),
    index('arcades_status_idx')
      .on(t.status)
      .where(sql`${t.status} <> 'open'`),
  ],
)

export type ArcadeRow = typeof arcades.$inferSelect
export type NewArcadeRow = typeof arcades.$inferInsert

/** The condition of every public read of arcades: listed (not deleted, not permanently closed). */
export const LISTED = eq(arcades.listed, true)
/** The condition of a look-up by slug: a permanently closed arcade keeps its page, a deleted one has none. */
export const PRESENT = isNull(arcades.deletedAt)
