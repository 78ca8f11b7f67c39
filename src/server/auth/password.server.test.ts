import { describe, expect, it, vi } from 'vitest'

// Counts how many scrypt computations run at the same moment.
const concurrency = vi.hoisted(() => ({ running: 0, highest: 0 }))
vi.mock('node:crypto', async (importOriginal) => {
  const crypto = await importOriginal<typeof import('node:crypto')>()
  const scrypt = (...args: unknown[]) => {
    const callback = args.pop() as (err: Error | null, key: Buffer) => void
    concurrency.running++
    concurrency.highest = Math.max(concurrency.highest, concurrency.running)
    ;(crypto.scrypt as (...a: unknown[]) => void)(...args, (err: Error | null, key: Buffer) => {
      concurrency.running--
      callback(err, key)
    })
  }
  return { ...crypto, scrypt, default: { ...crypto, scrypt } }
})

const { hashPassword, verifyPassword } = await import('./password.server')

describe('password hashing', () => {
  it('verifies the right password and refuses a wrong one; the hash never contains the password', async () => {
    const hash = await hashPassword('correct horse battery')
    expect(hash).toMatch(/^scrypt\$16384\$8\$5\$/)
    expect(hash).not.toContain('correct horse battery')
    expect(await verifyPassword(hash, 'correct horse battery')).toBe(true)
    expect(await verifyPassword(hash, 'correct horse battery!')).toBe(false)
  })

  it('verifies a hash stored with other parameters by its own', async () => {
    const { randomBytes, scryptSync } = await import('node:crypto')
    const salt = randomBytes(16)
    const key = scryptSync('an older password', salt, 32, { N: 2 ** 10, r: 8, p: 1 })
    const hash = ['scrypt', 2 ** 10, 8, 1, salt.toString('base64'), key.toString('base64')].join('$')
    expect(await verifyPassword(hash, 'an older password')).toBe(true)
    expect(await verifyPassword(hash, 'an older password!')).toBe(false)
  })

  it('runs at most two hashes at a time, however many sign-ins arrive together', async () => {
    concurrency.highest = 0
    await Promise.all(Array.from({ length: 6 }, (_, i) => hashPassword(`password number ${i}`)))
    expect(concurrency.highest).toBe(2)
  })
})
