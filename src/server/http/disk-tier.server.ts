import fs from 'node:fs'
import path from 'node:path'
import { LRUCache } from 'lru-cache'
import { answerFromBytes, answerToBytes, type MemoryAnswer } from './memory-answer.server'

/** An answer kept in a file: its number names the file; written once the write settles (false: it failed). */
interface Spilled {
  file: number
  bytes: number
  generation: number
  expires: number
  written: Promise<boolean>
}

/** An answer with what the render cache keeps beside it: its dependency keys, the data generation it was rendered from. */
export interface Restored {
  answer: MemoryAnswer
  keys: readonly string[]
  generation: number
  expires: number
}

/**
 * The render cache's second tier (docs/decisions/0056-render-cache-disk-tier.md): answers the memory tier lets go
 * are written to files in one directory, bounded in bytes, and read back with asynchronous reads. Their bytes then
 * live in the system's file cache, not in the server's memory; only each one's file number, size, expiry and data
 * generation stay in memory, its dependency keys are in its file (the render cache checks them when it reads one
 * back). Reading one back takes it out of this tier (the render cache keeps it in memory again).
 */
export class DiskTier {
  private readonly records: LRUCache<string, Spilled>
  private next = 0
  private ready = false

  constructor(
    private readonly dir: string,
    maxBytes: number,
  ) {
    this.records = new LRUCache<string, Spilled>({
      maxSize: maxBytes,
      sizeCalculation: (record) => Math.max(1, record.bytes),
      dispose: (record) => {
        void record.written.then(() => fs.promises.rm(this.fileOf(record), { force: true }))
      },
    })
  }

  /**
   * Files of an earlier run may show data changed since: the directory starts empty. They are moved aside at once
   * and removed in the background (tens of thousands of files took seconds to remove, which the visitor whose answer
   * first went to this tier waited for), with whatever an earlier run left aside the same way.
   */
  private startEmpty(): void {
    const parent = path.dirname(this.dir)
    const aside = `${path.basename(this.dir)}.old-`
    try {
      fs.renameSync(this.dir, path.join(parent, `${aside}${process.pid}-${Date.now()}`))
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error
    }
    fs.mkdirSync(this.dir, { recursive: true })
    for (const name of fs.readdirSync(parent)) {
      if (name.startsWith(aside)) void fs.promises.rm(path.join(parent, name), { recursive: true, force: true })
    }
  }

  private fileOf(record: Spilled): string {
    return path.join(this.dir, String(record.file))
  }

  /** Keeps an answer until its expiry; false when it is too large for the tier or expired. */
  put(address: string, { answer, keys, generation, expires }: Restored): boolean {
    const ttl = expires - Date.now()
    if (ttl <= 0) return false
    if (!this.ready) {
      this.startEmpty()
      this.ready = true
    }
    const described = Buffer.from(JSON.stringify(keys))
    const length = Buffer.alloc(4)
    length.writeUInt32LE(described.byteLength)
    const bytes = Buffer.concat([length, described, answerToBytes(answer)])
    const record: Spilled = {
      file: this.next++,
      bytes: bytes.byteLength,
      generation,
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
   * left the tier while it was read.
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
    const end = 4 + bytes.readUInt32LE(0)
    const keys = JSON.parse(bytes.subarray(4, end).toString()) as string[]
    return {
      answer: answerFromBytes(bytes.subarray(end)),
      keys,
      generation: record.generation,
      expires: record.expires,
    }
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
