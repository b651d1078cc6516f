import { ChevronLeft, ChevronRight } from "lucide-react"
import { Button } from "./button.tsx"
import "./pagination.css"

export interface PaginationProps {
  readonly page: number
  readonly pageCount: number
  readonly onPage: (page: number) => void
  /** The navigation's accessible name ("Room pages"). */
  readonly label: string
  /** The page numbers to offer, with gaps, as core's paging rule gives them (core/content/pagination.ts pageWindow). */
  readonly pages?: ReadonlyArray<number | "gap">
}

/** Previous / the page numbers or "Page 1 of 2" / Next; nothing when everything fits on one page. */
export const Pagination = ({ page, pageCount, onPage, label, pages }: PaginationProps) =>
  pageCount <= 1 ? null : (
    <nav className="pager" aria-label={label}>
      <Button variant="secondary" size="small" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        <ChevronLeft size={16} aria-hidden="true" /> <span className="pager__label">Previous</span>
      </Button>
      {pages === undefined ? (
        <span className="pager__status" aria-live="polite">
          Page {page} of {pageCount}
        </span>
      ) : (
        <ol className="pager__pages">
          {pages.map((item, index) =>
            item === "gap" ? (
              <li key={`gap-${index}`} className="pager__gap" aria-hidden="true">
                …
              </li>
            ) : (
              <li key={item}>
                <Button variant={item === page ? "primary" : "ghost"} size="small" aria-current={item === page ? "page" : undefined} onClick={() => onPage(item)}>
                  {item}
                </Button>
              </li>
            ),
          )}
        </ol>
      )}
      <Button variant="secondary" size="small" disabled={page >= pageCount} onClick={() => onPage(page + 1)}>
        <span className="pager__label">Next</span> <ChevronRight size={16} aria-hidden="true" />
      </Button>
    </nav>
  )
