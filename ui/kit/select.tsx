import type { ReactNode, SelectHTMLAttributes } from "react"
import { Field } from "./field.tsx"

export interface SelectOption {
  readonly value: string
  readonly label: string
}

export interface SelectProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, "id"> {
  readonly label: ReactNode
  readonly options: ReadonlyArray<SelectOption>
  readonly hint?: ReactNode
  readonly error?: string | null | undefined
}

/** The platform's select, styled: the best keyboard and screen-reader support there is. */
export const Select = ({ label, options, hint, error, className, ...select }: SelectProps) => (
  <Field label={label} hint={hint} error={error}>
    {(control) => (
      <select {...select} {...control} className={["field__control", className].filter(Boolean).join(" ")}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    )}
  </Field>
)
