import { resized } from './resized'

/**
 * Many lists of whole numbers (each in no order) in one Int32Array: list n holds entries from(n) … to(n) of `data`,
 * with room up to start[n] + room[n]. A `number[]` per list costs 8 bytes an entry plus its spare capacity and
 * some 40 bytes of headers, so 100,000 arcades' word postings and members of states, cities and ZIP codes cost
 * several times what they hold (docs/decisions/0050-compact-search-index.md). A list that outgrows its room moves to
 * the end of the pool with room to spare; the room it left is reclaimed when the pool is full, by copying the lists
 * into a new pool in list order.
 */
export class ListPool {
  data = new Int32Array(0)
  private start = new Uint32Array(0)
  private length = new Uint32Array(0)
  private room = new Uint32Array(0)
  /** Entries of the pool handed out so far (rooms, including those left behind by moved lists). */
  private end = 0

  /** How many lists there is space for: list numbers below this are valid (a list never used is empty). */
  get lists(): number {
    return this.start.length
  }

  /** Makes list numbers up to `count` - 1 valid. */
  reserve(count: number): void {
    if (count <= this.start.length) return
    const size = Math.max(count, 16, this.start.length + (this.start.length >> 2))
    this.start = resized(this.start, size)
    this.length = resized(this.length, size)
    this.room = resized(this.room, size)
  }

  from(n: number): number {
    return this.start[n]!
  }
  to(n: number): number {
    return this.start[n]! + this.length[n]!
  }
  size(n: number): number {
    return this.length[n]!
  }
  /** List n as a view into the pool, good until the next change of any list. */
  view(n: number): Int32Array {
    return this.data.subarray(this.from(n), this.to(n))
  }

  push(n: number, value: number): void {
    if (this.length[n] === this.room[n]) this.move(n, this.length[n]! + Math.max(4, this.length[n]! >> 2))
    this.data[this.start[n]! + this.length[n]!++] = value
  }
  /** Takes one entry equal to `value` out of list n (the list's last entry takes its place). */
  delete(n: number, value: number): void {
    this.deleteWhere(n, (entry) => entry === value)
  }
  /** Takes the first entry `test` is true for out of list n; throws when there is none. */
  deleteWhere(n: number, test: (entry: number) => boolean): void {
    const from = this.start[n]!
    const last = from + this.length[n]! - 1
    let at = from
    while (at <= last && !test(this.data[at]!)) at++
    if (at > last) throw new Error(`list ${n} has no such entry`)
    this.data[at] = this.data[last]!
    this.length[n]!--
  }
  /** Empties list n and gives its room up. */
  clear(n: number): void {
    this.length[n] = 0
    this.room[n] = 0
  }

  /** Copies the lists, in list order, into a pool with just their entries and `spare` entries more at its end. */
  pack(spare = 0): void {
    this.copy(spare, false)
  }

  /**
   * Copies the lists, in list order, into a new pool with `spare` entries more at its end; each list keeps its room
   * (`keepRooms`: the pool is full, and lists that just grew will grow again) or has just its entries.
   */
  private copy(spare: number, keepRooms: boolean): void {
    let held = 0
    for (let n = 0; n < this.lists; n++) held += keepRooms ? this.room[n]! : this.length[n]!
    const data = new Int32Array(held + spare)
    let at = 0
    for (let n = 0; n < this.lists; n++) {
      data.set(this.data.subarray(this.start[n], this.start[n]! + this.length[n]!), at)
      this.start[n] = at
      if (!keepRooms) this.room[n] = this.length[n]!
      at += this.room[n]!
    }
    this.data = data
    this.end = at
  }

  /** Gives list n a room of `room` entries at the end of the pool, copying the pool first when it is full. */
  private move(n: number, room: number): void {
    if (this.end + room > this.data.length) this.copy(Math.max(1024, this.end >> 2) + room, true)
    this.data.copyWithin(this.end, this.start[n]!, this.start[n]! + this.length[n]!)
    this.start[n] = this.end
    this.room[n] = room
    this.end += room
  }
}
