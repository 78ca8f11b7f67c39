import { spawnSync } from 'node:child_process'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

describe('npm start with a bad configuration', () => {
  it('stops with a message that names the variable', () => {
    const result = spawnSync(process.execPath, ['scripts/start.mjs'], {
      cwd: path.resolve(import.meta.dirname, '../..'),
      env: { ...process.env, SKIP_BUILD: '1', PORT: 'not-a-port', DATABASE_PATH: ':memory:' },
      encoding: 'utf8',
      timeout: 30_000,
    })
    expect(result.status).toBe(1)
    expect(result.stderr).toContain('Invalid configuration')
    expect(result.stderr).toContain('PORT:')
  })
})
