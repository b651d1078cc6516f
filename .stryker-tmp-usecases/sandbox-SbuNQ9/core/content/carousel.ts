/** spec accounts-and-content §4: carousels with fewer items than this start centred. */
// @ts-nocheck

export const CAROUSEL_CENTRED_BELOW_ITEMS = 4

export interface CarouselStart {
  /** 0-based slide index, as carousel libraries (embla) take it. */
  readonly startIndex: number
  readonly align: "center" | "start"
}

/**
 * spec accounts-and-content §4: a carousel starts centred on slide 1 when there are fewer than 4
 * items. Slide 1 is the 0-based index 1, the middle of three, so a short row sits balanced; a single
 * slide starts on itself. Longer carousels start at the first slide, aligned to the start.
 */
export const carouselStart = (itemCount: number): CarouselStart =>
  itemCount < CAROUSEL_CENTRED_BELOW_ITEMS
    ? { startIndex: Math.min(1, Math.max(itemCount - 1, 0)), align: "center" }
    : { startIndex: 0, align: "start" }
