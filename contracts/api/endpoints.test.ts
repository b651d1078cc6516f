import { Result, Schema } from "effect"
import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { scaledRuns } from "../../tests/testing/fast-check-runs.ts"
import { validationErrorBody } from "./errors.ts"
import { requestExamples } from "./testing/examples.ts"
import { apiEndpoints } from "./openapi.ts"

type Decodable = Schema.Top & { readonly DecodingServices: never; readonly EncodingServices: never }

type Json = null | boolean | number | string | ReadonlyArray<Json> | { readonly [key: string]: Json }
type Path = ReadonlyArray<string | number>

/** Every path in a JSON value, the root included. */
const pathsOf = (value: Json, at: Path = []): Array<Path> => {
  if (Array.isArray(value)) return [at, ...value.flatMap((item, index) => pathsOf(item as Json, [...at, index]))]
  if (value !== null && typeof value === "object") {
    return [at, ...Object.entries(value).flatMap(([key, item]) => pathsOf(item as Json, [...at, key]))]
  }
  return [at]
}

/** `value` with the thing at `path` replaced (or removed, for `undefined`). */
const mutate = (value: Json, path: Path, replacement: Json | undefined): Json | undefined => {
  if (path.length === 0) return replacement
  const [head, ...rest] = path
  if (Array.isArray(value)) {
    const copy: Array<Json | undefined> = [...value]
    copy[head as number] = mutate(value[head as number] as Json, rest, replacement)
    return copy.filter((item) => item !== undefined) as Array<Json>
  }
  const copy: Record<string, Json | undefined> = { ...(value as Record<string, Json>) }
  copy[head as string] = mutate((value as Record<string, Json>)[head as string]!, rest, replacement)
  if (copy[head as string] === undefined) delete copy[head as string]
  return copy as Json
}

/** The bad values a fuzzer throws at a field: wrong types, missing, negative, fractional, huge, empty. */
const badValue: fc.Arbitrary<Json | undefined> = fc.oneof(
  fc.constantFrom<Json | undefined>(undefined, null, "", " ", -1, 0, 1.5, -0.5, 1e308, true, [], {}, "x".repeat(100_000), "2026-02-30", "<script>"),
  fc.jsonValue() as fc.Arbitrary<Json>,
  fc.array(fc.constant({ adults: 1, kids: 0 }), { minLength: 11, maxLength: 40 }),
)

/** A decode that never throws, and a refusal that is a 422 body of at most 50 fields with words in each. */
const answersSafely = (schema: Decodable, input: unknown): boolean => {
  const result = Schema.decodeUnknownResult(schema)(input, { errors: "all" })
  if (Result.isSuccess(result)) return true
  const body = validationErrorBody(result.failure.issue)
  const fields = Object.entries(body.errors)
  return fields.length > 0 && fields.length <= 50 && fields.every(([, messages]) => messages.length > 0 && messages.every((m) => m.length > 0 && m.length < 300))
}

describe("every call of the API", () => {
  it("has a unique name and a unique method and path", () => {
    expect(new Set(apiEndpoints.map((endpoint) => endpoint.name)).size).toBe(apiEndpoints.length)
    expect(new Set(apiEndpoints.map((endpoint) => `${endpoint.method} ${endpoint.path}`)).size).toBe(apiEndpoints.length)
  })

  it("names a params Schema exactly when its path has parameters", () => {
    for (const endpoint of apiEndpoints) expect(endpoint.params !== undefined, endpoint.name).toBe(endpoint.path.includes("{"))
  })

  it("with a body has an example that decodes and encodes back to itself", () => {
    for (const endpoint of apiEndpoints.filter((each) => each.body !== undefined)) {
      const schema = endpoint.body as Decodable
      const example = requestExamples[endpoint.name]
      expect(example, endpoint.name).toBeDefined()
      expect(Schema.encodeUnknownSync(schema)(Schema.decodeUnknownSync(schema)(example)), endpoint.name).toEqual(example)
    }
  })

  it("with a body answers every mutated example with a decoded value or a bounded 422, never a throw", () => {
    for (const endpoint of apiEndpoints.filter((each) => each.body !== undefined)) {
      const schema = endpoint.body as Decodable
      const example = requestExamples[endpoint.name] as Json
      const paths = pathsOf(example)
      fc.assert(
        fc.property(fc.constantFrom(...paths), badValue, (path, value) => answersSafely(schema, mutate(example, path, value))),
        { numRuns: scaledRuns(150) },
      )
    }
  })

  it("with a query or path parameters answers any text values without throwing", () => {
    const textRecord = fc.dictionary(
      fc.constantFrom("page", "per", "id", "slug", "brand", "ids", "text", "hotel_id", "type", "active_status", "promo_code", "x"),
      fc.oneof(fc.string(), fc.constantFrom("", "0", "-1", "1.5", "99999999999999999999", "1,2,x", "true", "x".repeat(10_000))),
    )
    for (const endpoint of apiEndpoints) {
      for (const schema of [endpoint.query, endpoint.params]) {
        if (schema === undefined) continue
        fc.assert(fc.property(textRecord, (input) => answersSafely(schema as Decodable, input)), { numRuns: scaledRuns(150) })
      }
    }
  })
})
