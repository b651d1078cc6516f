/** spec accounts-and-content §2, §9: home hero banners auto-play every 6 seconds. */
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

/** Auto-play pauses while the slider holds the keyboard focus too (WCAG 2.2.2: a visitor reading a banner is not moved on). */
export const HERO_SLIDER_PAUSES_ON_FOCUS = true

/** What stops the auto-play: a pointer over the slider, the focus inside it, the visitor's pause, or reduced motion. */
export interface SliderHold {
  readonly hovered: boolean
  readonly focused: boolean
  readonly paused: boolean
  readonly reducedMotion: boolean
}

/** Whether the slider advances by itself now: more than one banner and nothing holding it (spec A §2). */
export const sliderAutoPlays = (count: number, hold: SliderHold): boolean =>
  count > 1 && !hold.hovered && !hold.focused && !hold.paused && !hold.reducedMotion

/** spec A §2: auto-play loops, the last banner is followed by the first; the buttons do not wrap (sliderNavigation). */
export const nextAutoSlide = (index: number, count: number): number => (count === 0 ? 0 : (index + 1) % count)
