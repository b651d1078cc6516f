import { CircleAlert } from "lucide-react"
import { type ReactNode, useId } from "react"
import "./field.css"

/** The ids and ARIA attributes that tie a control to its hint and error text. */
export interface FieldControlProps {
  readonly id: string
  readonly "aria-describedby"?: string
  readonly "aria-invalid"?: true
}

export interface FieldProps {
  readonly label: ReactNode
  readonly hint?: ReactNode
  /** The message to show under the control, or nothing when the value is fine. */
  readonly error?: string | null | undefined
  readonly children: (control: FieldControlProps) => ReactNode
}

/** A label, the control, a hint and an error message, wired with aria-describedby and aria-invalid. */
export const Field = ({ label, hint, error, children }: FieldProps) => {
  const id = useId()
  const hintId = hint === undefined ? undefined : `${id}-hint`
  const errorId = error ? `${id}-error` : undefined
  const describedBy = [hintId, errorId].filter(Boolean).join(" ")
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      {children({ id, ...(describedBy ? { "aria-describedby": describedBy } : {}), ...(error ? { "aria-invalid": true } : {}) })}
      {hint === undefined ? null : (
        <p className="field__hint" id={hintId}>
          {hint}
        </p>
      )}
      {error ? <FieldError id={errorId}>{error}</FieldError> : null}
    </div>
  )
}

export const FieldError = ({ id, children }: { readonly id?: string | undefined; readonly children: ReactNode }) => (
  <p className="field__error" id={id}>
    <CircleAlert size={16} aria-hidden="true" />
    <span>{children}</span>
  </p>
)
