import fs from 'node:fs'
import http from 'node:http'
import path from 'node:path'
import autocannon from 'autocannon'
import { onCleanup, sampleRss, startChild } from './processes'

export const CONNECTIONS = 50
/** A request unanswered this long is counted as an error (autocannon's timeout). */
export const TIMEOUT_SECONDS = 10

/** What the app answered to one request, byte for byte, so the ceiling can answer the same. */
export interface RecordedResponse {
  status: number
  /** Flat [name, value, …] list, without the headers that describe the connection rather than the response. */
  headers: string[]
  body: Buffer
  encoding: string
}

const CONNECTION_HEADERS = new Set(['connection', 'keep-alive', 'transfer-encoding'])

/** One GET with raw bytes: fetch() would decompress the body and hide what the wire carried. */
export function recordResponse(
  url: string,
  headers: Record<string, string>,
  timeoutMs = 60_000,
  agent: http.Agent | false = false,
): Promise<RecordedResponse> {
  return new Promise((resolve, reject) => {
    const request = http.get(url, { headers, agent }, (response) => {
      const chunks: Buffer[] = []
      response.on('data', (c: Buffer) => chunks.push(c))
      response.on('error', reject)
      response.on('end', () => {
        const body = Buffer.concat(chunks)
        const raw = response.rawHeaders
        const kept: string[] = []
        for (let i = 0; i < raw.length; i += 2) {
          const name = raw[i]!
          if (CONNECTION_HEADERS.has(name.toLowerCase()) || name.toLowerCase() === 'content-length') continue
          kept.push(name, raw[i + 1]!)
        }
        kept.push('Content-Length', String(body.length))
        resolve({
          status: response.statusCode ?? 0,
          headers: kept,
          body,
          encoding: response.headers['content-encoding'] ?? 'identity',
        })
      })
    })
    request.setTimeout(timeoutMs, () => request.destroy(new Error(`no answer from ${url} in ${timeoutMs / 1000} s`)))
    request.on('error', reject)
  })
}

/**
 * A started ceiling server answering recorded responses: `recorded` for every address, or each address of a map
 * with its own. Stop it before the next load.
 */
export async function startCeiling(recorded: RecordedResponse | Map<string, RecordedResponse>, workDir: string) {
  const entries = recorded instanceof Map ? [...recorded] : [[undefined, recorded] as const]
  const index = path.join(workDir, 'ceiling-responses.json')
  const bodies = path.join(workDir, 'ceiling-bodies.bin')
  let offset = 0
  const list = entries.map(([address, r]) => {
    const entry = { path: address, status: r.status, headers: r.headers, offset, length: r.body.length }
    offset += r.body.length
    return entry
  })
  fs.writeFileSync(index, JSON.stringify(list))
  fs.writeFileSync(bodies, Buffer.concat(entries.map(([, r]) => r.body)))
  const child = await startChild([path.join(import.meta.dirname, 'ceiling-server.mjs'), index, bodies], {
    ready: /ceiling listening on \d+/,
    timeoutMs: 15_000,
    name: 'ceiling server',
  })
  const port = Number(/ceiling listening on (\d+)/.exec(child.output())![1])
  return { url: `http://127.0.0.1:${port}`, stop: child.stop }
}

export interface LoadStats {
  rps: number
  p50: number
  p99: number
  non2xx: number
  errors: number
  timeouts: number
  /** Peak RSS of the process given as `pid` during the load (warm-up included), MB. */
  rssPeakMb?: number
}

let running: autocannon.Instance | undefined
onCleanup(() => running?.stop())

function cannon(url: string, headers: Record<string, string>, seconds: number): Promise<autocannon.Result> {
  return new Promise((resolve, reject) => {
    running = autocannon(
      { url, connections: CONNECTIONS, duration: seconds, timeout: TIMEOUT_SECONDS, headers },
      (error, result) => {
        running = undefined
        if (error) reject(error instanceof Error ? error : new Error(String(error)))
        else resolve(result)
      },
    )
  })
}

/**
 * A slow server keeps working through requests whose connections autocannon has already closed. One more
 * request, answered after that backlog, keeps it from spilling into the next measurement.
 */
async function settle(url: string, headers: Record<string, string>): Promise<void> {
  await recordResponse(url, headers, 180_000).catch(() => undefined)
}

/**
 * A warm-up (discarded: the first seconds pay for JIT compilation and cold caches), then the measured load.
 * `pid` is the process whose memory is sampled.
 */
export async function measure(
  url: string,
  headers: Record<string, string>,
  opts: { seconds: number; warmupSeconds: number; pid?: number },
): Promise<LoadStats> {
  const rss = sampleRss(opts.pid)
  try {
    if (opts.warmupSeconds > 0) {
      await cannon(url, headers, opts.warmupSeconds)
      await settle(url, headers)
    }
    const r = await cannon(url, headers, opts.seconds)
    await settle(url, headers)
    return {
      rps: r.requests.average,
      p50: r.latency.p50,
      p99: r.latency.p99,
      non2xx: r.non2xx,
      errors: r.errors,
      timeouts: r.timeouts,
      rssPeakMb: rss.stop(),
    }
  } finally {
    rss.stop()
  }
}
