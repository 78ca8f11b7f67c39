/**
 * Sets an administrator's password from a terminal prompt (hidden input, asked twice).
 *
 *   npm run admin -- <username>
 *
 * Creates the administrator when it does not exist; its existing sessions end. The password is never
 * printed, logged or stored in plain text.
 */
import { stdin, stdout } from 'node:process'
import { waitSynchronouslyWhenBusy } from '../src/server/db/busy.server'
import { openDatabase } from '../src/server/db/client.server'
import { adminPasswordSchema, adminUsernameSchema } from '../src/shared/account-rules'
import { setAdminPassword } from '../src/server/auth/admins.server'
import { env } from '../src/server/env.server'

function askHidden(question: string): Promise<string> {
  return new Promise((resolve, reject) => {
    if (!stdin.isTTY) {
      reject(new Error('Run this in a terminal: the password is read with hidden input.'))
      return
    }
    stdout.write(question)
    stdin.setRawMode(true)
    stdin.resume()
    stdin.setEncoding('utf8')
    let value = ''
    const onData = (chunk: string) => {
      for (const ch of chunk) {
        if (ch === '\r' || ch === '\n') {
          stdin.setRawMode(false)
          stdin.pause()
          stdin.off('data', onData)
          stdout.write('\n')
          resolve(value)
          return
        }
        if (ch === '\u0003') {
          stdin.setRawMode(false)
          stdout.write('\n')
          process.exit(130)
        }
        if (ch === '\u007f' || ch === '\b') value = value.slice(0, -1)
        else value += ch
      }
    }
    stdin.on('data', onData)
  })
}

async function main(): Promise<void> {
  const username = adminUsernameSchema.safeParse(process.argv[2]?.trim() ?? '')
  if (!username.success) {
    console.error(`Usage: npm run admin -- <username>   (the username ${username.error.issues[0]?.message})`)
    process.exit(2)
  }
  const password = await askHidden(`New password for "${username.data}": `)
  const rule = adminPasswordSchema.safeParse(password)
  if (!rule.success) {
    console.error(`The password ${rule.error.issues[0]?.message}.`)
    process.exit(1)
  }
  const again = await askHidden('Repeat the password: ')
  if (again !== password) {
    console.error('The passwords do not match; nothing was changed.')
    process.exit(1)
  }
  const db = openDatabase(env().DATABASE_PATH)
  // A command waits for a lock the server holds: it has nothing else to do meanwhile.
  waitSynchronouslyWhenBusy(db.$client, true)
  const done = await setAdminPassword(db, username.data, password)
  console.log(`Administrator "${username.data}" ${done}.`)
  db.$client.close()
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error)
  process.exit(1)
})
