import type { LucideIcon } from "lucide-react"
import { type ReactNode, useId } from "react"
import { FieldError } from "../kit/field.tsx"
import { Popover } from "../kit/popover.tsx"
import { SearchFieldTrigger } from "./search-field-trigger.tsx"

export interface SearchPopoverFieldProps {
  /** The field's modifier class (`search-field--dates`). */
  readonly kind: string
  readonly label: string
  /** The popover's accessible name. */
  readonly popoverLabel: string
  readonly icon: LucideIcon
  /** What the field holds, as its trigger shows it. */
  readonly summary: string
  readonly open: boolean
  readonly onOpenChange: (open: boolean) => void
  readonly align?: "start" | "end"
  /** The messages under the field, once a search was attempted; nothing when there are none. */
  readonly errors: ReactNode
  readonly hasError: boolean
  readonly children: ReactNode
}

/** A search field that opens a popover (the dates, the guests): its label, its trigger with the summary, its messages. */
export const SearchPopoverField = ({ kind, label, popoverLabel, icon, summary, open, onOpenChange, align, errors, hasError, children }: SearchPopoverFieldProps) => {
  const id = useId()
  return (
    <div className={`search-field ${kind}`}>
      <span className="search-field__label" id={`${id}-label`}>
        {label}
      </span>
      <Popover
        open={open}
        onOpenChange={onOpenChange}
        label={popoverLabel}
        {...(align === undefined ? {} : { align })}
        trigger={<SearchFieldTrigger fieldId={id} icon={icon} summary={summary} hasError={hasError} />}
      >
        {children}
      </Popover>
      {hasError ? <FieldError id={`${id}-error`}>{errors}</FieldError> : null}
    </div>
  )
}
