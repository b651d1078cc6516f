import { ChevronRight } from "lucide-react"
import "./breadcrumb.css"
import { AppLink } from "./app-link.tsx"

export interface BreadcrumbItem {
  readonly label: string
  /** The page's path; the last item is the current page and takes none. */
  readonly to?: string
}

/** Where the page sits: Home / My Account / …; a crumb whose page is not served reads as text. */
export const Breadcrumb = ({ items }: { readonly items: ReadonlyArray<BreadcrumbItem> }) => (
  <nav className="breadcrumb" aria-label="Breadcrumb">
    <ol>
      {items.map((item, index) => {
        const last = index === items.length - 1
        return (
          <li key={`${item.label}-${index}`}>
            {last || item.to === undefined ? (
              <span aria-current={last ? "page" : undefined}>{item.label}</span>
            ) : (
              <AppLink to={item.to} unserved="text">
                {item.label}
              </AppLink>
            )}
            {last ? null : <ChevronRight size={14} aria-hidden="true" />}
          </li>
        )
      })}
    </ol>
  </nav>
)
