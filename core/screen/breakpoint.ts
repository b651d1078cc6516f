/**
 * spec booking-flow §2: the one width the layout changes at (the booking summary beside the page, the hotel list's
 * map, two months in the range picker, the breadcrumbs in full). Below it is the narrow layout, phones and tablets.
 */
export const WIDE_SCREEN_MIN_WIDTH_PX = 1120
