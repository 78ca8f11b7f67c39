import fs from 'node:fs'
import path from 'node:path'
import { LRUCache } from 'lru-cache'
import { answerFromBytes, answerToBytes, type MemoryAnswer } from './memory-answer.server'

/** An answer kept in a file: its number names the file; written once the write settles (false: it failed). */
interface Spilled {
  file: number
  bytes: number
  keys: readonly string[]
  expires: number
  written: Promise<boolean>
}

/** An answer read back from the disk tier, with what the render cache keeps beside it. */
export interface Restored {
  answer: MemoryAnswer
  keys: readonly string[]
  expires: number
}

/**
 * The render cache's second tier (docs/decisions/0056-render-cache-disk-tier.md): answers the memory tier lets go
 * are written to files in one directory, bounded in bytes, and read back with asynchronous reads. Their bytes then
 * live in the system's file cache, not in the server's memory; only each one's file number, size, expiry and
 * dependency keys stay in memory. Reading one back takes it out of this tier (the render cache keeps it in memory
 * again). `dropped` hears of every answer this tier lets go on its own (its bound, its expiry), so that the render
 * cache forgets its dependency keys.
 */
export class DiskTier {
  private readonly records: LRUCache<string, Spilled>
  private next = 0
  private ready = false

  constructor(
    private readonly dir: string,
    maxBytes: number,
    dropped: (address: string) => void,
  ) {
    this.records = new LRUCache<string, Spilled>({
      maxSize: maxBytes,
      sizeCalculation: (record) => Math.max(1, record.bytes),
      dispose: (record, address, reason) => {
        void record.written.then(() => fs.promises.rm(this.fileOf(record), { force: true }))
        if (reason === 'evict' || reason === 'expire') dropped(address)
      },
    })
  }

  private fileOf(record: Spilled): string {
    return path.join(this.dir, String(record.file))
  }

  /** Keeps `answer` until `expires` (a time in ms); false when it is too large for the tier. */
  put(address: string, answer: MemoryAnswer, keys: readonly string[], expires: number): boolean {
    const ttl = expires - Date.now()
    if (ttl <= 0) return false
    if (!this.ready) {
      // Files of an earlier run may show data changed since: the directory starts empty.
      fs.rmSync(this.dir, { recursive: true, force: true })
      fs.mkdirSync(this.dir, { recursive: true })
      this.ready = true
    }
    const bytes = answerToBytes(answer)
    const record: Spilled = {
      file: this.next++,
      bytes: bytes.byteLength,
      keys,
      expires,
      written: Promise.resolve(false),
    }
    record.written = fs.promises.writeFile(this.fileOf(record), bytes).then(
      () => true,
      () => false,
    )
    this.records.set(address, record, { ttl })
    return this.records.peek(address) === record
  }

  /**
   * Takes `address`'s answer out of the tier, read back from its file; undefined when there is none, or when it
   * left the tier while it was read (a change of its data drops it: nothing older than a change is handed back).
   */
  async take(address: string): Promise<Restored | undefined> {
    const record = this.records.get(address)
    if (!record) return undefined
    const bytes = (await record.written)
      ? await fs.promises.readFile(this.fileOf(record)).catch(() => undefined)
      : undefined
    if (this.records.peek(address) !== record) return undefined
    this.records.delete(address)
    if (!bytes || record.expires <= Date.now()) return undefined
    return { answer: answerFromBytes(bytes), keys: record.keys, expires: record.expires }
  }

  has(address: string): boolean {
    return this.records.has(address)
  }

  delete(address: string): void {
    this.records.delete(address)
  }

  clear(): void {
    this.records.clear()
  }
}
