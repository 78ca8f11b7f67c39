import { spawn, type ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import net from 'node:net'

/**
 * Everything the benchmark starts is registered here, so that an error, Ctrl-C or a kill ends it too:
 * a forgotten production server would keep its port and skew the next run.
 */
const cleanups: (() => Promise<void> | void)[] = []
const children = new Set<ChildProcess>()

export function onCleanup(fn: () => Promise<void> | void): void {
  cleanups.push(fn)
}

export async function cleanupAll(): Promise<void> {
  while (cleanups.length > 0) {
    const fn = cleanups.pop()!
    try {
      await fn()
    } catch (error) {
      console.error('cleanup failed:', error)
    }
  }
  for (const child of children) child.kill('SIGKILL')
}

// The 'exit' hook must be synchronous: it is the last chance when the run dies from an uncaught error.
process.on('exit', () => {
  for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL')
})
// Ctrl-C reaches this process twice (from the terminal and relayed by tsx's parent process): a second
// signal must not cut the first one's cleanup short.
let stopping = false
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (stopping) return
    stopping = true
    console.error(`\n${signal}: stopping the servers…`)
    void cleanupAll().finally(() => process.exit(130))
  })
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer()
    srv.once('error', reject)
    srv.listen(0, '127.0.0.1', () => {
      const address = srv.address()
      srv.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))))
    })
  })
}

export interface Child {
  process: ChildProcess
  output: () => string
  exited: () => boolean
  stop: () => Promise<void>
}

/**
 * Spawns `process.execPath` (the Node 24 that runs this script) and resolves once `ready` shows in its
 * output; rejects if it exits or takes longer than `timeoutMs`.
 */
export async function startChild(
  args: string[],
  options: { env?: NodeJS.ProcessEnv; ready: RegExp; timeoutMs: number; name: string },
): Promise<Child> {
  const child = spawn(process.execPath, args, {
    env: options.env ?? process.env,
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  children.add(child)
  let output = ''
  // Keep only the tail: a server that logs every request under load must not fill the benchmark's memory.
  const append = (d: Buffer) => {
    output = (output + d.toString()).slice(-20_000)
  }
  child.stdout!.on('data', append)
  child.stderr!.on('data', append)
  const exited = () => child.exitCode !== null || child.signalCode !== null
  const stop = async () => {
    if (!exited()) {
      const done = new Promise((r) => child.once('exit', r))
      child.kill('SIGTERM')
      const timer = setTimeout(() => child.kill('SIGKILL'), 10_000)
      await done
      clearTimeout(timer)
    }
    children.delete(child)
  }
  try {
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(
        () => reject(new Error(`${options.name} did not start in ${options.timeoutMs / 1000} s:\n${output}`)),
        options.timeoutMs,
      )
      const check = setInterval(() => {
        if (options.ready.test(output)) finish(resolve)
      }, 50)
      const onExit = (code: number | null, signal: string | null) =>
        finish(() => reject(new Error(`${options.name} exited (${signal ?? code}) before it was ready:\n${output}`)))
      child.once('exit', onExit)
      function finish(then: () => void) {
        clearTimeout(timer)
        clearInterval(check)
        child.off('exit', onExit)
        then()
      }
    })
  } catch (error) {
    await stop()
    throw error
  }
  return { process: child, output: () => output, exited, stop }
}

/** Resident memory of a process in MB, from Linux's /proc; undefined elsewhere or once it has exited. */
export function rssMb(pid: number | undefined): number | undefined {
  if (pid === undefined) return undefined
  try {
    const match = /^VmRSS:\s+(\d+) kB/m.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))
    return match ? Number(match[1]) / 1024 : undefined
  } catch {
    return undefined
  }
}

/** Samples a process's RSS until stopped; returns the highest value seen. */
export function sampleRss(pid: number | undefined, everyMs = 200): { stop: () => number | undefined } {
  let peak: number | undefined
  const take = () => {
    const mb = rssMb(pid)
    if (mb !== undefined) peak = Math.max(peak ?? 0, mb)
  }
  take()
  const timer = setInterval(take, everyMs)
  return {
    stop: () => {
      clearInterval(timer)
      take()
      return peak
    },
  }
}
