import { createFormHook, type StandardSchemaV1, useStore } from "@tanstack/react-form"
import { Schema } from "effect"
import { type ComponentType, type FormHTMLAttributes, type PropsWithChildren, type ReactNode, useEffect, useId } from "react"
import { Button, type ButtonProps } from "../button.tsx"
import { formFieldName } from "./field-message.ts"
import { fieldContext, formContext, useFormContext } from "./form-context.ts"
import "./form-layout.css"
import { CheckboxField, CountField, DateField, MobileNumberField, OneTimeCodeField, RadioGroupField, SelectField, TextField } from "./fields.tsx"

/** The submit button of a kit form: a spinner while the form submits; `disabled` as the form's rule says. */
const SubmitButton = ({ disabled, ...props }: Omit<ButtonProps, "type">) => {
  const form = useFormContext()
  const submitting = useStore(form.store, (state) => state.isSubmitting)
  return <Button {...props} type="submit" disabled={disabled} loading={props.loading === true || submitting} />
}

export interface CancelAndSubmitProps {
  readonly className: string
  /** The cancel button's words and what it does (it never submits). */
  readonly cancel: ReactNode
  readonly onCancel: () => void
  readonly disabled: boolean
  readonly loading: boolean
  /** The submit button's words. */
  readonly children: ReactNode
}

/** An editing form's last row: Cancel (secondary), then its submit button. */
const CancelAndSubmit = ({ className, cancel, onCancel, disabled, loading, children }: CancelAndSubmitProps) => (
  <div className={className}>
    <Button variant="secondary" onClick={onCancel}>
      {cancel}
    </Button>
    <SubmitButton disabled={disabled} loading={loading}>
      {children}
    </SubmitButton>
  </div>
)

const kit = createFormHook({
  fieldContext,
  formContext,
  fieldComponents: { TextField, SelectField, RadioGroupField, CheckboxField, DateField, CountField, MobileNumberField, OneTimeCodeField },
  formComponents: { SubmitButton, CancelAndSubmit },
})

/**
 * A group of fields written once and used at several places of a form (a guest, at "mainGuest" and at
 * "guests[1]"): `withFieldGroup({ defaultValues, props, render: ({ group }) => <group.AppField name="email">... })`.
 */
export const withFieldGroup = kit.withFieldGroup

/** A part of one form in a component of its own: `withForm({ defaultValues, props, render: ({ form }) => ... })`. */
export const withForm = kit.withForm

/** A 422's messages by core's field paths ("guests.0.email"), as core maps the server's answer. */
export type ServerFieldErrors = Readonly<Record<string, ReadonlyArray<string>>>

export interface KitFormOptions<T, M> {
  readonly defaultValues: T
  /** Core's Schema of the form, with its messages: the form is checked on mount and on every change. */
  readonly schema: FormSchema<T>
  /** A valid form's values, with what the submit said (which button: `form.handleSubmit(meta)`). */
  readonly onSubmit: (values: T, meta: M) => void
  /** The meta of a submit that says none (the form's own submit event). */
  readonly submitMeta?: M
  /** The server's field errors of the last submit (a new object for each answer): put on their fields. */
  readonly serverErrors?: ServerFieldErrors | null | undefined
  /** Core's rule for the submit button (spec: "Book now" only once the policy is accepted); enabled when absent. */
  readonly canSubmit?: (values: T) => boolean
}

/** An Effect Schema whose encoded side is the form's values (what the fields hold), with no service to decode. */
export type FormSchema<T> = Schema.ConstraintDecoder<unknown> & { readonly Encoded: T }

// Each schema is turned into a Standard Schema (TanStack Form's validator) once, here: core knows no form library.
const standardSchemas = new WeakMap<object, StandardSchemaV1<unknown, unknown>>()
const standardSchemaOf = <T,>(schema: FormSchema<T>): StandardSchemaV1<T, unknown> => {
  let standard = standardSchemas.get(schema)
  if (standard === undefined) {
    standard = Schema.toStandardSchemaV1(schema)
    standardSchemas.set(schema, standard)
  }
  return standard as StandardSchemaV1<T, unknown>
}

/** A record's values, typed as its own (Object.values answers unknown for a generic record). */
const valuesOf = <K extends PropertyKey, V>(record: Partial<Record<K, V>>): Array<V> => {
  const values: Array<V> = []
  for (const key in record) {
    const value = record[key]
    if (value !== undefined) values.push(value)
  }
  return values
}

/** Moves focus to the first field that says what is wrong, once it shows, so keyboard and screen-reader users land on it. */
const focusFirstError = (formId: string) =>
  requestAnimationFrame(() => document.getElementById(formId)?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus())

/**
 * The one form hook (issue 23 §4), over TanStack Form with core's Schema: field messages show once a field was left
 * or a submit was tried; a refused submit moves focus to the first field in error; the server's field errors (a 422)
 * land on their fields and stay until the guest changes them; the values stay as typed whatever the answer. Render
 * the form with `<KitForm form={form}>`, fields with `<form.AppField name>{(field) => <field.TextField label />}`,
 * and the button with `<form.SubmitButton disabled={submitDisabled}>`.
 */
export const useKitForm = <T, M = undefined>(options: KitFormOptions<T, M>) => {
  const formId = useId()
  const schema = standardSchemaOf(options.schema)
  const form = kit.useAppForm({
    formId,
    defaultValues: options.defaultValues,
    validators: { onMount: schema, onChange: schema },
    ...(options.submitMeta === undefined ? {} : { onSubmitMeta: options.submitMeta }),
    onSubmit: ({ value, meta }) => options.onSubmit(value, meta),
    onSubmitInvalid: () => focusFirstError(formId),
  })
  const rule = options.canSubmit
  const submitDisabled = useStore(form.store, (state) => rule !== undefined && !rule(state.values))
  const serverErrors = options.serverErrors
  useEffect(() => {
    if (serverErrors === null || serverErrors === undefined) return
    const messages = new Map(Object.entries(serverErrors).map(([path, said]) => [formFieldName(path), said[0]]))
    // Each field on screen takes the server's word on it (a field the server did not name keeps none).
    for (const info of valuesOf(form.fieldInfo)) {
      const field = info.instance
      const message = field === null ? undefined : messages.get(field.name)
      if (field === null || message === undefined) continue
      field.setMeta((current) => ({ ...current, isTouched: true, errorMap: { ...current.errorMap, onServer: message } }))
    }
    focusFirstError(formId)
  }, [serverErrors, form, formId])
  return { form, submitDisabled }
}

export type KitFormApi<T, M = undefined> = ReturnType<typeof useKitForm<T, M>>["form"]

export interface KitFormProps extends Omit<FormHTMLAttributes<HTMLFormElement>, "id" | "onSubmit" | "noValidate"> {
  readonly form: { readonly formId: string; readonly handleSubmit: () => Promise<void>; readonly AppForm: ComponentType<PropsWithChildren> }
  readonly children: ReactNode
}

/** The form element of a kit form: the browser's own checks off (core's messages speak), Enter submits through the hook. */
export const KitForm = ({ form, children, ...rest }: KitFormProps) => (
  <form
    {...rest}
    id={form.formId}
    noValidate
    onSubmit={(event) => {
      event.preventDefault()
      void form.handleSubmit()
    }}
  >
    <form.AppForm>{children}</form.AppForm>
  </form>
)
