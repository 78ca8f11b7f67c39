import { describe, expect, it } from 'vitest'
import { ConfigError, parseEnv } from './env.server'

describe('parseEnv', () => {
  it('applies the defaults', () => {
    const env = parseEnv({})
    expect(env).toMatchObject({ PORT: 3000, HOST: '0.0.0.0', DATABASE_PATH: 'data/arcades.db', TRUST_PROXY: '0' })
    expect(env.SITE_URL).toBe('http://localhost:3000')
  })
  it('derives SITE_URL from PORT and strips a trailing slash', () => {
    expect(parseEnv({ PORT: '8080' }).SITE_URL).toBe('http://localhost:8080')
    expect(parseEnv({ SITE_URL: 'https://arcades.example/' }).SITE_URL).toBe('https://arcades.example')
  })
  it('takes a tile server of the operator’s, with subdomains, and defaults to OpenStreetMap’s', () => {
    expect(parseEnv({}).MAP_TILE_URL).toBe('https://tile.openstreetmap.org/{z}/{x}/{y}.png')
    expect(parseEnv({}).MAP_ATTRIBUTION).toContain('https://www.openstreetmap.org/copyright')
    const own = parseEnv({ MAP_TILE_URL: 'https://{s}.tiles.example/{z}/{x}/{y}{r}.png', MAP_ATTRIBUTION: 'Tiles' })
    expect(own).toMatchObject({
      MAP_TILE_URL: 'https://{s}.tiles.example/{z}/{x}/{y}{r}.png',
      MAP_ATTRIBUTION: 'Tiles',
    })
  })
  it.each([
    [{ PORT: 'abc' }, 'PORT'],
    [{ PORT: '70000' }, 'PORT'],
    [{ SITE_URL: 'not a url' }, 'SITE_URL'],
    [{ SITE_URL: 'ftp://x.example' }, 'SITE_URL'],
    [{ CONTACT_EMAIL: 'nobody' }, 'CONTACT_EMAIL'],
    [{ ADMIN_PASSWORD: 'long enough password' }, 'ADMIN_USERNAME'],
    [{ ADMIN_USERNAME: 'root', ADMIN_PASSWORD: 'short' }, 'ADMIN_PASSWORD'],
    [{ TRUST_PROXY: 'yes' }, 'TRUST_PROXY'],
    [{ SESSION_IDLE_MINUTES: '0' }, 'SESSION_IDLE_MINUTES'],
    [{ SEED_FILE: '/no/such/arcades.json' }, 'SEED_FILE'],
    [{ DATABASE_INIT: 'yes' }, 'DATABASE_INIT'],
    [{ BACKUP_DIR: 'package.json' }, 'BACKUP_DIR'],
    [{ BACKUP_EVERY_HOURS: '0' }, 'BACKUP_EVERY_HOURS'],
    [{ BACKUP_EVERY_HOURS: 'daily' }, 'BACKUP_EVERY_HOURS'],
    [{ BACKUP_EVERY_HOURS: '1000' }, 'BACKUP_EVERY_HOURS'],
    [{ BACKUP_KEEP: '0' }, 'BACKUP_KEEP'],
    [{ BACKUP_KEEP: '2.5' }, 'BACKUP_KEEP'],
    [{ MAP_TILE_URL: 'tile.example/{z}/{x}/{y}.png' }, 'MAP_TILE_URL'],
    [{ MAP_TILE_URL: 'ftp://tile.example/{z}/{x}/{y}.png' }, 'MAP_TILE_URL'],
    [{ MAP_TILE_URL: 'https://tile.example/{z}/{x}.png' }, 'MAP_TILE_URL'],
    [{ MAP_ATTRIBUTION: 'x'.repeat(501) }, 'MAP_ATTRIBUTION'],
  ])('rejects %o naming %s', (source, variable) => {
    expect(() => parseEnv(source)).toThrow(ConfigError)
    expect(() => parseEnv(source)).toThrow(new RegExp(`${variable}:`))
  })
})
