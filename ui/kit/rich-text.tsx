import "./content-page.css"

/**
 * Rich text from the API (spec A §3: a write-up's htmlContent): HTML the server sanitised on its way out
 * (server/http/rich-text.ts: no script, no inline handlers, links with rel="noopener"), so it is written as it comes.
 * Nothing else may be written this way.
 */
export const RichText = ({ html, className }: { readonly html: string; readonly className?: string }) =>
  html.trim() === "" ? null : <div className={["rich-text", className].filter(Boolean).join(" ")} dangerouslySetInnerHTML={{ __html: html }} />
