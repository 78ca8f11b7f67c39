import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto'

/**
 * OWASP Password Storage Cheat Sheet: scrypt N=2^14, r=8, p=5, one of its equal-cost settings, which needs 16 MB a
 * hash where N=2^17, r=8, p=1 (docs/decisions/0003-admin-sessions.md) needed 128 MB: a hash at start and a sign-in
 * raised the server's RSS by that much (docs/decisions/0050-compact-search-index.md). A stored hash names its own
 * parameters and is verified with them.
 */
const PARAMS = { N: 2 ** 14, r: 8, p: 5 } as const
const KEY_LENGTH = 32
const MAX_CONCURRENT = 2

function scryptAsync(password: string, salt: Buffer, keylen: number, opts: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    scrypt(password.normalize('NFKC'), salt, keylen, opts, (err, key) => (err ? reject(err) : resolve(key))),
  )
}

// A small semaphore: at most two hashes at a time, so a burst of sign-ins cannot exhaust memory or CPU.
let running = 0
const waiting: (() => void)[] = []

async function limited<T>(fn: () => Promise<T>): Promise<T> {
  if (running >= MAX_CONCURRENT) await new Promise<void>((resolve) => waiting.push(resolve))
  running++
  try {
    return await fn()
  } finally {
    running--
    waiting.shift()?.()
  }
}

function run(password: string, salt: Buffer, keylen: number, N: number, r: number, p: number): Promise<Buffer> {
  return limited(() => scryptAsync(password, salt, keylen, { N, r, p, maxmem: 128 * N * r * 2 + 1024 * 1024 }))
}

/** `scrypt$N$r$p$salt(b64)$key(b64)` — self-describing so parameters can change later. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16)
  const key = await run(password, salt, KEY_LENGTH, PARAMS.N, PARAMS.r, PARAMS.p)
  return ['scrypt', PARAMS.N, PARAMS.r, PARAMS.p, salt.toString('base64'), key.toString('base64')].join('$')
}

export async function verifyPassword(hash: string, password: string): Promise<boolean> {
  const [kind, n, r, p, salt, key] = hash.split('$')
  if (kind !== 'scrypt' || !salt || !key) return false
  const expected = Buffer.from(key, 'base64')
  const actual = await run(password, Buffer.from(salt, 'base64'), expected.length, Number(n), Number(r), Number(p))
  return actual.length === expected.length && timingSafeEqual(actual, expected)
}

/**
 * A hash to verify against when the username is unknown, so timing does not reveal which usernames exist.
 * Computed when the server loads this module, at start: computed at the first unknown username instead, that
 * sign-in would take two hashes' time and tell the name apart.
 */
const dummy = hashPassword(randomBytes(16).toString('hex'))
export function dummyHash(): Promise<string> {
  return dummy
}
