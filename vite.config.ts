import { tanstackStart } from '@tanstack/react-start/plugin/vite'
import viteReact from '@vitejs/plugin-react'
import { defineConfig } from 'vite'
import { precompress } from './scripts/precompress-plugin'

export default defineConfig({
  server: { port: 3000 },
  plugins: [tanstackStart({ srcDirectory: 'src' }), viteReact(), precompress()],
  environments: {
    ssr: {
      build: {
        rolldownOptions: {
          // The import's apply runs on a thread whose script is a module of the server's (docs/decisions/0067).
          input: {
            server: 'virtual:tanstack-start-server-entry',
            'import-worker': './src/server/services/data/import-worker.server.ts',
          },
        },
      },
    },
    client: {
      build: {
        rolldownOptions: {
          output: {
            codeSplitting: {
              groups: [
                {
                  // What every page runs (React, the router, queries, tRPC) in one file: one request and one
                  // compression window instead of a dozen small shared chunks (~8 KB less gzipped per page).
                  // Page-specific and admin-only code (forms, zod, dropdowns, modals) stays in its own chunks.
                  name: 'framework',
                  test: /node_modules\/(react|react-dom|scheduler|use-sync-external-store|@tanstack|seroval|seroval-plugins|@trpc)\//,
                },
              ],
            },
          },
        },
      },
    },
  },
  ssr: {
    // Bundled into the server build: importing them unbundled costs ~0.5 s and ~200 MB at start. The icons too: the
    // package's entry imports all of its ~5,000 icons, ~50 MB more memory the first time an admin page renders.
    noExternal: ['drizzle-orm', /^@mantine\//, '@tabler/icons-react'],
    external: ['better-sqlite3'],
  },
})
