/** spec accounts-and-content §9: the paging helper's defaults, page size 10 and page index 0. */
// @ts-nocheck

export const DEFAULT_PAGE_SIZE = 10
export const DEFAULT_PAGE_INDEX = 0

/** spec accounts-and-content §2, §9: the page number lives in this URL parameter. */
export const PAGE_PARAM = "page"

/** Marks pages left out of the window (an ellipsis in the pagination bar). */
export const GAP = "gap"
export type PageWindowItem = number | typeof GAP

/**
 * The page a `page` URL parameter names: a whole number from 1 up, else page 1 (missing, blank,
 * zero, negative or not a number). A page past the end is kept; `pageWindow` clamps it.
 */
export const pageFromParam = (param: string | null | undefined): number => {
  const page = /^\d+$/.test(String(param)) ? Number(param) : 0
  return Number.isSafeInteger(page) && page > 0 ? page : 1
}

/**
 * spec accounts-and-content §9: the pagination bar shows the first page and the current page ±1
 * (±2 when on page 1). The last page is not shown unless the window reaches it (the spec names
 * only the first and current pages). A gap stands for pages left out: between page 1 and the window
 * when they are not adjacent, and after the window when more pages follow. `currentPage` is
 * clamped into 1..totalPages; no pages gives an empty bar.
 */
export const pageWindow = (currentPage: number, totalPages: number): ReadonlyArray<PageWindowItem> => {
  if (totalPages < 1) return []
  const current = Math.min(Math.max(currentPage, 1), totalPages)
  const reach = current === 1 ? 2 : 1
  const from = Math.max(current - reach, 2)
  const to = Math.min(current + reach, totalPages)
  const items: Array<PageWindowItem> = [1]
  if (from > 2) items.push(GAP)
  for (let page = from; page <= to; page++) items.push(page)
  if (to < totalPages) items.push(GAP)
  return items
}
