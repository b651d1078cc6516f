import type { FieldErrors } from "../../core/validation/field-errors.ts"

/** Core's field paths ("guests.0.email") as TanStack Form names its fields ("guests[0].email"). */
export const formFieldName = (path: string): string => path.replace(/\.(\d+)(?=\.|$)/g, "[$1]")

/**
 * Core's messages as a TanStack form-level validation result: each field's first message on that field
 * (undefined when the form is valid, which clears every field's error).
 */
export const formFieldErrors = (errors: FieldErrors): { readonly fields: Record<string, string> } | undefined => {
  const entries = Object.entries(errors).filter(([, messages]) => messages.length > 0)
  if (entries.length === 0) return undefined
  return { fields: Object.fromEntries(entries.map(([path, messages]) => [formFieldName(path), messages[0]!])) }
}
