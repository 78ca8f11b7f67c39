import fs from 'node:fs'
import path from 'node:path'
import { answerFromBytes, answerToBytes, type MemoryAnswer } from './memory-answer.server'

/** A file answers are appended to, dropped whole once it is the oldest and the tier needs room. */
interface Segment {
  number: number
  fd: number
  length: number
  /** Writes and reads of it under way: the file is closed once it is dropped and none is. */
  busy: number
  dropped: boolean
}

/**
 * An answer kept in a segment; its bytes are readable once `written` settles (false: the write failed), and it is
 * then the outcome itself, so that each of the tens of thousands of records a crawl leaves does not keep a settled
 * promise.
 */
interface Spilled {
  segment: Segment
  offset: number
  bytes: number
  generation: number
  expires: number
  written: Promise<boolean> | boolean
}

/** An answer with what the render cache keeps beside it: its dependency keys, the data generation it was rendered from. */
export interface Restored {
  answer: MemoryAnswer
  keys: readonly string[]
  generation: number
  expires: number
}

/** The tier's bound is spread over this many files: dropping the oldest frees an eighth of it at a time. */
const SEGMENTS = 8

/**
 * The render cache's second tier (docs/decisions/0056-render-cache-disk-tier.md, 0080-disk-tier-segments.md):
 * answers the memory tier lets go are appended to a few files in one directory, bounded in bytes, and read back with
 * asynchronous reads. Their bytes then live in the system's file cache, not in the server's memory; only each one's
 * place, size, expiry and data generation stay in memory, its dependency keys are in its bytes (the render cache
 * checks them when it reads one back). Reading one back takes it out of this tier (the render cache keeps it in
 * memory again). When the files reach the bound, the oldest file goes, with the answers still in it.
 */
export class DiskTier {
  private readonly records = new Map<string, Spilled>()
  private readonly segments: Segment[] = []
  private readonly segmentBytes: number
  private next = 0
  private total = 0
  private ready = false

  constructor(
    private readonly dir: string,
    private readonly maxBytes: number,
  ) {
    this.segmentBytes = Math.ceil(maxBytes / SEGMENTS)
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

  private fileOf(segment: Pick<Segment, 'number'>): string {
    return path.join(this.dir, String(segment.number))
  }

  /** A segment with room for `bytes` more, started when the newest has none (a larger answer has one of its own). */
  private segmentFor(bytes: number): Segment {
    const last = this.segments.at(-1)
    if (last && (last.length === 0 || last.length + bytes <= this.segmentBytes)) return last
    const number = this.next++
    const segment: Segment = {
      number,
      fd: fs.openSync(this.fileOf({ number }), 'w+'),
      length: 0,
      busy: 0,
      dropped: false,
    }
    this.segments.push(segment)
    return segment
  }

  /** Drops the oldest segment and the answers still in it; its file is removed now and closed once idle. */
  private dropOldest(): void {
    const segment = this.segments.shift()
    if (!segment) return
    this.total -= segment.length
    for (const [address, record] of this.records) if (record.segment === segment) this.records.delete(address)
    segment.dropped = true
    fs.rm(this.fileOf(segment), { force: true }, () => undefined)
    this.settle(segment)
  }

  /** Closes a dropped segment's file once nothing reads or writes it. */
  private settle(segment: Segment): void {
    if (segment.dropped && segment.busy === 0) fs.close(segment.fd, () => undefined)
  }

  /** Runs one read or write of `bytes` in a segment's file, keeping it open meanwhile; true when it moved them all. */
  private use(
    segment: Segment,
    bytes: number,
    io: (done: (error: Error | null, moved: number) => void) => void,
  ): Promise<boolean> {
    segment.busy++
    return new Promise((resolve) =>
      io((error, moved) => {
        segment.busy--
        this.settle(segment)
        resolve(!error && moved === bytes)
      }),
    )
  }

  /** Keeps an answer until its expiry; false when it is too large for the tier or expired. */
  put(address: string, { answer, keys, generation, expires }: Restored): boolean {
    if (expires <= Date.now()) return false
    if (!this.ready) {
      this.startEmpty()
      this.ready = true
    }
    const described = Buffer.from(JSON.stringify(keys))
    const length = Buffer.alloc(4)
    length.writeUInt32LE(described.byteLength)
    const bytes = Buffer.concat([length, described, answerToBytes(answer)])
    this.delete(address)
    if (bytes.byteLength > this.maxBytes) return false
    while (this.total + bytes.byteLength > this.maxBytes) this.dropOldest()
    let segment: Segment
    try {
      segment = this.segmentFor(bytes.byteLength)
    } catch {
      // A file that cannot be made (a full disk, its directory gone): the answer is not kept, as with a failed write.
      return false
    }
    const offset = segment.length
    segment.length += bytes.byteLength
    this.total += bytes.byteLength
    const record: Spilled = { segment, offset, bytes: bytes.byteLength, generation, expires, written: false }
    record.written = this.use(segment, bytes.byteLength, (done) =>
      fs.write(segment.fd, bytes, 0, bytes.byteLength, offset, done),
    ).then((ok) => (record.written = ok))
    // Its own copy of the address: the one given may be pieces of the request's URL, which it would keep whole.
    this.records.set(Buffer.from(address).toString(), record)
    return true
  }

  /**
   * Takes `address`'s answer out of the tier, read back from its segment; undefined when there is none, or when it
   * left the tier while it was read.
   */
  async take(address: string): Promise<Restored | undefined> {
    const record = this.records.get(address)
    if (!record) return undefined
    const { segment, offset } = record
    const bytes = Buffer.allocUnsafe(record.bytes)
    const read =
      (await record.written) &&
      (await this.use(segment, bytes.byteLength, (done) =>
        fs.read(segment.fd, bytes, 0, bytes.byteLength, offset, done),
      ))
    if (this.records.get(address) !== record) return undefined
    this.records.delete(address)
    if (!read || record.expires <= Date.now()) return undefined
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
    const record = this.records.get(address)
    return record !== undefined && record.expires > Date.now()
  }

  /** Forgets `address`'s answer (its bytes stay in their segment until it is dropped). */
  delete(address: string): void {
    this.records.delete(address)
  }

  clear(): void {
    while (this.segments.length > 0) this.dropOldest()
    this.records.clear()
  }
}
