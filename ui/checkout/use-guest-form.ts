import { useForm } from "@tanstack/react-form"
import { guestDetailsErrors, type GuestDetailsInput } from "../../core/checkout/guest-details-form.ts"
import { formFieldErrors } from "./form-errors.ts"

const validateWithCore = ({ value }: { readonly value: GuestDetailsInput }) => formFieldErrors(guestDetailsErrors(value))

/**
 * spec B §5: the guest form validates on mount and change with core's rules (core/checkout/guest.ts through
 * guestDetailsErrors); messages show on a field once it was left (inline validation after blur) or on a submit.
 */
export const useGuestForm = (initial: GuestDetailsInput, onSubmit: (value: GuestDetailsInput) => Promise<void>) =>
  useForm({
    defaultValues: initial,
    // The whole form is checked on mount and on every change; leaving a field (blur) shows its message.
    validators: { onMount: validateWithCore, onChange: validateWithCore },
    onSubmit: ({ value }) => onSubmit(value),
  })

export type GuestForm = ReturnType<typeof useGuestForm>

/** The server's word on a field (a 422) stays until the guest changes that field. */
export const clearServerError = (form: GuestForm, name: string): void => {
  const meta = form.getFieldMeta(name as never)
  if (meta?.errorMap.onServer === undefined) return
  form.setFieldMeta(name as never, (current) => ({ ...current, errorMap: { ...current.errorMap, onServer: undefined } }))
}

/** Puts the server's messages (core field paths, already the form's names) on their fields. */
export const setServerErrors = (form: GuestForm, errors: Readonly<Record<string, string>>): void => {
  for (const [name, message] of Object.entries(errors)) {
    form.setFieldMeta(name as never, (current) => ({ ...current, isTouched: true, errorMap: { ...current.errorMap, onServer: message } }))
  }
}

/** Whether the guest tried to submit, and whether any value changed since the form opened. */
export const formProgress = (form: GuestForm) => ({ submitted: form.state.submissionAttempts > 0, changed: form.state.isDirty })
