import "./content-page.css"

/**
 * Rich text from the API (spec A §3: a write-up's htmlContent). The server sanitises every WriteUpField on the way out
 * (server/http/rich-text.ts: no script, no inline handlers, links with rel="noopener"), so it is written as given.
 */
export const RichText = ({ html, className }: { readonly html: string; readonly className?: string }) => (
  <div className={className === undefined ? "rich-text" : `rich-text ${className}`} dangerouslySetInnerHTML={{ __html: html }} />
)
