// Not the spec's words (spec A §2 names the page and its parts): the help page's headings, search and description.
export const HELP = "Help"
export const HELP_DESCRIPTION =
  "Answers to common questions about booking, our hotels, partnerships and special offers, and how to reach Karoo Hotels and each hotel."
export { SEARCH_FAQS as SEARCH_FAQ } from "../content/company-messages.ts"
export { FAQS_HEADING as FREQUENTLY_ASKED } from "../content/company-messages.ts"
export const NEED_MORE_HELP = "Still need help?"
