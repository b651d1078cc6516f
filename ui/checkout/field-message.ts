/** The part of a TanStack field's meta the message reads. */
export interface FieldMessageMeta {
  readonly isTouched: boolean
  readonly errorMap: { readonly onServer?: unknown; readonly onChange?: unknown; readonly onMount?: unknown }
}

const text = (value: unknown): string | null => (typeof value === "string" && value !== "" ? value : null)

/**
 * What a field of the guest form shows: the server's word on it (a 422) first; otherwise core's message for the
 * form as it is now (the whole form is checked on mount and on every change), once the guest left the field or
 * tried to submit. Reading the latest check only keeps a message from outliving the value it was about.
 */
export const fieldMessage = (meta: FieldMessageMeta, form: { readonly submitted: boolean; readonly changed: boolean }): string | null => {
  const server = text(meta.errorMap.onServer)
  if (server !== null) return server
  if (!meta.isTouched && !form.submitted) return null
  return text(form.changed ? meta.errorMap.onChange : meta.errorMap.onMount)
}
