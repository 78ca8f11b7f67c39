import { tanstackStart } from '@tanstack/react-start/plugin/vite'
import viteReact from '@vitejs/plugin-react'
import { defineConfig } from 'vite'

// The benchmark's floor (scripts/bench/floor.ts): the site's framework with nothing of the site in it.
export default defineConfig({ plugins: [tanstackStart({ srcDirectory: 'src' }), viteReact()] })
