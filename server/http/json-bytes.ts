/**
 * JSON written straight into bytes, for the large answers of the searches.
 *
 * Why not a string: an answer built by concatenation is a tree of pieces that Node must flatten, measure
 * (Content-Length) and encode to UTF-8 before the socket sees it; for a room search that cost as much as
 * building the text (about 27 µs of 190, measured with `npm run bench:api`). Here the bytes are written once,
 * pieces that repeat from answer to answer are copied from bytes encoded once, and the answer goes to the
 * socket as it is.
 *
 * One writer serves the whole process: an answer is written synchronously from start to `take()`, which
 * hands out a copy, so nothing written for one answer can show in another.
 */

/** Room for the largest usual answers (a room search is 2–12 KB); it grows when an answer needs more. */
const INITIAL_CAPACITY = 64 * 1024

/**
 * Short-lived answers are cut from slabs this large, as Node cuts its small buffers from a pool: a memory of its
 * own for every 8 KB answer cost 2 % of a room search's CPU. A slab is freed when its last answer is.
 */
const SLAB_SIZE = 256 * 1024
/** Larger answers get memory of their own, so one never keeps a slab mostly empty. */
const LARGEST_SLAB_CUT = SLAB_SIZE / 8

/** Text that JSON.stringify writes unchanged between quotes: printable ASCII but the quote and the backslash. */
const isPlainCode = (code: number): boolean => code >= 0x20 && code <= 0x7e && code !== 0x22 && code !== 0x5c

export class JsonBytes {
  private buffer: Buffer = Buffer.allocUnsafe(INITIAL_CAPACITY)
  private length = 0

  /** Bytes already encoded: a fragment kept from an earlier answer. */
  bytes(fragment: Uint8Array): this {
    this.reserve(fragment.length)
    this.buffer.set(fragment, this.length)
    this.length += fragment.length
    return this
  }

  /** JSON text the caller knows is ASCII: punctuation, keys, numbers, escaped text. */
  ascii(text: string): this {
    const count = text.length
    this.reserve(count)
    const buffer = this.buffer
    let at = this.length
    for (let index = 0; index < count; index++) buffer[at++] = text.charCodeAt(index)
    this.length = at
    return this
  }

  /** A string value exactly as JSON.stringify writes it, quotes and escapes included. */
  string(text: string): this {
    const count = text.length
    this.reserve(count + 2)
    const buffer = this.buffer
    const start = this.length
    let at = start
    buffer[at++] = 0x22
    for (let index = 0; index < count; index++) {
      const code = text.charCodeAt(index)
      // Anything to escape or to encode in several bytes: start again the general way.
      if (!isPlainCode(code)) return this.utf8(JSON.stringify(text), start)
      buffer[at++] = code
    }
    buffer[at++] = 0x22
    this.length = at
    return this
  }

  /** A finite number, as JSON writes it (every number of the wire is finite). */
  number(value: number): this {
    return this.ascii(`${value}`)
  }

  private slab: Buffer<ArrayBuffer> = Buffer.allocUnsafeSlow(0)
  private slabUsed = 0

  /** Everything written since the last take, as bytes of their own, to keep; the writer starts empty again. */
  take(): Buffer<ArrayBuffer> {
    const kept = Buffer.allocUnsafeSlow(this.length)
    this.buffer.copy(kept, 0, 0, this.length)
    this.length = 0
    return kept
  }

  /**
   * Everything written since the last take, for an answer that is sent and dropped: cut from a shared slab (never
   * from memory another answer still uses), so it must not be kept, or it keeps the slab. Starts empty again.
   */
  takeShortLived(): Buffer<ArrayBuffer> {
    const size = this.length
    if (size > LARGEST_SLAB_CUT) return this.take()
    if (this.slabUsed + size > this.slab.length) {
      this.slab = Buffer.allocUnsafeSlow(SLAB_SIZE)
      this.slabUsed = 0
    }
    const answer = this.slab.subarray(this.slabUsed, this.slabUsed + size)
    this.buffer.copy(answer, 0, 0, size)
    this.slabUsed += size
    this.length = 0
    return answer
  }

  /** Abandons what was written since the last take (an answer that failed half-way). */
  reset(): void {
    this.length = 0
  }

  /** What `write` writes, as bytes to keep (take); when it throws, nothing it wrote is left behind. */
  written(write: (out: JsonBytes) => void): Buffer<ArrayBuffer> {
    return this.capture(write, () => this.take())
  }

  /** What `write` writes, as a short-lived answer (takeShortLived); when it throws, nothing it wrote is left behind. */
  writtenShortLived(write: (out: JsonBytes) => void): Buffer<ArrayBuffer> {
    return this.capture(write, () => this.takeShortLived())
  }

  private capture(write: (out: JsonBytes) => void, take: () => Buffer<ArrayBuffer>): Buffer<ArrayBuffer> {
    try {
      write(this)
      return take()
    } catch (error) {
      this.reset()
      throw error
    }
  }

  /** `text` as UTF-8 from byte `at` on (JSON.stringify's output: already quoted and escaped). */
  private utf8(text: string, at: number): this {
    this.length = at
    // UTF-8 takes at most three bytes for each UTF-16 code unit.
    this.reserve(text.length * 3)
    this.length += this.buffer.write(text, this.length, "utf8")
    return this
  }

  private reserve(count: number): void {
    const needed = this.length + count
    if (needed <= this.buffer.length) return
    const grown = Buffer.allocUnsafe(Math.max(needed, this.buffer.length * 2))
    this.buffer.copy(grown, 0, 0, this.length)
    this.buffer = grown
  }
}

