import { Schema } from "effect"

/**
 * The wire's names are core's, in snake_case (issue 28 §2): one rule, written once, gives both a wire shape's keys
 * (in core's order) and its mapping to core's camelCase names. A wire Schema is derived from core's fields by
 * `wireFields` (core's field Schemas under their wire names, with the wire's own documented forms where the wire
 * says more, e.g. a calendar date or an identifier for OpenAPI), and the mapping between the two by `fromWire`
 * (Effect Schema's key encoding, `Schema.encodeKeys`).
 */

/** `physicalAddress` → `physical_address`, `uShapedSeats` → `u_shaped_seats`, `addressLine1` → `address_line1`. */
export type SnakeCase<K extends string> = K extends `${infer Head}${infer Tail}`
  ? `${Head extends Lowercase<Head> ? Head : `_${Lowercase<Head>}`}${SnakeCase<Tail>}`
  : K

export const snakeCase = <K extends string>(key: K): SnakeCase<K> => key.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`) as SnakeCase<K>

/**
 * A wire name core gives another name, field by field (`{ totalAmountCents: "total_amount" }`: core says what it
 * parsed the text into). Kept beside the wire Schema, and given to both `wireFields` and `fromWire`.
 */
export type WireNames<F extends Schema.Struct.Fields> = { readonly [K in keyof F]?: string }

type WireKeyOf<K, N> = K extends keyof N ? NonNullable<N[K]> : K extends string ? SnakeCase<K> : K

/** Every key of `fields` and its wire name. */
export type WireKeys<F extends Schema.Struct.Fields, N extends WireNames<F> = Record<never, never>> = { readonly [K in keyof F]: WireKeyOf<K, N> }

export const wireKeysOf = <F extends Schema.Struct.Fields, const N extends WireNames<F> = Record<never, never>>(fields: F, names: N = {} as N): WireKeys<F, N> =>
  Object.fromEntries(Object.keys(fields).map((key) => [key, (names as Record<string, string | undefined>)[key] ?? snakeCase(key)])) as WireKeys<F, N>

/** Core's fields under their wire names, in core's order; `forms` replaces the Schema of the fields it names. */
export type WireFields<F extends Schema.Struct.Fields, O extends { readonly [K in keyof F]?: Schema.Top }, N extends WireNames<F> = Record<never, never>> = {
  readonly [K in keyof F & string as WireKeyOf<K, N>]: K extends keyof O ? NonNullable<O[K]> : F[K]
}

export const wireFields = <
  F extends Schema.Struct.Fields,
  const O extends { readonly [K in keyof F]?: Schema.Top } = Record<never, never>,
  const N extends WireNames<F> = Record<never, never>,
>(
  fields: F,
  forms: O = {} as O,
  names: N = {} as N,
): WireFields<F, O, N> => {
  const keys = wireKeysOf(fields, names) as Record<string, string>
  return Object.fromEntries(
    Object.entries(fields).map(([key, field]) => [keys[key], (forms as Record<string, Schema.Top | undefined>)[key] ?? field]),
  ) as WireFields<F, O, N>
}

/**
 * Core's struct read from and written to its wire names: decoding takes the (already checked) wire object to
 * core's, running core's rules; encoding goes the other way.
 */
export const fromWire = <F extends Schema.Struct.Fields, const N extends WireNames<F> = Record<never, never>>(
  schema: Schema.Struct<F>,
  names: N = {} as N,
): Schema.encodeKeys<Schema.Struct<F>, WireKeys<F, N>> => schema.pipe(Schema.encodeKeys(wireKeysOf(schema.fields, names)))
