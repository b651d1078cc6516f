import { MatchersV3, type TemplateHeaders } from "@pact-foundation/pact"
import { OTP_PATTERN, REFERENCE_PATTERN } from "../../api/bookings.ts"
import { AMOUNT_PATTERN, CALENDAR_DATE_JSON_PATTERN, INSTANT_JSON_PATTERN, UUID_PATTERN } from "../../api/common.ts"

/**
 * The shapes the website reads, as Pact matchers (Pact specification V4): types and the contract's own patterns
 * (contracts/api/), so a pact states the form of a value and not our seed's value. The examples are what the mock
 * server answers the adapter; a provider may answer any value of the same form.
 */

const { regex, integer, number, string, boolean, atLeastLike } = MatchersV3
/** `number` is any JSON number (a coordinate may be written without decimals); `integer` a whole one. */
export { boolean, integer, number, string }

const source = (pattern: RegExp | string): string => (typeof pattern === "string" ? pattern : pattern.source)

/** A text of the form `pattern`. */
export const matching = (pattern: RegExp | string, example: string) => regex(source(pattern), example)

/** A calendar date as the contract reads one: YYYY-MM-DD or an ISO date-time (answers write noon, +02:00). */
export const calendarDate = (example: string) => matching(CALENDAR_DATE_JSON_PATTERN, example)
/** An instant: an ISO date-time with Z or an offset. */
export const instant = (example: string) => matching(INSTANT_JSON_PATTERN, example)
export const uuid = (example: string) => matching(UUID_PATTERN, example)
/** A booking or room reference: letters, digits and dashes. */
export const reference = (example: string) => matching(REFERENCE_PATTERN, example)
/** An amount as text, "1,250.00". */
export const amount = (example: string) => matching(AMOUNT_PATTERN, example)
export const otp = (example: string) => matching(OTP_PATTERN, example)
/** Whole seconds, as Retry-After gives them. */
export const seconds = (example: string) => matching(/^\d+$/, example)

/** A list of at least one item shaped like `item` (the example shows one). */
export const listOf = <T>(item: T) => atLeastLike(item, 1, 1)
/** A list that may be empty; the example shows one item, so the pact still states an item's shape. */
export const listMaybeEmpty = <T>(item: T) => atLeastLike(item, 0, 1)

/**
 * A value the provider state gives (`${name}` of its answer), of the form `pattern`: the pact keeps `example`, the
 * mock server checks the website sent that form, and a verifier sends the state's own value.
 */
export const fromState = (name: string, pattern: RegExp | string, example: string) => ({
  "pact:matcher:type": "regex",
  regex: source(pattern),
  "pact:generator:type": "ProviderState",
  expression: `\${${name}}`,
  value: example,
})

/** A calendar date the provider state gives (a stay counted from the provider's today). */
export const dateFromState = (name: string, example: string) => fromState(name, CALENDAR_DATE_JSON_PATTERN, example)

/** A path with a value from the provider state in it: `pathFromState("/bookings/${uuid}", /^\/bookings\/[^/]+$/, example)`. */
export const pathFromState = (expression: string, pattern: RegExp, example: string) => ({
  "pact:matcher:type": "regex",
  regex: pattern.source,
  "pact:generator:type": "ProviderState",
  expression,
  value: example,
})

// Values that may be null.

const NULLABLE = Symbol("nullable")

/** A matcher made by pact-js (integration format) of a text, number or boolean. */
type PactMatcher = MatchersV3.Matcher<string> | MatchersV3.Matcher<number> | MatchersV3.Matcher<boolean>

interface Nullable {
  readonly [NULLABLE]: true
  readonly like: PactMatcher
  /** Further forms the value may take besides `like`'s and null. */
  readonly others?: ReadonlyArray<Rule>
}

/**
 * A text, number or boolean of `like`'s form, or null (Pact's OR of the two matchers); the example shows the value.
 * Not for objects: Pact compares an object with null as a type mismatch before any rule, so a pact cannot say
 * "this object or null"; the provider states promise the objects instead (contracts/README.md "Provider states").
 */
export const orNull = (like: PactMatcher): Nullable => ({ [NULLABLE]: true, like })

/**
 * A content field's value (contracts/README.md "Content"): text, a number, true or false, or null, whichever its
 * field's kind holds (Pact cannot tie a value's type to a sibling's); the example shows text.
 */
export const scalarOrNull = (example: string): Nullable => ({ [NULLABLE]: true, like: string(example), others: [{ match: "number" }, { match: "boolean" }] })

const isNullable = (value: unknown): value is Nullable => typeof value === "object" && value !== null && NULLABLE in value

type Rule = Readonly<Record<string, unknown>>

const isMatcher = (value: unknown): boolean => typeof value === "object" && value !== null && "pact:matcher:type" in value

/** The matching rule an integration-format matcher (`{ "pact:matcher:type": ... }`) stands for. */
const ruleOf = (like: PactMatcher): Rule => {
  const { "pact:matcher:type": match, value: _example, "pact:generator:type": _generator, ...options } = like as unknown as Record<string, unknown>
  return { match, ...options }
}

/** The example a matcher holds. */
const exampleOf = (like: PactMatcher): unknown => (like as unknown as Record<string, unknown>)["value"]

/**
 * The body with every `orNull` replaced by its example, and the OR rules for their JSON paths. A list matcher's
 * items are under `[*]`, so the rules hold for every item a provider answers.
 */
const splitNullables = (value: unknown, path: string, rules: Record<string, Rule>): unknown => {
  if (isNullable(value)) {
    rules[path] = { combine: "OR", matchers: [ruleOf(value.like), ...(value.others ?? []), { match: "null" }] }
    return exampleOf(value.like)
  }
  if (Array.isArray(value)) return value.map((item) => splitNullables(item, `${path}[*]`, rules))
  if (typeof value !== "object" || value === null) return value
  if (isMatcher(value)) {
    const matcher = value as Record<string, unknown>
    return Array.isArray(matcher["value"]) ? { ...matcher, value: splitNullables(matcher["value"], path, rules) } : matcher
  }
  return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, splitNullables(item, `${path}.${key}`, rules)]))
}

/** What jsonAnswer uses of pact-js's V4 response builder (its type is not exported). */
interface ResponseBuilder {
  readonly headers: (headers: TemplateHeaders) => unknown
  readonly jsonBody: (body: unknown) => unknown
}

/** The mock server's hook for rules pact-js has no builder for (its matchingRules() cannot combine with OR). */
interface ResponseRules {
  readonly interaction?: { readonly withResponseMatchingRules?: (rules: string) => unknown }
}

/**
 * A JSON answer whose body may hold `orNull` values. Pact-js writes OR-combined rules only through the interaction
 * under its response builder; if a later pact-js moves it, this throws rather than write a weaker pact.
 */
export const jsonAnswer = (builder: ResponseBuilder, body: unknown, headers: TemplateHeaders = {}): void => {
  const rules: Record<string, Rule> = {}
  const plain = splitNullables(body, "$", rules)
  builder.headers({ "Content-Type": JSON_CONTENT_TYPE, ...headers })
  builder.jsonBody(plain)
  if (Object.keys(rules).length === 0) return
  const interaction = (builder as unknown as ResponseRules).interaction
  if (typeof interaction?.withResponseMatchingRules !== "function") {
    throw new Error("pact-js no longer exposes withResponseMatchingRules on its response builder: the null-or-value rules cannot be written")
  }
  interaction.withResponseMatchingRules(JSON.stringify({ body: rules }))
}

/** JSON, with or without parameters (a charset). */
export const JSON_CONTENT_TYPE = matching(/^application\/json(;.*)?$/, "application/json")
