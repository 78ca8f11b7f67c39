import { spawn } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { signInCookie, startServer } from '../support/server'

/**
 * An import's files live in the system's temporary directory while the server holds the import in memory
 * (issue 21): a server that stops takes them with it, and one that starts removes what a killed server left.
 */

const USER = 'files-admin'
const PASSWORD = 'files admin password'
const importsDirectory = (pid: number) => path.join(os.tmpdir(), `arcade-atlas-imports-${pid}`)

/** A process's id, once it has ended. */
async function endedPid(): Promise<number> {
  const child = spawn(process.execPath, ['-e', ''])
  await new Promise((resolve) => child.once('exit', resolve))
  return child.pid!
}

const running = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 120000)'])
afterAll(() => {
  running.kill()
  fs.rmSync(importsDirectory(running.pid!), { recursive: true, force: true })
})

function leaveFiles(pid: number): string {
  const dir = importsDirectory(pid)
  fs.mkdirSync(dir, { recursive: true })
  fs.writeFileSync(path.join(dir, 'left.csv'), 'name\nLeft Behind Arcade\n')
  return dir
}

describe("an import's files", () => {
  it('of a server that ended without its exit are removed at the next start; a running process keeps its own', async () => {
    const left = leaveFiles(await endedPid())
    const kept = leaveFiles(running.pid!)
    const server = await startServer()
    try {
      expect(fs.existsSync(left)).toBe(false)
      expect(fs.readdirSync(kept)).toEqual(['left.csv'])
    } finally {
      await server.stop()
    }
  })

  it('not applied when the server stops are removed with it', async () => {
    const server = await startServer({ ADMIN_USERNAME: USER, ADMIN_PASSWORD: PASSWORD })
    const dir = importsDirectory(server.pid)
    try {
      const cookie = await signInCookie(server, USER, PASSWORD)
      const csv = 'name,address,city,state,zip,rating,type\nNever Applied Arcade,1 Main St,Austin,TX,78701,4,retro\n'
      const res = await fetch(`${server.url}/api/admin/imports/upload?format=csv&fileName=left.csv`, {
        method: 'POST',
        headers: { cookie, Origin: server.url, 'Content-Type': 'application/octet-stream' },
        body: csv,
      })
      expect(res.status).toBe(201)
      const { id } = (await res.json()) as { id: string }
      for (let state = 'uploading'; state === 'uploading' || state === 'checking';) {
        await new Promise((resolve) => setTimeout(resolve, 20))
        const job = await fetch(`${server.url}/api/admin/imports/${id}`, { headers: { cookie } })
        state = ((await job.json()) as { state: string }).state
      }
      expect(fs.readdirSync(dir)).toContain(`${id}.csv`)
    } finally {
      await server.stop()
    }
    expect(fs.existsSync(dir)).toBe(false)
  })
})
