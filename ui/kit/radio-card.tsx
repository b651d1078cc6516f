import { type InputHTMLAttributes, type ReactNode, useId } from "react"
import "./field.css"

export interface RadioCardProps extends Omit<InputHTMLAttributes<HTMLInputElement>, "type" | "id" | "title"> {
  readonly title: ReactNode
  /** More about the choice (a price difference, a condition); read as the radio's description. */
  readonly description?: ReactNode
}

/** A radio button as a card: the whole card is the target. Group cards in a fieldset with a legend. */
export const RadioCard = ({ title, description, ...input }: RadioCardProps) => {
  const id = useId()
  const descriptionId = description === undefined ? undefined : `${id}-description`
  return (
    <label className="radio-card" htmlFor={id}>
      <input {...input} type="radio" id={id} aria-describedby={descriptionId} />
      <span className="radio-card__body">
        <span className="radio-card__title">{title}</span>
        {description === undefined ? null : <span id={descriptionId}>{description}</span>}
      </span>
    </label>
  )
}
