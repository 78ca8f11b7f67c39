import { randomBytes } from 'node:crypto'
import { eq, sql } from 'drizzle-orm'
import type { Db } from '../db/client.server'
import { admins, sessions } from '../db/schema'
import { hashPassword, verifyPassword } from './password.server'
import { revokeOtherSessions } from './session.server'

/** Creates the administrator or sets its password; its existing sessions end. */
export async function setAdminPassword(db: Db, username: string, password: string): Promise<'created' | 'updated'> {
  const passwordHash = await hashPassword(password)
  const existing = db.select({ id: admins.id }).from(admins).where(eq(admins.username, username)).get()
  if (existing) {
    // Together or not at all: a new password whose old sessions survived would be half a change.
    db.transaction((tx) => {
      tx.update(admins)
        .set({ passwordHash, updatedAt: new Date().toISOString() })
        .where(eq(admins.id, existing.id))
        .run()
      tx.delete(sessions).where(eq(sessions.adminId, existing.id)).run()
    })
    return 'updated'
  }
  db.insert(admins).values({ username, passwordHash }).run()
  return 'created'
}

/**
 * A signed-in administrator's new password (ASVS V3.3.4): every other session of theirs ends, the one they made
 * the change from stays. Returns how many sessions ended. The caller has checked the current password.
 */
export async function changeOwnPassword(
  db: Db,
  adminId: number,
  currentToken: string,
  password: string,
): Promise<number> {
  const passwordHash = await hashPassword(password)
  return db.transaction((tx) => {
    tx.update(admins).set({ passwordHash, updatedAt: new Date().toISOString() }).where(eq(admins.id, adminId)).run()
    return revokeOtherSessions(tx, adminId, currentToken)
  })
}

/** Whether `password` is the administrator's current one. */
export async function isCurrentPassword(db: Db, adminId: number, password: string): Promise<boolean> {
  const admin = db.select({ passwordHash: admins.passwordHash }).from(admins).where(eq(admins.id, adminId)).get()
  return admin ? verifyPassword(admin.passwordHash, password) : false
}

/**
 * DECISIONS.md "Admin account": ADMIN_USERNAME + ADMIN_PASSWORD create or update that administrator at start
 * (a restart with the same password changes nothing and keeps its sessions). While no administrator exists
 * and no password is configured, ADMIN_USERNAME (default `admin`) is created with a random password printed once.
 */
export async function bootstrapAdmin(
  db: Db,
  config: { ADMIN_USERNAME?: string; ADMIN_PASSWORD?: string },
  log: (line: string) => void = console.log,
): Promise<void> {
  if (config.ADMIN_USERNAME && config.ADMIN_PASSWORD) {
    const existing = db.select().from(admins).where(eq(admins.username, config.ADMIN_USERNAME)).get()
    if (existing && (await verifyPassword(existing.passwordHash, config.ADMIN_PASSWORD))) return
    const done = await setAdminPassword(db, config.ADMIN_USERNAME, config.ADMIN_PASSWORD)
    log(`Administrator "${config.ADMIN_USERNAME}" ${done} from ADMIN_USERNAME/ADMIN_PASSWORD.`)
    return
  }
  const count =
    db
      .select({ n: sql<number>`count(*)` })
      .from(admins)
      .get()?.n ?? 0
  if (count > 0) return
  const username = config.ADMIN_USERNAME ?? 'admin'
  const password = randomBytes(18).toString('base64url')
  await setAdminPassword(db, username, password)
  log(`Created administrator "${username}" with the one-time password: ${password}`)
  log(`Change it with \`npm run admin -- ${username}\`. This password is not shown again.`)
}
