import { describe, expect, it } from "vitest"
import { oncePerObject, rememberedUpTo } from "./memo.ts"

describe("memos", () => {
  it("compute once per key object", () => {
    let calls = 0
    const sizeOf = oncePerObject((list: ReadonlyArray<number>) => (calls += 1, list.length))
    const list = [1, 2, 3]
    expect([sizeOf(list), sizeOf(list), sizeOf([1, 2, 3])]).toEqual([3, 3, 3])
    expect(calls).toBe(2)
  })

  it("remember at most their bound of keys, forgetting all at once, and always answer the same", () => {
    let calls = 0
    const double = rememberedUpTo(2, (n: number) => (calls += 1, n * 2))
    expect([double(1), double(1), double(2)]).toEqual([2, 2, 4])
    expect(calls).toBe(2)
    expect(double(3)).toBe(6)
    expect(calls).toBe(3)
    expect(double(1)).toBe(2)
    expect(calls).toBe(4)
  })
})
