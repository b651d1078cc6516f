import { Result, Schema, SchemaIssue } from "effect"

/**
 * Form and request errors keyed by field path (`"guests.0.idNumber"`), each with the spec's
 * messages. The same shape the server answers with a 422 (`{ errors: { field: [message] } }`) and
 * the UI applies to form fields, so one Schema gives one set of messages everywhere. The Schema is for an error or a
 * body that carries them (a tagged error's field, the contract's 422 body).
 */
export const FieldErrors = Schema.Record(Schema.String, Schema.Array(Schema.String))
export type FieldErrors = typeof FieldErrors.Type

const formatIssue = SchemaIssue.makeFormatterStandardSchemaV1()

// Standard Schema allows `{ key }` segments; Effect's formatter writes plain keys, but a path is read either way.
const pathKey = (path: ReadonlyArray<PropertyKey | { readonly key: PropertyKey }>): string =>
  path.map((segment) => String(typeof segment === "object" ? segment.key : segment)).join(".")

export interface FieldErrorsOptions {
  /** Where the value sat when it was decoded on its own (its path is prefixed with these keys). */
  readonly prefix?: ReadonlyArray<string>
  /** Report at most this many fields (a server answering a hostile body keeps its answer small). */
  readonly maxFields?: number
}

/** Every message of a schema issue, grouped by the field it belongs to ("" for the whole value). */
export const issueToFieldErrors = (issue: SchemaIssue.Issue, options: FieldErrorsOptions = {}): FieldErrors => {
  const { prefix = [], maxFields = Number.POSITIVE_INFINITY } = options
  const errors: Record<string, Array<string>> = {}
  let fields = 0
  for (const { path, message } of formatIssue(issue).issues) {
    const key = pathKey([...prefix, ...(path ?? [])])
    let messages = errors[key]
    if (messages === undefined) {
      if (fields === maxFields) continue
      fields++
      messages = errors[key] = []
    }
    if (!messages.includes(message)) messages.push(message)
  }
  return errors
}

/** Validates `input` against `schema`, reporting every failing rule rather than the first. */
export const validate =
  <S extends Schema.Top & { readonly DecodingServices: never }>(schema: S) =>
  (input: unknown): Result.Result<S["Type"], FieldErrors> => {
    const decoded = Schema.decodeUnknownResult(schema)(input, { errors: "all" })
    return Result.isSuccess(decoded) ? Result.succeed(decoded.success) : Result.fail(issueToFieldErrors(decoded.failure.issue))
  }

/** The messages for one field, empty when it is valid. */
export const messagesFor = (errors: FieldErrors, field: string): ReadonlyArray<string> => errors[field] ?? []

/** A wire field name as a form names it: `first_name` → `firstName`, `address_line1` stays `addressLine1`. */
export const snakeToCamel = (name: string): string => name.replace(/_([a-z0-9])/g, (_, letter: string) => letter.toUpperCase())

/**
 * A server's field errors as a form names its fields: the wire's `envelope.snake_name` (`traveller.first_name`) as
 * `camelName` (`firstName`), so a 422's messages land on the fields they belong to.
 */
export const formFieldErrorsOf = (errors: FieldErrors | undefined, envelope: string): FieldErrors =>
  Object.fromEntries(
    Object.entries(errors ?? {}).map(([field, messages]) => [snakeToCamel(field.startsWith(`${envelope}.`) ? field.slice(envelope.length + 1) : field), messages]),
  )
