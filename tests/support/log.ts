import type { RunningServer } from './server'

/** A line of the server's JSON log (src/server/log.server.ts). */
export type LogLine = Record<string, unknown> & { level: string; event?: string }

/** The JSON log lines the server has printed so far; other output (start-up messages) is left out. */
export function logLines(server: RunningServer): LogLine[] {
  return server
    .output()
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as LogLine)
}
