import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import { createRequire } from 'node:module'
import os from 'node:os'
import path from 'node:path'
import { pathToFileURL } from 'node:url'

/**
 * The W3C Nu HTML Checker (the `vnu-jar` package: vnu.jar, run by Java 17 or newer), over many documents in one
 * run: Java's start-up is most of a check's time. Used by tests/integration/html-validity.test.ts (every page as
 * served) and tests/e2e/html-validity.spec.ts (the admin dialogs, which the browser renders).
 */

/** The documents to check, by a name that reads well in a failure; each is a whole HTML document. */
export type HtmlDocuments = Record<string, string>

interface VnuMessage {
  type: string
  subType?: string
  url?: string
  message: string
  extract?: string
  lastLine?: number
}

const vnuJar = String(createRequire(import.meta.url)('vnu-jar'))

/**
 * Checked with every batch: a document with a known error. Should the checker report nothing for it (a run that
 * read no file, a changed report format), the check fails instead of passing every document unseen.
 */
const CANARY = '<!DOCTYPE html><html lang="en"><head><title>canary</title></head><body><p><div></div></p></body></html>'

/** Fails with a message saying what to install when there is no Java to run the checker with. */
function requireJava(): void {
  const probe = spawnSync('java', ['-version'], { encoding: 'utf8' })
  if (probe.error || probe.status !== 0) {
    throw new Error(
      'The HTML validity checks run the W3C Nu HTML Checker (vnu.jar, from the vnu-jar package), which needs Java ' +
        '17 or newer on the PATH, and `java` was not found. Install a Java runtime (Debian/Ubuntu: ' +
        '`apt-get install default-jre-headless`; .ci/run does this) and run the tests again.',
    )
  }
}

/**
 * The checker's errors in each document (`--errors-only`), as "line N: message [extract]" lines; an empty list for
 * a valid document. Every document is listed, so a document the checker skipped cannot pass unseen.
 */
export function htmlErrors(documents: HtmlDocuments): Record<string, string[]> {
  requireJava()
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'arcade-atlas-vnu-'))
  try {
    /** File address (as the report names it) → document name. */
    const files = new Map<string, string>()
    const paths: string[] = []
    const canary = path.join(dir, 'canary.html')
    fs.writeFileSync(canary, CANARY)
    Object.keys(documents).forEach((name, i) => {
      const file = path.join(dir, `${i}.html`)
      fs.writeFileSync(file, documents[name]!)
      files.set(pathToFileURL(file).href, name)
      paths.push(file)
    })
    const run = spawnSync('java', ['-jar', vnuJar, '--errors-only', '--format', 'json', canary, ...paths], {
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
    })
    if (run.error) throw run.error
    let messages: VnuMessage[]
    try {
      messages = (JSON.parse(run.stderr || run.stdout) as { messages: VnuMessage[] }).messages
    } catch {
      throw new Error(`vnu.jar gave no JSON report (exit ${run.status}):\n${run.stdout}\n${run.stderr}`)
    }
    const errors: Record<string, string[]> = Object.fromEntries(Object.keys(documents).map((name) => [name, []]))
    const address = (url: string) => new URL(url).href
    if (!messages.some((m) => m.url !== undefined && address(m.url) === pathToFileURL(canary).href)) {
      throw new Error(`vnu.jar found no error in a document that has one; its report:\n${run.stderr}\n${run.stdout}`)
    }
    for (const m of messages) {
      if (m.url !== undefined && address(m.url) === pathToFileURL(canary).href) continue
      const name = m.url === undefined ? undefined : files.get(address(m.url))
      const where = m.lastLine === undefined ? '' : `line ${m.lastLine}: `
      const line = `${where}${m.message}${m.extract ? ` [${m.extract.trim().slice(0, 160)}]` : ''}`
      // A message about no document (the checker itself failing) fails every document rather than none.
      for (const target of name ? [name] : Object.keys(errors)) errors[target]!.push(line)
    }
    return errors
  } finally {
    fs.rmSync(dir, { recursive: true, force: true })
  }
}
