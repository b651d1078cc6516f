import { actionLabel } from "../content/messages.ts"

// Not the spec's words (spec A §2 names the page, not its text): the legal hub's headings, search and descriptions.
export const LEGAL_HUB = "Legal Hub"
export const LEGAL_HUB_DESCRIPTION =
  "Karoo Hotels' legal hub: the reservations cancellation policy, website terms of use, privacy policy (POPIA), loyalty and special-offer terms."
export const SEARCH_LEGAL_HUB = "Search the legal hub"
export const LEGAL_DOCUMENTS = "Legal documents"
export const READ_DOCUMENT = "Read document"
export const readDocumentLabel = (name: string): string => actionLabel(READ_DOCUMENT, name)
export const legalTermDescription = (name: string, subName: string | null): string =>
  `${name}${subName === null ? "" : ` (${subName})`} of Karoo Hotels, from the legal hub.`
/** The booking flow's View Policy: the full policy in the legal hub. */
export const READ_FULL_POLICY = "Read the full policy in the Legal Hub"
/** spec A §2: the section the booking flow's View Policy opens. */
export const RESERVATIONS_SECTION = "reservations"
