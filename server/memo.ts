/**
 * Remembering what was worked out, for the hot paths of the searches. Both forms are pure memos: they change
 * how often `compute` runs, never what a caller gets.
 */

/**
 * `compute` once per key object, for as long as the object lives (a WeakMap). For values built from
 * catalogue rows and arrays that stay the same objects while the catalogue is kept, and are never mutated.
 */
export const oncePerObject = <K extends object, V>(compute: (key: K) => V): ((key: K) => V) => {
  const known = new WeakMap<K, V>()
  return (key) => {
    let value = known.get(key)
    if (value === undefined) {
      value = compute(key)
      known.set(key, value)
    }
    return value
  }
}

/**
 * `compute` once per key, remembering at most `bound` keys: all are forgotten at once when it is reached, so the
 * memory stays bounded whatever clients ask.
 */
export const rememberedUpTo = <K, V>(bound: number, compute: (key: K) => V): ((key: K) => V) => {
  const known = new Map<K, V>()
  return (key) => {
    let value = known.get(key)
    if (value === undefined) {
      if (known.size >= bound) known.clear()
      value = compute(key)
      known.set(key, value)
    }
    return value
  }
}
