import { spawn, type ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'

export interface RunningServer {
  url: string
  databasePath: string
  pid: number
  output: () => string
  stop: () => Promise<void>
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer()
    srv.listen(0, '127.0.0.1', () => {
      const address = srv.address()
      srv.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))))
    })
  })
}

/**
 * Starts the production server (`npm start`'s script; the build must exist) on a free port with its
 * own temporary database, filled with the sample directory on start. `output()` is everything it printed so far
 * (its log lines included).
 */
export async function startServer(env: Record<string, string> = {}): Promise<RunningServer> {
  const port = await freePort()
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'arcade-atlas-server-'))
  const databasePath = path.join(dir, 'arcades.db')
  let output = ''
  // The server logs as in production: the logger is silent only inside Vitest's own process.
  const { VITEST: _vitest, ...parentEnv } = process.env
  const child: ChildProcess = spawn(process.execPath, ['scripts/start.mjs'], {
    cwd: path.resolve(import.meta.dirname, '../..'),
    env: {
      ...parentEnv,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_PATH: databasePath,
      SITE_URL: `http://127.0.0.1:${port}`,
      SKIP_BUILD: '1',
      // Every test request comes from 127.0.0.1; tests of the limit set their own.
      RATE_LIMIT_PER_MINUTE: '0',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  child.stdout?.on('data', (d) => (output += String(d)))
  child.stderr?.on('data', (d) => (output += String(d)))
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => {
      // A server still starting is stopped, not left running after the tests.
      clearInterval(check)
      child.kill('SIGTERM')
      reject(new Error(`server did not start:\n${output}`))
    }, 60_000)
    const check = setInterval(() => {
      if (output.includes('is listening on')) {
        clearInterval(check)
        clearTimeout(timer)
        resolve()
      }
    }, 50)
    child.once('exit', (code) => {
      clearInterval(check)
      clearTimeout(timer)
      reject(new Error(`server exited with ${code}:\n${output}`))
    })
  })
  return {
    url: `http://127.0.0.1:${port}`,
    databasePath,
    pid: child.pid!,
    output: () => output,
    stop: async () => {
      if (child.exitCode === null) {
        const exited = new Promise((r) => child.once('exit', r))
        child.kill('SIGTERM')
        await exited
      }
      fs.rmSync(dir, { recursive: true, force: true })
    },
  }
}

/** Signs in over the REST API; the session cookie as a `Cookie` header value. */
export async function signInCookie(server: RunningServer, username: string, password: string): Promise<string> {
  const res = await fetch(`${server.url}/api/admin/login`, {
    method: 'POST',
    headers: { Origin: server.url, 'Content-Type': 'application/json' },
    body: JSON.stringify({ username, password }),
  })
  if (res.status !== 200) throw new Error(`sign-in answered ${res.status}: ${await res.text()}`)
  const cookie = res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ')
  if (!cookie) throw new Error('sign-in set no cookie')
  return cookie
}
