import { Result, Schema, SchemaIssue } from "effect"

/**
 * Form and request errors keyed by field path (`"guests.0.idNumber"`), each with the spec's
 * messages. The same shape the server answers with a 422 (`{ errors: { field: [message] } }`) and
 * the UI applies to form fields, so one Schema gives one set of messages everywhere.
 */
export type FieldErrors = Readonly<Record<string, ReadonlyArray<string>>>

const formatIssue = SchemaIssue.makeFormatterStandardSchemaV1()

// Standard Schema allows `{ key }` segments; Effect's formatter writes plain keys, but a path is read either way.
const pathKey = (path: ReadonlyArray<PropertyKey | { readonly key: PropertyKey }>): string =>
  path.map((segment) => String(typeof segment === "object" ? segment.key : segment)).join(".")

/** Every message of a schema issue, grouped by the field it belongs to ("" for the whole value). */
export const issueToFieldErrors = (issue: SchemaIssue.Issue): FieldErrors => {
  const errors: Record<string, Array<string>> = {}
  for (const { path, message } of formatIssue(issue).issues) {
    const key = pathKey(path ?? [])
    const messages = (errors[key] ??= [])
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
