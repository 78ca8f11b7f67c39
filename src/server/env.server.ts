import fs from 'node:fs'
import { z } from 'zod'
import { adminPasswordSchema, adminUsernameSchema } from '../shared/account-rules'

const optionalText = z
  .string()
  .trim()
  .optional()
  .transform((v) => (v ? v : undefined))

/** OpenStreetMap's own tile server, whose usage policy allows a site's visitors to view its maps. */
export const DEFAULT_MAP_TILE_URL = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png'
const DEFAULT_MAP_ATTRIBUTION =
  '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors'
const TILE_URL_RULE = `must be an http(s) URL with {z}, {x} and {y}, such as ${DEFAULT_MAP_TILE_URL}`

/** A tile address template as Leaflet takes it: http(s), with the zoom and tile numbers ({s}: a subdomain). */
function isTileUrlTemplate(template: string): boolean {
  if (!['{z}', '{x}', '{y}'].every((part) => template.includes(part))) return false
  try {
    return /^https?:$/.test(new URL(template.replaceAll('{s}', 'a')).protocol)
  } catch {
    return false
  }
}

const envSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: z.string().trim().min(1).default('0.0.0.0'),
    DATABASE_PATH: z.string().trim().min(1).default('data/arcades.db'),
    // An existing zero-length DATABASE_PATH is refused unless this asks for a new database in it.
    DATABASE_INIT: z.enum(['0', '1'], { error: 'must be 0 or 1' }).default('0'),
    // Checked here so a mistyped path stops every start, not only the first one on an empty database.
    SEED_FILE: optionalText.pipe(
      z
        .string()
        .refine((file) => fs.statSync(file, { throwIfNoEntry: false })?.isFile() ?? false, {
          error: (issue) => `no file at ${String(issue.input)}`,
        })
        .optional(),
    ),
    SITE_URL: optionalText.pipe(
      z
        .url({ protocol: /^https?$/, error: 'must be an absolute http(s) URL such as https://arcadeatlas.example' })
        .optional(),
    ),
    ADMIN_USERNAME: optionalText.pipe(adminUsernameSchema.optional()),
    ADMIN_PASSWORD: optionalText.pipe(adminPasswordSchema.optional()),
    CONTACT_EMAIL: z.email('must be an e-mail address').default('hello@arcadeatlas.example'),
    SESSION_IDLE_MINUTES: z.coerce
      .number()
      .int()
      .min(1)
      .max(24 * 60)
      .default(30),
    SESSION_MAX_HOURS: z.coerce
      .number()
      .int()
      .min(1)
      .max(24 * 30)
      .default(12),
    // Scheduled backups inside the server, off unless BACKUP_DIR is set (docs/decisions/0013-backups.md).
    BACKUP_DIR: optionalText.pipe(
      z
        .string()
        .refine((dir) => fs.statSync(dir, { throwIfNoEntry: false })?.isDirectory() ?? true, {
          error: (issue) => `${String(issue.input)} exists and is not a directory`,
        })
        .optional(),
    ),
    // At most a week: Node's timers cannot wait longer than 24.8 days, and a rarer backup protects little.
    BACKUP_EVERY_HOURS: z.coerce
      .number({ error: 'must be a number of hours' })
      .positive('must be more than 0')
      .max(24 * 7, 'must be at most 168 (a week)')
      .default(24),
    BACKUP_KEEP: z.coerce
      .number({ error: 'must be a whole number' })
      .int('must be a whole number')
      .min(1, 'must be at least 1')
      .max(10_000)
      .default(7),
    // The maps' tiles (docs/decisions/0022-results-map.md): fetched by visitors' browsers, never by the server.
    MAP_TILE_URL: optionalText.pipe(
      z.string().refine(isTileUrlTemplate, { error: TILE_URL_RULE }).default(DEFAULT_MAP_TILE_URL),
    ),
    // The credit the tile server asks for, as Leaflet shows it (HTML: a link is usual).
    MAP_ATTRIBUTION: optionalText.pipe(
      z.string().max(500, 'must be at most 500 characters').default(DEFAULT_MAP_ATTRIBUTION),
    ),
    // Counted as held: the kept encodings, headers and keys (docs/decisions/0048-bounded-memory.md).
    RENDER_CACHE_MB: z.coerce.number().int().min(1).max(16_384).default(4),
    // Answers the memory tier lets go, in files beside the database; 0 keeps none (docs/decisions/0056-…).
    RENDER_CACHE_DISK_MB: z.coerce.number().int().min(0).max(1_048_576).default(256),
    // How long a request waits for a lock another process holds before answering 503 (docs/decisions/0034-…).
    DATABASE_BUSY_TIMEOUT_MS: z.coerce
      .number({ error: 'must be a whole number of milliseconds' })
      .int('must be a whole number of milliseconds')
      .min(0, 'must be at least 0')
      .max(60_000, 'must be at most 60000 (a minute)')
      .default(5_000),
    TRUST_PROXY: z.enum(['0', '1'], { error: 'must be 0 or 1' }).default('0'),
    // Requests per minute per client address, bursts up to that many; 0 turns the limit off.
    RATE_LIMIT_PER_MINUTE: optionalText.pipe(
      z.coerce
        .number<string | undefined>({ error: 'must be a whole number of requests per minute (0 turns the limit off)' })
        .int('must be a whole number of requests per minute (0 turns the limit off)')
        .min(0, 'must be 0 (off) or more')
        .max(1_000_000, 'must be at most 1000000')
        .default(300),
    ),
    // Visitors' reports and suggestions (docs/decisions/0041-visitor-reports.md): the fewest seconds between showing
    // a form and sending it, how many one address may send a day, and how many may wait for review in all.
    REPORT_MIN_FILL_SECONDS: z.coerce
      .number({ error: 'must be a whole number of seconds' })
      .int('must be a whole number of seconds')
      .min(0, 'must be at least 0')
      .max(600, 'must be at most 600')
      .default(3),
    REPORTS_PER_ADDRESS_PER_DAY: z.coerce
      .number({ error: 'must be a whole number' })
      .int('must be a whole number')
      .min(1, 'must be at least 1')
      .max(10_000, 'must be at most 10000')
      .default(10),
    REPORTS_PENDING_MAX: z.coerce
      .number({ error: 'must be a whole number' })
      .int('must be a whole number')
      .min(1, 'must be at least 1')
      .max(1_000_000, 'must be at most 1000000')
      .default(2000),
  })
  .refine((e) => !e.ADMIN_PASSWORD || e.ADMIN_USERNAME, {
    path: ['ADMIN_USERNAME'],
    message: 'must be set when ADMIN_PASSWORD is set',
  })

export type Env = z.infer<typeof envSchema> & { SITE_URL: string }

/** Thrown for a bad configuration value; its message names the variable. */
export class ConfigError extends Error {}

export function parseEnv(source: NodeJS.ProcessEnv): Env {
  const result = envSchema.safeParse(source)
  if (!result.success) {
    const lines = result.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`)
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`)
  }
  const e = result.data
  const siteUrl = (e.SITE_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, '')
  return { ...e, SITE_URL: siteUrl }
}

let cached: Env | undefined

/** The validated configuration, read once from the process environment. */
export function env(): Env {
  cached ??= parseEnv(process.env)
  return cached
}
