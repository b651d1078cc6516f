import type { ChangeEvent, ReactNode } from "react"

export interface FilterFormProps {
  readonly className: string
  /** The form's accessible name ("Hotel filters"). */
  readonly label: string
  /** Filter by the form's values: on submit, and whenever a select calls `refilter`. */
  readonly onFilter: (values: FormData) => void
  /** The filters, given `refilter` for each select's onChange, and the submit button. */
  readonly children: (refilter: (event: ChangeEvent<HTMLSelectElement>) => void) => ReactNode
}

/**
 * A list's filters (the hotels explorer, the job vacancies): a GET form, so that without script it submits them as the
 * page's query; with script, submitting it or changing a select filters at once, without leaving the page.
 */
export const FilterForm = ({ className, label, onFilter, children }: FilterFormProps) => {
  const refilter = (event: ChangeEvent<HTMLSelectElement>) => {
    if (event.currentTarget.form !== null) onFilter(new FormData(event.currentTarget.form))
  }
  return (
    <form
      className={className}
      aria-label={label}
      method="get"
      onSubmit={(event) => {
        event.preventDefault()
        onFilter(new FormData(event.currentTarget))
      }}
    >
      {children(refilter)}
    </form>
  )
}
