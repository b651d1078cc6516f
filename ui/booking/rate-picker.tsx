import type { RoomRateOption } from "../../core/booking/room-card-view.ts"
import { formatMoney } from "../../core/rates/money-format.ts"
import { RadioCard } from "../kit/radio-card.tsx"

export interface RatePickerProps {
  readonly roomName: string
  readonly options: ReadonlyArray<RoomRateOption>
  readonly value: string
  readonly onChange: (ratePlanCode: string) => void
  /** Radio names must be unique per page: the room type code. */
  readonly name: string
  readonly nightsLabel: string
}

/**
 * spec B §4 (Rate picker) as DESIGN's radio cards: each rate with its total for the stay and what it costs over the cheapest,
 * and its own cancellation line (issue 29 §3).
 */
export const RatePicker = ({ roomName, options, value, onChange, name, nightsLabel }: RatePickerProps) => (
  <fieldset className="rate-picker">
    <legend className="rate-picker__legend">
      Rates for {roomName}
    </legend>
    {options.map((option) => (
      <RadioCard
        key={option.ratePlanCode}
        name={name}
        value={option.ratePlanCode}
        checked={option.ratePlanCode === value}
        onChange={() => onChange(option.ratePlanCode)}
        title={
          <span className="rate-picker__option">
            <span>{option.description}</span>
            <span className="rate-picker__price">{formatMoney(option.totalCents)}</span>
          </span>
        }
        description={
          <>
            <span className="rate-picker__detail">
              {option.differenceCents === 0 ? "Best price" : `+ ${formatMoney(option.differenceCents)}`} · total for {nightsLabel}
            </span>
            {option.cancellation === null ? null : <span className="rate-picker__terms">{option.cancellation}</span>}
          </>
        }
      />
    ))}
  </fieldset>
)
