/** The part of a TanStack field's meta a message reads. */
export interface FieldMessageMeta {
  readonly isTouched: boolean
  readonly errorMap: { readonly onServer?: unknown; readonly onChange?: unknown; readonly onMount?: unknown }
}

/** Where the form is: whether the guest tried to submit, and whether any value changed since it opened. */
export interface FormProgress {
  readonly submitted: boolean
  readonly changed: boolean
}

/** A validator's word as text: a message, or the first of a Standard Schema's issues. */
export const messageText = (value: unknown): string | null => {
  if (typeof value === "string") return value === "" ? null : value
  if (Array.isArray(value)) return value.length === 0 ? null : messageText(value[0])
  if (typeof value === "object" && value !== null && "message" in value) return messageText(value.message)
  return null
}

/**
 * What a field shows: the server's word on it (a 422) first; otherwise core's message for the form as it is now
 * (the whole form is checked on mount and on every change), once the guest left the field or tried to submit.
 * Reading the latest check only keeps a message from outliving the value it was about.
 */
export const fieldMessage = (meta: FieldMessageMeta, form: FormProgress): string | null => {
  const server = messageText(meta.errorMap.onServer)
  if (server !== null) return server
  if (!meta.isTouched && !form.submitted) return null
  return messageText(form.changed ? meta.errorMap.onChange : meta.errorMap.onMount)
}

/** Core's field paths ("guests.0.email", the 422's) as TanStack Form names its fields ("guests[0].email"). */
export const formFieldName = (path: string): string => path.replace(/\.(\d+)(?=\.|$)/g, "[$1]")
