import { Search } from "lucide-react"
import { Field } from "./field.tsx"
import "./content-page.css"

export interface SearchBoxProps {
  readonly label: string
  /** The query parameter the text is kept in ("search", the legal hub's "name"). */
  readonly name: string
  /** The list's path: without script the form asks for it with the text as its query. */
  readonly action: string
  readonly value: string
  readonly onType: (text: string) => void
}

/** A list's search field, in a search landmark; typing is the model's (search-as-you-type), Enter submits nothing more. */
export const SearchBox = ({ label, name, action, value, onType }: SearchBoxProps) => (
  <form role="search" className="search-box" method="get" action={action} onSubmit={(event) => event.preventDefault()}>
    <Field label={label}>
      {(control) => (
        <span className="search-box__control">
          <Search size={18} aria-hidden="true" />
          <input {...control} className="field__control" type="search" name={name} value={value} autoComplete="off" onChange={(event) => onType(event.currentTarget.value)} />
        </span>
      )}
    </Field>
  </form>
)
