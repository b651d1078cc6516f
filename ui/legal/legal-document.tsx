import type { LegalSection } from "../../core/legal/legal-hub-model.ts"
import { RichText } from "../kit/rich-text.tsx"

/** A legal document in full: its name, sub-name and write-up, or "No Terms and Conditions available". */
export const LegalDocument = ({ section, headingLevel }: { readonly section: LegalSection; readonly headingLevel: 1 | 2 }) => {
  const Heading = headingLevel === 1 ? "h1" : "h2"
  return (
    <article className="content-page__section" aria-labelledby="legal-document-title">
      <Heading id="legal-document-title" className={headingLevel === 1 ? "content-page__title" : undefined}>
        {section.name}
      </Heading>
      {section.subName === null ? null : <p className="content-page__lead">{section.subName}</p>}
      {section.document.kind === "ready" ? (
        <RichText html={section.document.htmlContent} />
      ) : (
        <div className="empty-state" role="status">
          <p className="empty-state__title">{section.document.message}</p>
        </div>
      )}
    </article>
  )
}
