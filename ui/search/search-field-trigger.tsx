import type { LucideIcon } from "lucide-react"
import { forwardRef, type ButtonHTMLAttributes } from "react"

export interface SearchFieldTriggerProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  /** The field's id: its label is `${id}-label`, its error `${id}-error`. */
  readonly fieldId: string
  readonly icon: LucideIcon
  /** What the field holds, as its summary ("10 Mar – 12 Mar", "2 adults, 1 room"). */
  readonly summary: string
  readonly hasError: boolean
}

/** The button of a search field that opens its popover (dates, guests), named by the field's label and its value. */
export const SearchFieldTrigger = forwardRef<HTMLButtonElement, SearchFieldTriggerProps>(({ fieldId, icon: Icon, summary, hasError, ...button }, ref) => (
  <button
    {...button}
    ref={ref}
    type="button"
    className="search-field__button"
    aria-labelledby={`${fieldId}-label ${fieldId}-value`}
    aria-invalid={hasError || undefined}
    aria-describedby={hasError ? `${fieldId}-error` : undefined}
  >
    <Icon className="search-field__icon" size={18} aria-hidden="true" />
    <span id={`${fieldId}-value`}>{summary}</span>
  </button>
))
SearchFieldTrigger.displayName = "SearchFieldTrigger"
