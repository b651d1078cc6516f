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

/** Every key of `fields` and its wire name. */
export type WireKeys<F extends Schema.Struct.Fields> = { readonly [K in keyof F]: K extends string ? SnakeCase<K> : K }

export const wireKeysOf = <F extends Schema.Struct.Fields>(fields: F): WireKeys<F> =>
  Object.fromEntries(Object.keys(fields).map((key) => [key, snakeCase(key)])) as WireKeys<F>

/** Core's fields under their wire names, in core's order; `forms` replaces the Schema of the fields it names. */
export type WireFields<F extends Schema.Struct.Fields, O extends { readonly [K in keyof F]?: Schema.Top }> = {
  readonly [K in keyof F & string as SnakeCase<K>]: K extends keyof O ? NonNullable<O[K]> : F[K]
}

export const wireFields = <F extends Schema.Struct.Fields, const O extends { readonly [K in keyof F]?: Schema.Top } = Record<never, never>>(
  fields: F,
  forms: O = {} as O,
): WireFields<F, O> =>
  Object.fromEntries(Object.entries(fields).map(([key, field]) => [snakeCase(key), (forms as Record<string, Schema.Top | undefined>)[key] ?? field])) as WireFields<F, O>

/**
 * Core's struct read from and written to its wire names: decoding takes the (already checked) wire object to
 * core's, running core's rules; encoding goes the other way.
 */
export const fromWire = <F extends Schema.Struct.Fields>(schema: Schema.Struct<F>): Schema.encodeKeys<Schema.Struct<F>, WireKeys<F>> =>
  schema.pipe(Schema.encodeKeys(wireKeysOf(schema.fields)))
