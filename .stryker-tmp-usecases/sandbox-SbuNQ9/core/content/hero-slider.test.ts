// @ts-nocheck
import { describe, expect, it } from "vitest"
import { HERO_SLIDER_FADE_MS, HERO_SLIDER_INTERVAL_MS, HERO_SLIDER_LOOPS, HERO_SLIDER_PAUSES_ON_HOVER, sliderNavigation } from "./hero-slider.ts"

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
