import { describe, expect, it } from "vitest"
import {
  HERO_SLIDER_FADE_MS,
  HERO_SLIDER_INTERVAL_MS,
  HERO_SLIDER_LOOPS,
  HERO_SLIDER_PAUSES_ON_FOCUS,
  HERO_SLIDER_PAUSES_ON_HOVER,
  nextAutoSlide,
  sliderAutoPlays,
  sliderNavigation,
} from "./hero-slider.ts"

describe("hero slider", () => {
  it("auto-plays every 6 seconds with a 600 ms fade, looping and pausing on hover", () => {
    expect([HERO_SLIDER_INTERVAL_MS, HERO_SLIDER_FADE_MS, HERO_SLIDER_LOOPS, HERO_SLIDER_PAUSES_ON_HOVER]).toEqual([6000, 600, true, true])
  })

  it("disables previous on the first banner and next on the last", () => {
    expect(sliderNavigation(0, 3)).toEqual({ canGoPrevious: false, canGoNext: true })
    expect(sliderNavigation(1, 3)).toEqual({ canGoPrevious: true, canGoNext: true })
    expect(sliderNavigation(2, 3)).toEqual({ canGoPrevious: true, canGoNext: false })
  })

  it("disables both with a single banner", () => {
    expect(sliderNavigation(0, 1)).toEqual({ canGoPrevious: false, canGoNext: false })
  })
})

describe("hero slider auto-play", () => {
  const still = { hovered: false, focused: false, paused: false, reducedMotion: false }

  it("loops: after the last banner comes the first", () => {
    expect([0, 1, 2].map((index) => nextAutoSlide(index, 3))).toEqual([1, 2, 0])
    expect(nextAutoSlide(0, 0)).toBe(0)
  })

  it("plays with two banners or more and nothing holding it", () => {
    expect(sliderAutoPlays(3, still)).toBe(true)
    expect(sliderAutoPlays(1, still)).toBe(false)
  })

  it("pauses on hover, on focus, when paused, and under reduced motion", () => {
    for (const hold of ["hovered", "focused", "paused", "reducedMotion"] as const) expect(sliderAutoPlays(3, { ...still, [hold]: true }), hold).toBe(false)
    expect(HERO_SLIDER_PAUSES_ON_FOCUS).toBe(true)
  })
})
