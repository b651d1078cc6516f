import { Minus, Plus } from "lucide-react"
import { type ReactNode, useId } from "react"
import "./stepper.css"

export interface StepperProps {
  /** The visible label, e.g. "Adults". */
  readonly label: ReactNode
  readonly hint?: ReactNode
  /** The counted thing in the buttons' names: "adult" gives "Add adult" and "Remove adult". */
  readonly unit: string
  readonly value: number
  /** Whether − and + may be pressed; the limits are core's rules (guest-room steppers), not the component's. */
  readonly canDecrement: boolean
  readonly canIncrement: boolean
  readonly onDecrement: () => void
  readonly onIncrement: () => void
}

/** − value +, with the spec's accessible names; the value is announced when it changes. */
export const Stepper = ({ label, hint, unit, value, canDecrement, canIncrement, onDecrement, onIncrement }: StepperProps) => {
  const labelId = useId()
  return (
    <div className="stepper" role="group" aria-labelledby={labelId}>
      <span className="stepper__label" id={labelId}>
        <span>{label}</span>
        {hint === undefined ? null : <span className="stepper__label-hint">{hint}</span>}
      </span>
      <span className="stepper__controls">
        <button type="button" className="stepper__button" aria-label={`Remove ${unit}`} disabled={!canDecrement} onClick={onDecrement}>
          <Minus size={18} aria-hidden="true" />
        </button>
        <output className="stepper__value" aria-live="polite">
          {value}
        </output>
        <button type="button" className="stepper__button" aria-label={`Add ${unit}`} disabled={!canIncrement} onClick={onIncrement}>
          <Plus size={18} aria-hidden="true" />
        </button>
      </span>
    </div>
  )
}
