import { Effect, Schema, SchemaGetter } from "effect"
import { EMAIL_PATTERN } from "../../core/account/email.ts"
import { MandatoryPaymentPeriod as CorePeriod } from "../../core/booking/mandatory-payment.ts"
import { hotelDayOf, isCalendarDay, toNoonIso } from "../../core/time/hotel-day.ts"
import {
  atLeast,
  atMost,
  CURRENCY_CODE,
  INVALID_DATE,
  INVALID_EMAIL,
  MOBILE_DIGITS_ONLY,
  MOBILE_NEEDS_COUNTRY_CODE,
  MOBILE_REQUIRED,
  MOBILE_TOO_SHORT,
  MUST_BE_A_LIST,
  MUST_BE_A_NUMBER,
  MUST_BE_AN_OBJECT,
  MUST_BE_TEXT,
  MUST_BE_TRUE_OR_FALSE,
  mustBeOneOf,
  REQUIRED,
  tooLong,
  tooManyItems,
  WHOLE_NUMBER,
} from "./messages.ts"
import { wireFields } from "./wire-keys.ts"

/**
 * Shared pieces of the wire: field rules, dates, amounts, images, pagination and the query-string
 * helpers. Every string and list is bounded, so no payload a client can send makes the server do
 * unbounded work; the request body itself is capped at MAX_REQUEST_BODY_BYTES (413 beyond).
 */

/** Contract: the largest request body the server reads (64 KiB holds 10 rooms of guests many times over). */
export const MAX_REQUEST_BODY_BYTES = 64 * 1024

// Bounds of free text, by kind of field.
export const MAX_NAME_LENGTH = 100
export const MAX_EMAIL_LENGTH = 254
export const MAX_LINE_LENGTH = 200
export const MAX_CODE_LENGTH = 20
export const MAX_PROMO_CODE_LENGTH = 50
export const MAX_SLUG_LENGTH = 120
export const MAX_SEARCH_TEXT_LENGTH = 100
/** E.164 allows 15 digits; with the "00" or "+" calling prefix in front. */
export const MAX_MOBILE_DIGITS = 15

/** spec B §9, A §9: default currency. */
export { DEFAULT_CURRENCY } from "../../core/rates/money-format.ts"


// Struct

/**
 * A struct whose required keys say "Required" when absent (instead of Effect's "Missing key"),
 * unless the field names its own message with `annotateKey({ messageMissingKey })`.
 */
export const WireStruct = <const F extends Schema.Struct.Fields>(fields: F): Schema.Struct<F> =>
  Schema.Struct(withRequiredKeys(fields)).annotate({ message: MUST_BE_AN_OBJECT }) as unknown as Schema.Struct<F>

const withRequiredKeys = <F extends Schema.Struct.Fields>(fields: F): F =>
  Object.fromEntries(
    Object.entries(fields).map(([key, field]) => {
      const annotations = field.ast.context?.annotations
      const keyed = annotations?.messageMissingKey === undefined ? Schema.annotateKey({ messageMissingKey: REQUIRED })(field as Schema.Top) : field
      return [key, keyed]
    }),
  ) as F

/** A field that says `message` when its key is absent. */
export const missingKeySays =
  (message: string) =>
  <S extends Schema.Top>(schema: S): S["Rebuild"] =>
    schema.pipe(Schema.annotateKey({ messageMissingKey: message }))

// Text

/**
 * JSON may carry U+0000, PostgreSQL text cannot store it: refused here, once, as "not text", so no
 * request can reach the database with it (the fuzz suite found it as a 500).
 */
export const TextBase = Schema.String.annotate({ message: MUST_BE_TEXT }).check(
  Schema.makeFilter((text: string) => (text.includes("\u0000") ? MUST_BE_TEXT : undefined), { expected: "text without NUL characters" }, true),
)

/** JSON Schema can say "at least one character", not "not only spaces": a looser approximation. */
const nonBlankJson = (): readonly [{ readonly minLength: 1 }, true] => [{ minLength: 1 }, true]

/** Any text up to `max` characters (empty allowed). */
export const Text = (max: number) => TextBase.check(Schema.isMaxLength(max, { message: tooLong(max) }).abort())

/** Text that must say something (not empty, not only spaces), up to `max` characters. */
export const RequiredText = (max: number, message: string = REQUIRED) =>
  TextBase.check(
    Schema.isMaxLength(max, { message: tooLong(max) }).abort(),
    Schema.makeFilter((text: string) => (text.trim() === "" ? message : undefined), { expected: "a non-blank string", toJsonSchema: nonBlankJson }, true),
  ).pipe(Schema.annotateKey({ messageMissingKey: message }))

/** One of a fixed list of strings, with a message naming them. */
export const OneOf = <const L extends ReadonlyArray<string>>(values: L) =>
  Schema.Literals(values).annotate({ message: mustBeOneOf(values) })

// Numbers and flags

export interface WholeNumberOptions {
  readonly min: number
  readonly max: number
  readonly minMessage?: string
  readonly maxMessage?: string
}

/** A whole number in `min..max`, with a message for each bound. */
export const WholeNumber = ({ min, max, minMessage, maxMessage }: WholeNumberOptions) =>
  Schema.Number.annotate({ message: MUST_BE_A_NUMBER }).check(
    Schema.isInt({ message: WHOLE_NUMBER }).abort(),
    Schema.isGreaterThanOrEqualTo(min, { message: minMessage ?? atLeast(min) }),
    Schema.isLessThanOrEqualTo(max, { message: maxMessage ?? atMost(max) }),
  )

/** A finite number in `min..max` (coordinates). */
export const BoundedNumber = (min: number, max: number, message: string) =>
  Schema.Finite.annotate({ message: MUST_BE_A_NUMBER }).check(Schema.isBetween({ minimum: min, maximum: max }, { message }))

export const Flag = Schema.Boolean.annotate({ message: MUST_BE_TRUE_OR_FALSE })

/** A flag that is false unless sent (consent is never presumed: POPIA, QUALITY.md). */
export const FlagDefaultFalse = Flag.pipe(Schema.withDecodingDefaultKey(Effect.succeed(false)))

// Lists

/**
 * A list of at most `max` items. The bound is reported once the items are valid; the request body
 * cap keeps the items themselves few.
 */
export const BoundedArray = <S extends Schema.Top>(item: S, max: number, maxMessage: string = tooManyItems(max)) =>
  Schema.Array(item).annotate({ message: MUST_BE_A_LIST }).check(Schema.isMaxLength(max, { message: maxMessage }))

// Identifiers

/** A UUID's form; exported for the pacts' matchers (contracts/consumer), which state the same shapes. */
export const UUID_PATTERN = /^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$/u

/** A UUID (a booking's public id: the hold's and the booking's uuid). */
export const Uuid = TextBase.check(
  Schema.isMaxLength(36, { message: tooLong(36) }).abort(),
  Schema.isPattern(UUID_PATTERN, { message: "Must be a UUID" }),
).annotate({ description: "A UUID, e.g. 3f1c2a9e-6b1d-4c4f-9a57-2a0e8f6f1d42", format: "uuid" })

const codePattern = /^[A-Za-z0-9][A-Za-z0-9_-]*$/u
const CODE_FORMAT = "Must be letters, digits and dashes"

/** A hotel, room type or rate plan code: letters, digits and dashes ("830", "QN", "BAR-RO"). */
export const Code = (max: number = MAX_CODE_LENGTH) =>
  TextBase.check(
    Schema.isMaxLength(max, { message: tooLong(max) }).abort(),
    Schema.makeFilter((text: string) => (text.trim() === "" ? REQUIRED : undefined), { expected: "a non-blank string" }, true),
    Schema.isPattern(codePattern, { message: CODE_FORMAT }),
  )

/** A URL slug ("festive-escape"). */
export const Slug = TextBase.check(
  Schema.isMaxLength(MAX_SLUG_LENGTH, { message: tooLong(MAX_SLUG_LENGTH) }).abort(),
  Schema.isPattern(/^[a-z0-9]+(?:-[a-z0-9]+)*$/u, { message: "Must be a slug such as festive-escape" }),
)

/** An ISO 4217 currency code; the engine sells in ZAR. */
export const CurrencyCode = TextBase.check(
  Schema.isMaxLength(3, { message: tooLong(3) }).abort(),
  Schema.isPattern(/^[A-Z]{3}$/u, { message: CURRENCY_CODE }),
)

// Dates

/** The same two forms, for the JSON Schema and the pacts' matchers (an approximation: it cannot say "a real date"). */
export const CALENDAR_DATE_JSON_PATTERN = "^\\d{4}-\\d{2}-\\d{2}(T\\d{2}:\\d{2}(:\\d{2}(\\.\\d{1,9})?)?(Z|[+-]\\d{2}:\\d{2})?)?$"
const instantPattern = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(?:\.\d{1,9})?(?:Z|[+-]\d{2}:\d{2})$/
const INSTANT = "Must be an ISO date-time with an offset"
export const INSTANT_JSON_PATTERN = "^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}:\\d{2}(\\.\\d{1,9})?(Z|[+-]\\d{2}:\\d{2})$"

/** A calendar day as the decoded value holds it. */
export const IsoDay = Schema.String.check(
  Schema.makeFilter((text: string) => (isCalendarDay(text) ? undefined : INVALID_DATE), {
    expected: "a date as YYYY-MM-DD",
  }),
)

/**
 * A calendar date on the wire (spec B §9, A §9: "dates are sent at noon ISO"). Decoding accepts a
 * plain `YYYY-MM-DD` or an ISO date-time (e.g. `2026-12-01T12:00:00+02:00`, read on the hotels'
 * clock) and gives `YYYY-MM-DD`; encoding writes noon on the hotels' clock. `emptyMessage` is what
 * an absent or empty field says ("Need a Check-In Date" for a check-in).
 */
export const CalendarDate = (emptyMessage: string = REQUIRED) =>
  Schema.String.annotate({ message: INVALID_DATE })
    .check(
      Schema.isMaxLength(40, { message: INVALID_DATE }).abort(),
      Schema.makeFilter((text: string) => (text.trim() === "" ? emptyMessage : undefined), { expected: "a date" }, true),
      Schema.makeFilter((text: string) => (hotelDayOf(text) === undefined ? INVALID_DATE : undefined), {
        expected: "a date as YYYY-MM-DD or an ISO date-time",
        toJsonSchema: () => [{ pattern: CALENDAR_DATE_JSON_PATTERN }, true],
      }),
    )
    .annotate({
      description:
        "A calendar date: YYYY-MM-DD or an ISO date-time read on the hotels' clock (UTC+02:00). Answers write noon on the hotels' clock.",
      examples: ["2026-12-01T12:00:00+02:00", "2026-12-01"],
    })
    .pipe(
      Schema.decodeTo(IsoDay, {
        decode: SchemaGetter.transform((text: string) => hotelDayOf(text) ?? text),
        encode: SchemaGetter.transform(toNoonIso),
      }),
      Schema.annotateKey({ messageMissingKey: emptyMessage }),
    )

/** An instant, as an ISO date-time with an offset or Z (`2026-12-01T10:15:00.000Z`); the server writes UTC. */
export const Instant = Schema.String.check(
  Schema.isMaxLength(40, { message: INSTANT }).abort(),
  Schema.makeFilter((text: string) => (instantPattern.test(text) && hotelDayOf(text) !== undefined ? undefined : INSTANT), {
    expected: "an ISO date-time with an offset",
    toJsonSchema: () => [{ pattern: INSTANT_JSON_PATTERN }, true],
  }),
).annotate({ description: "An instant as an ISO date-time with Z or an offset.", examples: ["2026-12-01T10:15:00.000Z"] })

// Money

/** An amount's form ("1,250.00"); exported for the pacts' matchers. */
export const AMOUNT_PATTERN = /^-?\d{1,3}(?:,\d{3})*\.\d{2}$/u

/**
 * spec B §3: an amount as a decimal string with en-US comma thousands and two decimals, "1,250.00".
 * The server writes it from integer cents with core/rates/money-format.ts formatAmount and clients
 * read it back with core/rates/amount.ts parseAmount.
 */
export const Amount = Schema.String.check(
  Schema.isPattern(AMOUNT_PATTERN, { message: 'Must be an amount such as "1,250.00"' }),
).annotate({ description: 'An amount in currency units with comma thousands and two decimals, e.g. "1,250.00".', examples: ["1,250.00"] })

/** spec B §3, §9: amounts in integer cents (divide by 100 for rands). */
export const Cents = Schema.Int.check(Schema.isGreaterThanOrEqualTo(0)).annotate({ description: "An amount in integer cents." })

// People

/**
 * spec A §5: the shared e-mail rule (core/account/email.ts's pattern: the WHATWG `input type="email"`
 * mailbox with a dotted domain), at most 254 characters. An empty field is not an e-mail.
 */
export const Email = TextBase.check(
  Schema.isMaxLength(MAX_EMAIL_LENGTH, { message: tooLong(MAX_EMAIL_LENGTH) }).abort(),
  Schema.isPattern(EMAIL_PATTERN, { message: INVALID_EMAIL }),
).annotate({ format: "email" })

/** Empty, or an e-mail (optional fields of further guests). */
export const OptionalEmail = TextBase.check(
  Schema.isMaxLength(MAX_EMAIL_LENGTH, { message: tooLong(MAX_EMAIL_LENGTH) }).abort(),
  Schema.makeFilter((text: string) => (text === "" || Schema.is(Email)(text) ? undefined : INVALID_EMAIL), { expected: "empty or an e-mail" }),
)

const mobileChecks = (prefix: "00" | "+", emptyAllowed: boolean) => {
  // "Longer than 12 characters" (spec A §5) counted on "+27821234567"; in the 00 form that is 13.
  const minLength = prefix === "+" ? 12 : 13
  const maxLength = prefix.length + MAX_MOBILE_DIGITS
  return TextBase.check(
    Schema.isMaxLength(maxLength, { message: tooLong(maxLength) }).abort(),
    Schema.makeFilter((text: string) => (text === "" && !emptyAllowed ? MOBILE_REQUIRED : undefined), { expected: "a mobile number" }, true),
    Schema.makeFilter((text: string) => {
      if (text === "") return undefined
      if (!text.startsWith(prefix)) return MOBILE_NEEDS_COUNTRY_CODE
      if (!/^\d+$/.test(text.slice(prefix.length))) return MOBILE_DIGITS_ONLY
      return text.length < minLength ? MOBILE_TOO_SHORT : undefined
    }, {
      expected: prefix === "+" ? "+ and digits" : "00 and digits",
      toJsonSchema: () => {
        const pattern = `${prefix === "+" ? "\\+" : "00"}\\d{${minLength - prefix.length},${MAX_MOBILE_DIGITS}}`
        return { pattern: emptyAllowed ? `^(${pattern})?$` : `^${pattern}$` }
      },
    }),
  ).pipe(Schema.annotateKey({ messageMissingKey: MOBILE_REQUIRED }))
}

/** spec B §5, A §5: a mobile sent for a booking: digits only with the 00 prefix ("0027821234567"). */
export const BookingMobile = mobileChecks("00", false).annotate({ examples: ["0027821234567"] })
/** Empty, or a booking mobile (optional fields of further guests). */
export const OptionalBookingMobile = mobileChecks("00", true)
/** spec A §5: the shared mobile rule, written without spaces ("+27821234567"). */
export const InternationalMobile = mobileChecks("+", false).annotate({ examples: ["+27821234567"] })

// Content pieces

/** A picture (spec B §3 images: url). */
export const Image = Schema.Struct({ url: Schema.String }).annotate({ identifier: "Image" })

/** A facility of a hotel or a room (spec B §3: amenities have a name and images). */
export const Amenity = Schema.Struct({ name: Schema.String, images: Schema.Array(Image) }).annotate({ identifier: "Amenity" })

/** spec B §3: a period in which payment is required at checkout (no pay later); both ends included. */
export const MandatoryPaymentPeriod = Schema.Struct(
  wireFields(CorePeriod.fields, { checkInDate: CalendarDate(), checkOutDate: CalendarDate() }),
).annotate({ identifier: "MandatoryPaymentPeriod" })

/** spec A §3: pagination of a list answer. */
export const Pagination = Schema.Struct({
  current_page: Schema.Int,
  total_pages: Schema.Int,
  total_count: Schema.Int,
}).annotate({ identifier: "Pagination" })

/** `{ current_page, total_pages, total_count }` of page `page` of `per` items among `total`; no items is zero pages. */
export const paginationOf = (page: number, per: number, total: number): typeof Pagination.Type => ({
  current_page: page,
  total_pages: Math.ceil(total / per),
  total_count: total,
})

// Query strings and path parameters (every value arrives as text)

/** A whole number in a query string or path ("12"), decoded to a number. */
export const QueryWholeNumber = (options: WholeNumberOptions) =>
  Schema.String.annotate({ message: WHOLE_NUMBER })
    .check(Schema.isMaxLength(9, { message: atMost(options.max) }).abort(), Schema.isPattern(/^\d+$/u, { message: WHOLE_NUMBER }))
    .pipe(
      Schema.decodeTo(WholeNumber(options), {
        decode: SchemaGetter.transform((text: string) => Number(text)),
        encode: SchemaGetter.transform((value: number) => String(value)),
      }),
    )

/** "true" or "false" in a query string. */
export const QueryFlag = OneOf(["true", "false"]).pipe(
  Schema.decodeTo(Schema.Boolean, {
    decode: SchemaGetter.transform((text: "true" | "false") => text === "true"),
    encode: SchemaGetter.transform((flag: boolean) => (flag ? "true" : "false")),
  }),
)

/** A comma-separated list of ids in a query string ("1,2,3"), at most `max` of them. */
export const QueryIdList = (max: number) =>
  Schema.String.check(
    Schema.isMaxLength(max * 10, { message: tooManyItems(max) }).abort(),
    Schema.isPattern(/^\d{1,9}(?:,\d{1,9})*$/u, { message: "Must be ids separated by commas, e.g. 1,2,3" }).abort(),
    Schema.makeFilter((text: string) => (text.split(",").length <= max ? undefined : tooManyItems(max))),
  ).pipe(
    Schema.decodeTo(Schema.Array(Schema.Int), {
      decode: SchemaGetter.transform((text: string) => text.split(",").map(Number)),
      encode: SchemaGetter.transform((ids: ReadonlyArray<number>) => ids.join(",")),
    }),
  )

/** spec B §9, A §9: page numbers start at 1; at most 100 items a page. */
export const MAX_PER_PAGE = 100
export const DEFAULT_PER_PAGE = 12
export const MAX_PAGE = 10_000

/** `page` and `per` of a list call; absent means page 1 of `defaultPer`. */
export const pagingQueryFields = (defaultPer: number = DEFAULT_PER_PAGE) => ({
  page: QueryWholeNumber({ min: 1, max: MAX_PAGE }).pipe(Schema.withDecodingDefaultKey(Effect.succeed("1"))),
  per: QueryWholeNumber({ min: 1, max: MAX_PER_PAGE }).pipe(Schema.withDecodingDefaultKey(Effect.succeed(String(defaultPer)))),
})
