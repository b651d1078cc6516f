import type { InputHTMLAttributes } from "react"
import { TextField } from "../kit/text-field.tsx"
import { fieldMessage } from "./field-message.ts"
import { clearServerError, formProgress, type GuestForm } from "./use-guest-form.ts"

export interface FormTextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, "id" | "name" | "value" | "onChange" | "onBlur" | "form"> {
  readonly form: GuestForm
  /** The field's TanStack name ("mainGuest.firstName", "guests[0].email"). */
  readonly name: string
  readonly label: string
  readonly hint?: string
}

/** A text field of the guest form: its value, blur and change go to the form; its message shows once it was left. */
export const FormTextField = ({ form, name, label, hint, ...input }: FormTextFieldProps) => (
  <form.Field name={name as never}>
    {(field) => (
      <TextField
        {...input}
        name={name}
        label={label}
        hint={hint}
        value={String(field.state.value ?? "")}
        onBlur={field.handleBlur}
        onChange={(event) => {
          clearServerError(form, name)
          field.handleChange(event.target.value as never)
        }}
        error={fieldMessage(field.state.meta, formProgress(form))}
      />
    )}
  </form.Field>
)
