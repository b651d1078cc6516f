// Not the spec's words (spec A §2 names the page and its parts): the help page's headings, search and description.
export const HELP = "Help"
export const HELP_DESCRIPTION =
  "Answers to common questions about booking, our hotels, partnerships and special offers, and how to reach Karoo Hotels and each hotel."
export const SEARCH_FAQ = "Search the questions"
export const FREQUENTLY_ASKED = "Frequently asked questions"
export const NEED_MORE_HELP = "Still need help?"
