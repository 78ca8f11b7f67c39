import { tanstackStart } from '@tanstack/react-start/plugin/vite'
import viteReact from '@vitejs/plugin-react'
import { defineConfig } from 'vite'
import { precompress } from './scripts/precompress-plugin'

export default defineConfig({
  server: { port: 3000 },
  plugins: [tanstackStart({ srcDirectory: 'src' }), viteReact(), precompress()],
  ssr: {
    // Bundled into the server build: importing them unbundled costs ~0.5 s and ~200 MB at start.
    noExternal: ['drizzle-orm', /^@mantine\//],
    external: ['better-sqlite3'],
  },
})
