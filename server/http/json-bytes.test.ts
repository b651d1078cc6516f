import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { scaledRuns } from "../../tests/testing/fast-check-runs.ts"
import { JsonBytes } from "./json-bytes.ts"

/** Text of every kind: what JSON must escape, non-ASCII, astral characters and lone surrogates. */
const anyText = fc.oneof(fc.string({ unit: "binary" }), fc.string({ unit: "grapheme" }), fc.string({ unit: fc.constantFrom('"', "\\", "\u0000", "\u001f", "\u007f", "\ud800", "é", "a") }))

describe("JSON written as bytes", () => {
  it("writes any string as the UTF-8 of what JSON.stringify writes", () => {
    const out = new JsonBytes()
    fc.assert(
      fc.property(anyText, (text) => {
        expect(out.string(text).take()).toEqual(Buffer.from(JSON.stringify(text), "utf8"))
      }),
      { numRuns: scaledRuns(2_000) },
    )
  })

  it("writes strings, ASCII text, numbers and fragments in order, as one JSON text", () => {
    const out = new JsonBytes()
    out.ascii('{"a":').string("x—y").ascii(',"b":').number(-12.5).ascii(',"c":').bytes(Buffer.from('["é"]', "utf8")).ascii("}")
    expect(JSON.parse(out.take().toString("utf8"))).toEqual({ a: "x—y", b: -12.5, c: ["é"] })
  })

  it("grows past its first capacity without losing what was written", () => {
    const out = new JsonBytes()
    const long = "ab\u00e9".repeat(50_000)
    out.ascii("[").string(long).ascii(",").string(long).ascii("]")
    expect(JSON.parse(out.take().toString("utf8"))).toEqual([long, long])
  })

  it("hands out bytes of their own: what is written later never changes an answer already taken", () => {
    const out = new JsonBytes()
    const first = out.string("first").take()
    out.string("later").take()
    expect(first.toString("utf8")).toBe('"first"')
  })

  it("starts empty after take and after reset", () => {
    const out = new JsonBytes()
    out.ascii("abandoned")
    out.reset()
    expect(out.ascii("1").take().toString()).toBe("1")
    expect(out.take().length).toBe(0)
  })
})

describe("bytes of one writing", () => {
  it("are what the writing wrote, kept or short-lived", () => {
    const out = new JsonBytes()
    expect(out.written((bytes) => bytes.ascii("[").number(1).ascii("]")).toString()).toBe("[1]")
    expect(out.writtenShortLived((bytes) => bytes.string("two")).toString()).toBe('"two"')
  })

  it("leave nothing behind when the writing throws half-way", () => {
    const out = new JsonBytes()
    for (const take of [(write: (bytes: JsonBytes) => void) => out.written(write), (write: (bytes: JsonBytes) => void) => out.writtenShortLived(write)]) {
      expect(() =>
        take((bytes) => {
          bytes.ascii("half")
          throw new Error("unreadable")
        }),
      ).toThrow("unreadable")
      expect(out.written((bytes) => bytes.ascii("whole")).toString()).toBe("whole")
    }
  })
})

describe("short-lived answers", () => {
  it("never share bytes: each keeps what was written for it, however many are cut from one slab", () => {
    const out = new JsonBytes()
    const answers = Array.from({ length: 2_000 }, (_, index) => out.string(`answer ${index} `.repeat(index % 50)).takeShortLived())
    answers.forEach((answer, index) => expect(answer.toString("utf8")).toBe(JSON.stringify(`answer ${index} `.repeat(index % 50))))
  })

  it("gives a large answer memory of its own", () => {
    const out = new JsonBytes()
    const large = "x".repeat(100_000)
    const answer = out.string(large).takeShortLived()
    expect(answer.toString("utf8")).toBe(JSON.stringify(large))
    expect(answer.byteOffset).toBe(0)
    expect(answer.buffer.byteLength).toBe(answer.length)
  })
})
