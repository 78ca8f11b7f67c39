import { real, sqliteTable, text } from 'drizzle-orm/sqlite-core'

/**
 * ZIP codes (`78701`) and cities (`austin-texas`, `{city-slug}-{state-slug}`) with their centres, from GeoNames
 * (data/places.tsv.gz, loaded at start by services/places.server.ts). The label is what a page shows: "Austin, TX".
 */
export const places = sqliteTable('places', {
  key: text('key').primaryKey(),
  label: text('label').notNull(),
  latitude: real('latitude').notNull(),
  longitude: real('longitude').notNull(),
})
