/**
 * Deterministic randomness for the seed: the same key always gives the same numbers, on every
 * machine and Node version (no Math.random). Values are keyed by what they describe (a hotel
 * code, a room type, a day), not drawn from one shared stream, so seeding fewer hotels or fewer
 * days gives the very same rows for what it does seed, and a later calendar extension agrees with
 * the first seeding.
 */

/** FNV-1a, 32 bits: a fast, well-spread hash of a text key. */
export const hashText = (text: string): number => {
  let hash = 0x811c9dc5
  for (let index = 0; index < text.length; index++) {
    hash ^= text.charCodeAt(index)
    hash = Math.imul(hash, 0x01000193)
  }
  return hash >>> 0
}

/** mulberry32: a small PRNG with a 32-bit state, returning numbers in [0, 1). */
export const mulberry32 = (seed: number): (() => number) => {
  let state = seed >>> 0
  return () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

/** A random stream for a key made of parts, e.g. `randomFor(seed, "hotel", "830")`. */
export const randomFor = (...parts: ReadonlyArray<string | number>): (() => number) => mulberry32(hashText(parts.join("|")))

/** One number in [0, 1) for a key. */
export const unitFor = (...parts: ReadonlyArray<string | number>): number => randomFor(...parts)()

/** A whole number in [min, max] from a stream. */
export const intBetween = (random: () => number, min: number, max: number): number => min + Math.floor(random() * (max - min + 1))

/** Keyed randomness under one seed: another seed gives another, equally deterministic, world. */
export interface SeededRandom {
  readonly stream: (...parts: ReadonlyArray<string | number>) => () => number
  readonly unit: (...parts: ReadonlyArray<string | number>) => number
}

export const seededRandom = (seed: number): SeededRandom => ({
  stream: (...parts) => randomFor(seed, ...parts),
  unit: (...parts) => unitFor(seed, ...parts),
})
