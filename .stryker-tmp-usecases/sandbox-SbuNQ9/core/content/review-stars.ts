/** Reviews are rated out of five stars. */
// @ts-nocheck

export const MAX_STARS = 5

export interface Stars {
  readonly full: number
  readonly half: number
  readonly empty: number
}

/**
 * spec accounts-and-content §9: stars are whole plus a half star. The rating is rounded to the
 * nearest half (quarters round up: 4.25 → 4.5, 4.75 → 5), so 4.3 and 4.7 both show 4½ stars;
 * ratings outside 0..5 are clamped.
 */
export const reviewStars = (rating: number): Stars => {
  const halves = Math.min(Math.max(Math.round(rating * 2), 0), MAX_STARS * 2)
  const full = Math.floor(halves / 2)
  const half = halves % 2
  return { full, half, empty: MAX_STARS - full - half }
}

/**
 * spec accounts-and-content §9: the average rating is the mean to one decimal (half up: a mean of
 * 4.75 shows 4.8). Undefined when there are no ratings.
 */
export const averageRating = (ratings: ReadonlyArray<number>): number | undefined =>
  ratings.length === 0 ? undefined : Math.round((ratings.reduce((sum, rating) => sum + rating, 0) * 10) / ratings.length) / 10
