/** spec accounts-and-content §2, §9: home hero banners auto-play every 6 seconds. */
// @ts-nocheck

export const HERO_SLIDER_INTERVAL_MS = 6000
/** spec accounts-and-content §2, §9: banners fade over 600 ms. */
export const HERO_SLIDER_FADE_MS = 600
/** spec accounts-and-content §2: the slider loops. */
export const HERO_SLIDER_LOOPS = true
/** spec accounts-and-content §2: auto-play pauses on hover. */
export const HERO_SLIDER_PAUSES_ON_HOVER = true

export interface SliderNavigation {
  readonly canGoPrevious: boolean
  readonly canGoNext: boolean
}

/**
 * spec accounts-and-content §2: the previous and next buttons are disabled at the ends (auto-play
 * loops; the buttons do not wrap). `index` is 0-based.
 */
export const sliderNavigation = (index: number, count: number): SliderNavigation => ({
  canGoPrevious: index > 0,
  canGoNext: index < count - 1,
})
