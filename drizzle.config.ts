import { defineConfig } from 'drizzle-kit'

export default defineConfig({
  dialect: 'sqlite',
  schema: './src/server/db/schema/index.ts',
  out: './drizzle',
  dbCredentials: { url: process.env.DATABASE_PATH ?? 'data/arcades.db' },
  // The FTS5 search index is created by a custom migration and kept in step by triggers.
  tablesFilter: ['!arcades_fts*'],
})
