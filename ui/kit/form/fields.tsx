import { useStore } from "@tanstack/react-form"
import type { InputHTMLAttributes, ReactNode } from "react"
import { Checkbox } from "../checkbox.tsx"
import { FieldError } from "../field.tsx"
import { OneTimeCodeField as OneTimeCodeInput } from "../one-time-code-field.tsx"
import { RadioCard } from "../radio-card.tsx"
import { Select } from "../select.tsx"
import { TextField as TextInput } from "../text-field.tsx"
import { fieldMessage } from "./field-message.ts"
import { useFieldContext } from "./form-context.ts"

/**
 * The field a kit component is rendered in (`<form.AppField name>`), bound: its value, its message (the rule of
 * field-message.ts), blur, and a change that also drops the server's word on the field (a 422 stays until the guest
 * changes what it was about). For a screen's own control of an odd value (an object, a list) inside an AppField.
 */
export const useBoundField = <V,>() => {
  const field = useFieldContext<V>()
  const submitted = useStore(field.form.store, (state) => state.submissionAttempts > 0)
  const changed = useStore(field.form.store, (state) => state.isDirty)
  const meta = useStore(field.store, (state) => state.meta)
  const dropServerError = () => {
    if (field.state.meta.errorMap.onServer === undefined) return
    field.setMeta((current) => ({ ...current, errorMap: { ...current.errorMap, onServer: undefined } }))
  }
  return {
    name: field.name,
    value: field.state.value,
    error: fieldMessage(meta, { submitted, changed }),
    onBlur: field.handleBlur,
    dropServerError,
    change: (value: V) => {
      dropServerError()
      field.handleChange(value)
    },
  }
}

type InputProps = Omit<InputHTMLAttributes<HTMLInputElement>, "id" | "name" | "value" | "defaultValue" | "onChange" | "onBlur" | "form" | "type" | "checked">

export interface TextFieldProps extends InputProps {
  readonly label: ReactNode
  readonly hint?: ReactNode
  /** "text" by default; "email", "password", "search" or "url" for their keyboards and autofill. */
  readonly type?: "text" | "email" | "password" | "search" | "url"
}

/** A text input bound to its form field (`<form.AppField name>{(field) => <field.TextField label />}</form.AppField>`). */
export const TextField = ({ label, hint, type = "text", ...input }: TextFieldProps) => {
  const field = useBoundField<string>()
  return (
    <TextInput
      {...input}
      type={type}
      name={field.name}
      label={label}
      hint={hint}
      value={field.value}
      onBlur={field.onBlur}
      onChange={(event) => field.change(event.target.value)}
      error={field.error}
    />
  )
}

/** A mobile number: the phone keyboard and the browser's autofill of the number (pass `autoComplete="off"` for another's). */
export const MobileNumberField = ({ autoComplete = "tel", ...props }: Omit<TextFieldProps, "type" | "inputMode">) => {
  const field = useBoundField<string>()
  return (
    <TextInput
      {...props}
      type="tel"
      inputMode="tel"
      autoComplete={autoComplete}
      name={field.name}
      value={field.value}
      onBlur={field.onBlur}
      onChange={(event) => field.change(event.target.value)}
      error={field.error}
    />
  )
}

export interface DateFieldProps {
  readonly label: ReactNode
  readonly hint?: ReactNode
  readonly min?: string
  readonly max?: string
  readonly required?: boolean
}

/** A day (`YYYY-MM-DD`, core's IsoDate) with the platform's date picker; `min` and `max` as days too. */
export const DateField = ({ label, hint, min, max, required }: DateFieldProps) => {
  const field = useBoundField<string>()
  return (
    <TextInput
      type="date"
      name={field.name}
      label={label}
      hint={hint}
      min={min}
      max={max}
      required={required}
      value={field.value}
      onBlur={field.onBlur}
      onChange={(event) => field.change(event.target.value)}
      error={field.error}
    />
  )
}

/**
 * A required count (guests, rooms) with the number keyboard, from `min`: an emptied field is no number yet (NaN, shown
 * empty), for the form's Schema to say it is required.
 */
export const CountField = ({ label, hint, min }: { readonly label: ReactNode; readonly hint?: ReactNode; readonly min: number }) => {
  const field = useBoundField<number>()
  return (
    <TextInput
      type="number"
      inputMode="numeric"
      name={field.name}
      label={label}
      hint={hint}
      min={min}
      required
      value={Number.isNaN(field.value) ? "" : String(field.value)}
      onBlur={field.onBlur}
      onChange={(event) => field.change(event.target.value === "" ? Number.NaN : Number(event.target.value))}
      error={field.error}
    />
  )
}

/** A one-time code (spec A §9: six digits): the numeric keyboard and the code the browser received by SMS. */
export const OneTimeCodeField = ({ label, hint, length }: { readonly label: ReactNode; readonly hint?: ReactNode; readonly length?: number }) => {
  const field = useBoundField<string>()
  return (
    <OneTimeCodeInput
      label={label}
      hint={hint}
      {...(length === undefined ? {} : { length })}
      name={field.name}
      value={field.value}
      onBlur={field.onBlur}
      onChange={(event) => field.change(event.target.value)}
      error={field.error}
    />
  )
}

/** One choice of a select or radio group: the field's value and the words shown for it. */
export interface Choice<V> {
  readonly value: V
  readonly label: string
  /** More about the choice, under its label (radio groups only). */
  readonly description?: ReactNode
}

/** The choice the platform's control answered (its value as text), as the field's own value. */
const chosen = <V,>(choices: ReadonlyArray<Choice<V>>, text: string): Choice<V> | undefined => choices.find((choice) => String(choice.value) === text)

export interface SelectFieldProps<V> {
  readonly label: ReactNode
  readonly options: ReadonlyArray<Choice<V>>
  readonly hint?: ReactNode
  readonly autoComplete?: string
  /** Runs instead of the plain change, for a choice that changes other fields too (core's rule sets them all). */
  readonly onPick?: (value: V) => void
}

/** The platform's select bound to its field; the field's value is one of the options' values, typed as they are. */
export const SelectField = <V,>({ label, options, hint, autoComplete, onPick }: SelectFieldProps<V>) => {
  const field = useBoundField<V>()
  return (
    <Select
      name={field.name}
      label={label}
      hint={hint}
      autoComplete={autoComplete}
      options={options.map((option) => ({ value: String(option.value), label: option.label }))}
      value={String(field.value)}
      onBlur={field.onBlur}
      onChange={(event) => {
        const choice = chosen(options, event.target.value)
        if (choice === undefined) return
        if (onPick === undefined) field.change(choice.value)
        else {
          field.dropServerError()
          onPick(choice.value)
        }
      }}
      error={field.error}
    />
  )
}

export interface RadioGroupFieldProps<V> {
  /** The group's name, read as the fieldset's legend. */
  readonly legend: ReactNode
  readonly options: ReadonlyArray<Choice<V>>
}

/** A radio group of cards bound to its field, in a fieldset with its legend; its message under the group. */
export const RadioGroupField = <V,>({ legend, options }: RadioGroupFieldProps<V>) => {
  const field = useBoundField<V>()
  return (
    <fieldset className="field">
      <legend className="field__label">{legend}</legend>
      {options.map((option) => (
        <RadioCard
          key={String(option.value)}
          name={field.name}
          value={String(option.value)}
          title={option.label}
          description={option.description}
          checked={Object.is(option.value, field.value)}
          aria-invalid={field.error === null ? undefined : true}
          onBlur={field.onBlur}
          onChange={() => field.change(option.value)}
        />
      ))}
      {field.error === null ? null : <FieldError>{field.error}</FieldError>}
    </fieldset>
  )
}

/** A checkbox bound to a true-or-false field; never ticked unless the guest ticks it. */
export const CheckboxField = ({ label }: { readonly label: ReactNode }) => {
  const field = useBoundField<boolean>()
  return (
    <Checkbox
      name={field.name}
      label={label}
      checked={field.value}
      onBlur={field.onBlur}
      onChange={(event) => field.change(event.target.checked)}
      error={field.error}
    />
  )
}
