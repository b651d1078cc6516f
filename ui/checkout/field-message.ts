/** What a field of the guest form shows: its first message, once the guest left the field or tried to submit. */
export const fieldMessage = (
  meta: { readonly isTouched: boolean; readonly errors: ReadonlyArray<unknown>; readonly errorMap: { readonly onServer?: unknown } },
  submitted: boolean,
): string | null => {
  const server = meta.errorMap.onServer
  if (typeof server === "string" && server !== "") return server
  if (!meta.isTouched && !submitted) return null
  const first = meta.errors.find((error) => typeof error === "string" && error !== "")
  return typeof first === "string" ? first : null
}
