import fc from "fast-check"
import type { Endpoint } from "../../contracts/api/endpoint.ts"
import { requestExamples } from "../../contracts/api/testing/examples.ts"
import { makeOpenApiDocument } from "../../contracts/api/openapi.ts"

/**
 * Requests a hostile or careless client could send to the API, as fast-check arbitraries: bodies that
 * are the contract's own example with a few fields broken (wrong types, missing, huge, bad dates,
 * negative numbers, deep nesting, odd unicode, nulls, arrays for objects), arbitrary JSON, bytes that
 * are not JSON, the wrong content type; query strings with bad and repeated values; path parameters
 * that are not ids. Built from the contract's endpoint list, so a new call is fuzzed without edits.
 */

/** A request as the fuzz test sends it. */
export interface FuzzRequest {
  readonly method: Endpoint["method"]
  /** Path and query string, percent-encoded. */
  readonly url: string
  readonly headers: Readonly<Record<string, string>>
  readonly body?: string | Uint8Array
  /** What was broken, for the failure report. */
  readonly note: string
}

/** Bound on a generated string: long enough to hit every length check, small enough to stay fast. */
const LONG_TEXT_MAX = 5_000
/** Bodies up to this size are read; a few requests go past the 64 KiB limit on purpose. */
const BODY_NEAR_LIMIT = 60_000
const BODY_OVER_LIMIT = 70_000
/** Deep enough to trip a recursive decoder, small enough to stay under the body limit. */
const MAX_NESTING = 5_000

/**
 * Nested arrays or objects as JSON text, `depth` levels deep: written out rather than stringified, as
 * JSON.stringify itself runs out of stack a few thousand levels down.
 */
export const nestedJson = (depth: number, kind: "array" | "object"): string =>
  kind === "array" ? `${"[".repeat(depth)}1${"]".repeat(depth)}` : `${'{"a":'.repeat(depth)}1${"}".repeat(depth)}`

/** Nested arrays or objects, `depth` levels deep, around `leaf` (keep it shallow enough to stringify). */
export const nested = (depth: number, kind: "array" | "object", leaf: unknown = 1): unknown => {
  let value: unknown = leaf
  for (let level = 0; level < depth; level++) value = kind === "array" ? [value] : { a: value }
  return value
}

const TRICKY_TEXT = [
  "",
  " ",
  "\t\n",
  "null",
  "undefined",
  "NaN",
  "-1",
  "0",
  "1e999",
  "true",
  "\u0000",
  "\uD800",
  "\uFEFF",
  "\u202Eevil",
  "Zoë Ndlovu-Müller",
  "𝕳𝖔𝖙𝖊𝖑 😀",
  "ß".repeat(60),
  "<script>alert(1)</script>",
  "' OR 1=1 --",
  "'; drop table bookings; --",
  "${7*7}{{7*7}}",
  "../../../../etc/passwd",
  "%00%2e%2e%2f",
  "__proto__",
  "constructor",
  "a@b",
  "+27 82 123 4567",
  "0027821234567",
  "00000000000000000000000000",
]

const BAD_DATES = [
  "2030-02-30",
  "2030-13-01",
  "2030-00-10",
  "0000-00-00",
  "0999-12-31",
  "9999-12-31",
  "2030-3-4",
  "04/03/2030",
  "2030-03-04T25:00:00Z",
  "2030-03-04T12:00:00+99:00",
  "2030-03-04T12:00:00.1234567890Z",
  "2030-03-04T12:00:00+02:00 ",
  "1970-01-01",
  "2000-01-01T12:00:00+02:00",
  "yesterday",
  "+275760-09-13",
  // issue 22 §5: what PostgreSQL's date input reads as a date of its own, and what it refuses with an error
  "infinity",
  "-infinity",
  "epoch",
  "today",
  "tomorrow",
  "now",
  "abc",
  "0000-01-01",
  "17/05/1990",
]

const NUMBERS = [-1, 0, 1, -0.5, 1.5, 11, 101, 10_001, -2_147_483_649, 2_147_483_648, Number.MAX_SAFE_INTEGER + 2, 1e308, -1e308, 5e-324]

/** Values every field of a body gets once, before the random ones: each kind of wrong a field can be. */
export const FIELD_CLASSICS: ReadonlyArray<unknown> = [null, true, [], {}, ...NUMBERS, ...TRICKY_TEXT, ...BAD_DATES, "x".repeat(300), "a\u0000b"]

const jsonLeaf: fc.Arbitrary<unknown> = fc.oneof(
  fc.constant(null),
  fc.boolean(),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.string({ maxLength: 20 }),
)

/** A JSON value of any shape, small. */
export const anyJson: fc.Arbitrary<unknown> = fc.jsonValue({ maxDepth: 3 })

/** One value to put where a field was: of the wrong type, out of range, malformed, huge or strange. */
export const nastyValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.constant(null),
  fc.boolean(),
  fc.constantFrom(...NUMBERS),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.constantFrom(...TRICKY_TEXT),
  fc.constantFrom(...BAD_DATES),
  fc.string({ unit: "binary", maxLength: 40 }),
  fc.string({ unit: "grapheme", maxLength: 40 }),
  fc.integer({ min: 101, max: LONG_TEXT_MAX }).map((length) => "x".repeat(length)),
  fc.array(jsonLeaf, { maxLength: 4 }),
  fc.dictionary(fc.string({ maxLength: 8 }), jsonLeaf, { maxKeys: 4 }),
  // Own "__proto__" and "constructor" keys, as JSON.parse makes them: prototype pollution attempts.
  fc.constant(JSON.parse('{"__proto__":{"polluted":true},"constructor":{"prototype":{"polluted":true}}}') as unknown),
  fc.tuple(fc.integer({ min: 10, max: 500 }), fc.constantFrom("array" as const, "object" as const)).map(([depth, kind]) => nested(depth, kind)),
)

type Path = ReadonlyArray<string | number>

/** Every path inside a JSON value (its fields and items, at any depth), the root excluded. */
export const pathsOf = (value: unknown, prefix: Path = []): ReadonlyArray<Path> => {
  if (Array.isArray(value)) return value.flatMap((item, index) => [[...prefix, index], ...pathsOf(item, [...prefix, index])])
  if (typeof value === "object" && value !== null) {
    return Object.entries(value).flatMap(([key, item]) => [[...prefix, key], ...pathsOf(item, [...prefix, key])])
  }
  return []
}

const clone = (value: unknown): unknown => JSON.parse(JSON.stringify(value)) as unknown

export type Mutation = { readonly path: Path; readonly op: "delete" } | { readonly path: Path; readonly op: "set"; readonly value: unknown }

/** `value` with the mutations applied (a deep copy; paths that no longer exist are skipped). */
export const mutate = (value: unknown, mutations: ReadonlyArray<Mutation>): unknown => {
  const copy = clone(value)
  for (const mutation of mutations) {
    let parent: unknown = copy
    for (const segment of mutation.path.slice(0, -1)) {
      parent = typeof parent === "object" && parent !== null ? (parent as Record<string | number, unknown>)[segment] : undefined
    }
    if (typeof parent !== "object" || parent === null) continue
    const key = mutation.path[mutation.path.length - 1]!
    const target = parent as Record<string | number, unknown>
    // A copy of the value too: fast-check hands out the same constant objects again and again.
    if (mutation.op === "set") target[key] = mutation.value === undefined ? undefined : clone(mutation.value)
    else if (Array.isArray(target)) target.splice(Number(key), 1)
    else delete target[key]
  }
  return copy
}

const describeMutation = (mutation: Mutation): string => {
  const at = mutation.path.join(".")
  if (mutation.op === "delete") return `-${at}`
  const shown = JSON.stringify(mutation.value) ?? String(mutation.value)
  return `${at}=${shown.length > 60 ? `${shown.slice(0, 60)}…(${shown.length})` : shown}`
}

const JSON_HEADERS = { "Content-Type": "application/json" }

/** A JSON body and what was broken in it. */
const jsonBodies = (example: unknown): fc.Arbitrary<{ readonly body: string; readonly headers: Record<string, string>; readonly note: string }> => {
  const paths = pathsOf(example)
  const mutation: fc.Arbitrary<Mutation> =
    paths.length === 0
      ? fc.constant({ path: ["unexpected"], op: "set", value: null } as Mutation)
      : fc.oneof(
          fc.record({ path: fc.constantFrom(...paths), op: fc.constant("delete" as const) }),
          fc.record({ path: fc.constantFrom(...paths), op: fc.constant("set" as const), value: nastyValue }),
        )
  const mutated = fc.array(mutation, { minLength: 1, maxLength: 3 }).map((mutations) => ({
    body: JSON.stringify(mutate(example, mutations)),
    headers: JSON_HEADERS,
    note: `example with ${mutations.map(describeMutation).join(", ")}`,
  }))
  const wholeBody = fc.oneof(
    anyJson.map((value) => ({ body: JSON.stringify(value) ?? "null", note: "arbitrary JSON" })),
    nastyValue.map((value) => ({ body: JSON.stringify(value) ?? "null", note: "a nasty value as the whole body" })),
    fc
      .tuple(fc.integer({ min: 100, max: MAX_NESTING }), fc.constantFrom("array" as const, "object" as const))
      .map(([depth, kind]) => ({ body: nestedJson(depth, kind), note: `${kind}s nested ${depth} deep` })),
  ).map(({ body, note }) => ({ body, headers: JSON_HEADERS, note }))
  const exampleText = JSON.stringify(example ?? {})
  const notJson = fc.oneof(
    fc.integer({ min: 0, max: Math.max(0, exampleText.length - 1) }).map((cut) => ({ body: exampleText.slice(0, cut), headers: JSON_HEADERS, note: `example cut at ${cut}` })),
    fc.string({ maxLength: 50 }).map((body) => ({ body, headers: JSON_HEADERS, note: "text sent as JSON" })),
    fc.constantFrom("application/x-www-form-urlencoded", "text/plain", "multipart/form-data; boundary=x", "application/json-patch", "").map((type) => ({
      body: exampleText,
      headers: type === "" ? {} : { "Content-Type": type },
      note: `content type "${type}"`,
    })),
    fc.constant({ body: exampleText, headers: { "Content-Type": "application/json; charset=utf-16" }, note: "JSON claiming UTF-16" }),
  )
  const sized = fc.oneof(
    fc.integer({ min: 1_000, max: BODY_NEAR_LIMIT }).map((length) => ({
      body: JSON.stringify(mutate(example, paths.length === 0 ? [] : [{ path: paths[0]!, op: "set", value: "y".repeat(length) }])),
      headers: JSON_HEADERS,
      note: `a ${length}-character field`,
    })),
    fc.constant({ body: JSON.stringify({ padding: "z".repeat(BODY_OVER_LIMIT) }), headers: JSON_HEADERS, note: "a body over 64 KiB" }),
  )
  return fc.oneof({ arbitrary: mutated, weight: 6 }, { arbitrary: wholeBody, weight: 2 }, { arbitrary: notJson, weight: 2 }, { arbitrary: sized, weight: 1 })
}

/** Raw bytes that are not UTF-8, sent as JSON. */
const invalidUtf8 = fc.constant({ body: new Uint8Array([0x7b, 0x22, 0xff, 0xfe, 0x22, 0x3a, 0xc3, 0x28, 0x7d]), headers: JSON_HEADERS, note: "bytes that are not UTF-8" })

// Code units, not code points: a surrogate without its partner.
const loneSurrogate = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g

/**
 * Percent-encodes `text` as a URL component; a lone surrogate (which encodeURIComponent refuses) is
 * written as the bytes a careless encoder would send for it (CESU-8), which are not valid UTF-8.
 */
export const encodeComponent = (text: string): string => text.split(loneSurrogate).map(encodeURIComponent).join("%ED%A0%80")

const PARAM_VALUES = [
  "0",
  "-1",
  "1.5",
  "1e3",
  "99999999999999999999",
  "00000000-0000-0000-0000-000000000000",
  "3f1c2a9e-6b1d-4c4f-9a57-2a0e8f6f1d42",
  "3F1C2A9E-6B1D-4C4F-9A57-2A0E8F6F1D42",
  "not-a-uuid",
  "festive-escape",
  "null",
  "..",
  "%",
  " ",
  "😀",
  "a".repeat(300),
]

/** A path parameter's value, percent-encoded (and sometimes malformed encoding). */
const paramValue: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(...PARAM_VALUES).map(encodeComponent),
  fc.string({ unit: "binary", minLength: 1, maxLength: 40 }).map(encodeComponent),
  fc.integer().map(String),
  fc.constantFrom("%E0%A4%A", "%ZZ", "%00", "..%2F..%2Fetc%2Fpasswd", "%C0%AE%C0%AE"),
)

/** A query value: tricky text, bad numbers, long strings. */
const queryValue: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(...TRICKY_TEXT, ...BAD_DATES, ...NUMBERS.map(String), "1,2,x", ",,", "1,".repeat(200), "true", "false", "TRUE", "yes"),
  fc.string({ unit: "binary", maxLength: 40 }),
  fc.integer({ min: 101, max: 3_000 }).map((length) => "q".repeat(length)),
)

/** A query string over the call's own parameters and strangers, with repeats and bracket forms. */
const queryString = (names: ReadonlyArray<string>): fc.Arbitrary<string> => {
  const name = fc.oneof(
    { arbitrary: names.length === 0 ? fc.constant("page") : fc.constantFrom(...names), weight: 4 },
    { arbitrary: fc.constantFrom("__proto__", "constructor", "x", "page[]", "per[0]", ""), weight: 1 },
  )
  return fc
    .array(fc.tuple(name, queryValue), { minLength: 1, maxLength: 5 })
    .map((pairs) => pairs.map(([key, value]) => `${encodeComponent(key)}=${encodeComponent(value)}`).join("&"))
}

export interface EndpointShape {
  readonly pathParams: ReadonlyArray<string>
  readonly queryParams: ReadonlyArray<string>
}

/** The path and query parameter names of each call, from the OpenAPI document built from the contract. */
export const endpointShapes = (endpoints: ReadonlyArray<Endpoint>): ReadonlyMap<Endpoint, EndpointShape> => {
  const document = makeOpenApiDocument(endpoints)
  return new Map(
    endpoints.map((endpoint) => {
      const operation = document.paths[endpoint.path]![endpoint.method.toLowerCase()] as { parameters?: ReadonlyArray<{ name: string; in: string }> }
      const parameters = operation.parameters ?? []
      return [
        endpoint,
        {
          pathParams: parameters.filter((parameter) => parameter.in === "path").map((parameter) => parameter.name),
          queryParams: parameters.filter((parameter) => parameter.in === "query").map((parameter) => parameter.name),
        },
      ] as const
    }),
  )
}

/** A plausible value for each path parameter, so the body or query is what gets fuzzed. */
const PLAUSIBLE_PARAMS: Readonly<Record<string, string>> = { id: "3f1c2a9e-6b1d-4c4f-9a57-2a0e8f6f1d42", slug: "festive-escape" }

/** Bad requests for one call of the API. */
export const badRequests = (endpoint: Endpoint, shape: EndpointShape): fc.Arbitrary<FuzzRequest> => {
  const plausiblePath = (values: Readonly<Record<string, string>> = {}) =>
    shape.pathParams.reduce((path, name) => path.replace(`{${name}}`, values[name] ?? PLAUSIBLE_PARAMS[name] ?? "1"), endpoint.path)
  const example = requestExamples[endpoint.name]

  const withBadParams: fc.Arbitrary<FuzzRequest> =
    shape.pathParams.length === 0
      ? fc.constant({ method: endpoint.method, url: endpoint.path, headers: {}, note: "no parameters" })
      : fc.record(Object.fromEntries(shape.pathParams.map((name) => [name, paramValue])) as Record<string, fc.Arbitrary<string>>).map((values) => ({
          method: endpoint.method,
          url: plausiblePath(values),
          headers: endpoint.body === undefined ? {} : JSON_HEADERS,
          ...(endpoint.body === undefined ? {} : { body: JSON.stringify(example ?? {}) }),
          note: `path ${JSON.stringify(values)}`,
        }))

  const withBadQuery: fc.Arbitrary<FuzzRequest> = queryString(shape.queryParams).map((query) => ({
    method: endpoint.method,
    url: `${plausiblePath()}?${query}`,
    headers: endpoint.body === undefined ? {} : JSON_HEADERS,
    ...(endpoint.body === undefined ? {} : { body: JSON.stringify(example ?? {}) }),
    note: `query ${query.length > 120 ? `${query.slice(0, 120)}…` : query}`,
  }))

  // Calls without a body get bodies anyway: they must ignore or refuse them, never fail.
  const withBadBody: fc.Arbitrary<FuzzRequest> = fc.oneof({ arbitrary: jsonBodies(example ?? {}), weight: 10 }, { arbitrary: invalidUtf8, weight: 1 }).map((body) => ({
    method: endpoint.method,
    url: plausiblePath(),
    ...body,
  }))

  // fetch sends no body with GET.
  const weights =
    endpoint.body !== undefined
      ? { body: 8, query: 1, params: shape.pathParams.length === 0 ? 0 : 2 }
      : { body: endpoint.method === "GET" ? 0 : 1, query: shape.queryParams.length === 0 ? 1 : 6, params: shape.pathParams.length === 0 ? 0 : 4 }
  return fc.oneof(
    ...(weights.body === 0 ? [] : [{ arbitrary: withBadBody, weight: weights.body }]),
    { arbitrary: withBadQuery, weight: weights.query },
    ...(weights.params === 0 ? [] : [{ arbitrary: withBadParams, weight: weights.params }]),
  )
}
