import type { SelectOption } from "../kit/select.tsx"
import { Select } from "../kit/select.tsx"
import { fieldMessage } from "./field-message.ts"
import { clearServerError, formProgress, type GuestForm } from "./use-guest-form.ts"

export interface FormSelectFieldProps {
  readonly form: GuestForm
  readonly name: string
  readonly label: string
  readonly options: ReadonlyArray<SelectOption>
  readonly autoComplete?: string
  /** Runs instead of a plain change (the id type clears the id number: core's changeIdType). */
  readonly onPick?: (value: string) => void
}

/** A select of the guest form, wired like FormTextField. */
export const FormSelectField = ({ form, name, label, options, autoComplete, onPick }: FormSelectFieldProps) => (
  <form.Field name={name as never}>
    {(field) => (
      <Select
        name={name}
        label={label}
        options={options}
        autoComplete={autoComplete}
        value={String(field.state.value ?? "")}
        onBlur={field.handleBlur}
        onChange={(event) => {
          clearServerError(form, name)
          if (onPick === undefined) field.handleChange(event.target.value as never)
          else onPick(event.target.value)
        }}
        error={fieldMessage(field.state.meta, formProgress(form))}
      />
    )}
  </form.Field>
)
