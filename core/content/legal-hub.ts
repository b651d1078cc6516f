import { Schema } from "effect"
import { NO_TERMS } from "./messages.ts"

/** spec accounts-and-content §2: the legal hub's query parameter naming a section (and holding the search text). */
export const LEGAL_HUB_SECTION_PARAM = "name"

/** spec accounts-and-content §3: a legal term (a terms document of the legal hub); its write-up is HTML. */
export const LegalTerm = Schema.Struct({
  name: Schema.String,
  subName: Schema.NullOr(Schema.String),
  slug: Schema.String,
  writeUp: Schema.Struct({ htmlContent: Schema.String }),
})
export type LegalTerm = typeof LegalTerm.Type

/** spec accounts-and-content §3 (Legal term), the parts these rules read. */
export interface LegalTermRef {
  readonly name: string
  readonly subName?: string | null | undefined
  readonly slug: string
}

/**
 * spec accounts-and-content §2: `name` selects a section (name=reservations shows the reservations
 * cancellation policy). It matches a term's slug, else its name, ignoring case and the
 * parameter's surrounding blanks; undefined when nothing matches or the parameter is missing or blank.
 */
export const selectLegalSection = <T extends LegalTermRef>(terms: ReadonlyArray<T>, name: string | null | undefined): T | undefined => {
  const wanted = name?.trim().toLowerCase()
  if (!wanted) return undefined
  return terms.find((term) => term.slug.toLowerCase() === wanted) ?? terms.find((term) => term.name.toLowerCase() === wanted)
}

/** spec accounts-and-content §2: the `name` text also filters the terms by name or sub-name, ignoring case. */
export const filterLegalTerms = <T extends LegalTermRef>(terms: ReadonlyArray<T>, text: string | null | undefined): ReadonlyArray<T> => {
  const needle = (text ?? "").trim().toLowerCase()
  return needle === ""
    ? terms
    : terms.filter((term) => term.name.toLowerCase().includes(needle) || term.subName?.toLowerCase().includes(needle) === true)
}

export type LegalDocumentView = { readonly kind: "empty"; readonly message: string } | { readonly kind: "ready"; readonly htmlContent: string }

/** spec accounts-and-content §2, §8: a terms document with no content (missing or blank) shows "No Terms and Conditions available". */
export const legalDocumentView = (htmlContent: string | null | undefined): LegalDocumentView =>
  htmlContent === null || htmlContent === undefined || htmlContent.trim() === ""
    ? { kind: "empty", message: NO_TERMS }
    : { kind: "ready", htmlContent }
