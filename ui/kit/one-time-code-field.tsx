import { TextField, type TextFieldProps } from "./text-field.tsx"

export interface OneTimeCodeFieldProps extends Omit<TextFieldProps, "inputMode" | "autoComplete" | "type"> {
  /** How many characters a code has (spec A §9: six digits). */
  readonly length?: number
}

/** A one-time code: the numeric keyboard, the browser's offer of a code it received by SMS, no more than its length. */
export const OneTimeCodeField = ({ length = 6, ...field }: OneTimeCodeFieldProps) => (
  <TextField {...field} inputMode="numeric" autoComplete="one-time-code" maxLength={length} />
)
