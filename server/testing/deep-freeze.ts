/**
 * Test support: what production shares between requests and promises never to change (the search catalogue and
 * what is built from it once), frozen all the way down so that a mutation throws in tests instead of being a
 * comment. Arrays and objects are frozen; Maps and Sets are frozen and refuse `set`, `add`, `delete` and `clear`.
 */

const refuse = (): never => {
  throw new TypeError("Cannot change a shared value: it is frozen (server/testing/deep-freeze.ts)")
}

const freezeCollection = (collection: Map<unknown, unknown> | Set<unknown>): void => {
  for (const method of ["set", "add", "delete", "clear"]) {
    if (method in collection) Object.defineProperty(collection, method, { value: refuse })
  }
}

export const deepFreeze = <A>(value: A): A => {
  const seen = new WeakSet<object>()
  const visit = (item: unknown): void => {
    if (typeof item !== "object" || item === null || seen.has(item) || ArrayBuffer.isView(item)) return
    seen.add(item)
    if (item instanceof Map) {
      for (const [key, entry] of item) {
        visit(key)
        visit(entry)
      }
      freezeCollection(item)
    } else if (item instanceof Set) {
      for (const entry of item) visit(entry)
      freezeCollection(item)
    }
    for (const key of Reflect.ownKeys(item)) visit((item as Record<PropertyKey, unknown>)[key])
    Object.freeze(item)
  }
  visit(value)
  return value
}
