import { WIDE_SCREEN_MIN_WIDTH_PX } from "../screen/breakpoint.ts"
/** The ellipsis a truncated text ends with: one character, counted within the maximum. */
export const ELLIPSIS = "…"

/**
 * Shortens `text` to at most `maxLength` characters (code points, so an emoji is never split): a
 * longer text keeps its first `maxLength − 1` characters, without trailing blanks, and ends with
 * "…". A text that fits is returned as is.
 */
export const truncate = (text: string, maxLength: number): string => {
  const characters = Array.from(text)
  if (characters.length <= maxLength) return text
  if (maxLength < 1) return ""
  return characters.slice(0, maxLength - 1).join("").trimEnd() + ELLIPSIS
}

/** spec booking-flow §9: special-offer hotel names are truncated to 35 characters in cards. */
export const SPECIAL_OFFER_HOTEL_NAME_MAX_LENGTH = 35

/** spec booking-flow §2: breadcrumb labels are truncated to 10 characters below 1120 px width. */
export const BREADCRUMB_LABEL_MAX_LENGTH = 10
export const BREADCRUMB_FULL_LABELS_FROM_WIDTH_PX = WIDE_SCREEN_MIN_WIDTH_PX

export const specialOfferHotelName = (name: string): string => truncate(name, SPECIAL_OFFER_HOTEL_NAME_MAX_LENGTH)

/** A breadcrumb label at a viewport width: truncated below 1120 px, in full at 1120 px and wider. */
export const breadcrumbLabel = (label: string, viewportWidthPx: number): string =>
  viewportWidthPx < BREADCRUMB_FULL_LABELS_FROM_WIDTH_PX ? truncate(label, BREADCRUMB_LABEL_MAX_LENGTH) : label

/** A breadcrumb label in the layout of the one breakpoint: in full on wide screens, truncated on narrow ones. */
export const breadcrumbLabelIn = (label: string, wideScreen: boolean): string =>
  breadcrumbLabel(label, wideScreen ? BREADCRUMB_FULL_LABELS_FROM_WIDTH_PX : BREADCRUMB_FULL_LABELS_FROM_WIDTH_PX - 1)
