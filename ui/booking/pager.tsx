import { ChevronLeft, ChevronRight } from "lucide-react"
import { Button } from "../kit/button.tsx"

export interface PagerProps {
  readonly page: number
  readonly pageCount: number
  readonly onPage: (page: number) => void
  readonly label: string
}

/** Previous / "Page 1 of 2" / Next; nothing when everything fits on one page. */
export const Pager = ({ page, pageCount, onPage, label }: PagerProps) =>
  pageCount <= 1 ? null : (
    <nav className="pager" aria-label={label}>
      <Button variant="secondary" size="small" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        <ChevronLeft size={16} aria-hidden="true" /> Previous
      </Button>
      <span className="pager__status" aria-live="polite">
        Page {page} of {pageCount}
      </span>
      <Button variant="secondary" size="small" disabled={page >= pageCount} onClick={() => onPage(page + 1)}>
        Next <ChevronRight size={16} aria-hidden="true" />
      </Button>
    </nav>
  )
