import type { InputHTMLAttributes, ReactNode } from "react"
import { Field } from "./field.tsx"

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, "id"> {
  readonly label: ReactNode
  readonly hint?: ReactNode
  readonly error?: string | null | undefined
}

/** A text input with its label, hint and error; pass `inputMode` and `autoComplete` for the right keyboard. */
export const TextField = ({ label, hint, error, className, ...input }: TextFieldProps) => (
  <Field label={label} hint={hint} error={error}>
    {(control) => <input type="text" {...input} {...control} className={["field__control", className].filter(Boolean).join(" ")} />}
  </Field>
)
