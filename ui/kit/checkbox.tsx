import { type InputHTMLAttributes, type ReactNode, useId } from "react"
import "./field.css"
import { FieldError } from "./field.tsx"

export interface CheckboxProps extends Omit<InputHTMLAttributes<HTMLInputElement>, "type" | "id"> {
  readonly label: ReactNode
  readonly error?: string | null | undefined
}

/** A checkbox with its label beside it; never ticked unless the guest ticks it (POPIA: no assumed consent). */
export const Checkbox = ({ label, error, ...input }: CheckboxProps) => {
  const id = useId()
  const errorId = error ? `${id}-error` : undefined
  return (
    <div className="field">
      <label className="checkbox" htmlFor={id}>
        <input {...input} type="checkbox" id={id} aria-describedby={errorId} aria-invalid={error ? true : undefined} />
        <span>{label}</span>
      </label>
      {error ? <FieldError id={errorId}>{error}</FieldError> : null}
    </div>
  )
}
