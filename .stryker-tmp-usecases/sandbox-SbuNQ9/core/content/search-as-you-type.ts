// @ts-nocheck
import { PAGE_PARAM } from "./pagination.ts"

/** spec accounts-and-content §4, §9: the search-as-you-type helper waits 500 ms after the last keystroke. */
export const SEARCH_DEBOUNCE_MS = 500

/** spec accounts-and-content §2: list pages keep their search text in the `search` query parameter. */
export const SEARCH_PARAM = "search"

export type SearchParams = Readonly<Record<string, string>>

/**
 * spec accounts-and-content §4: after the pause the text is written to the query parameter and the
 * page resets to 1 (the caller replaces the URL rather than pushing a history entry). Empty text
 * removes the parameter; other text is kept as typed. The legal hub passes `name` as its parameter.
 */
export const searchParamsForText = (params: SearchParams, text: string, param: string = SEARCH_PARAM): SearchParams => {
  const { [param]: _previous, ...others } = params
  return text === "" ? { ...others, [PAGE_PARAM]: "1" } : { ...others, [param]: text, [PAGE_PARAM]: "1" }
}
