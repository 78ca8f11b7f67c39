import fs from 'node:fs/promises'
import path from 'node:path'
import type { Plugin } from 'vite'
import { compressBoth, isCompressible } from '../src/server/http/compression.server'

const TEXT_TYPES: Record<string, string> = {
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.svg': 'image/svg+xml',
  '.json': 'application/json',
  '.txt': 'text/plain',
}

/**
 * Writes a .br and a .gz copy beside every text file of the client build, once, so the server never
 * compresses a static file per request (src/server/http/static-files.server.ts serves them).
 */
export function precompress(): Plugin {
  return {
    name: 'arcade-atlas:precompress',
    apply: 'build',
    applyToEnvironment: (environment) => environment.name === 'client',
    async closeBundle() {
      const outDir = path.resolve(this.environment.config.root, this.environment.config.build.outDir)
      for (const entry of await fs.readdir(outDir, { recursive: true, withFileTypes: true })) {
        const file = path.join(entry.parentPath, entry.name)
        if (!entry.isFile() || !isCompressible(TEXT_TYPES[path.extname(file)])) continue
        const { br, gzip } = await compressBoth(await fs.readFile(file))
        await Promise.all([fs.writeFile(`${file}.br`, br), fs.writeFile(`${file}.gz`, gzip)])
      }
    },
  }
}
