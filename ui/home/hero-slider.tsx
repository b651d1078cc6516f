import { ChevronLeft, ChevronRight, Pause, Play } from "lucide-react"
import { type FocusEvent, useEffect, useState } from "react"
import type { Banner } from "../../core/content/banner.ts"
import { HERO_SLIDER_INTERVAL_MS, nextAutoSlide, sliderAutoPlays, sliderNavigation } from "../../core/content/hero-slider.ts"
import { actionLabel, bannerPosition, FIND_OUT_MORE, HERO_BANNERS, NEXT_BANNER, PAUSE_BANNERS, PLAY_BANNERS, PREVIOUS_BANNER } from "../../core/content/messages.ts"
import { AppLink } from "../kit/app-link.tsx"

const REDUCED_MOTION = "(prefers-reduced-motion: reduce)"

/** Whether the visitor asks for reduced motion; false on the server and in the first render (the same markup hydrates). */
const useReducedMotion = (): boolean => {
  const [reduced, setReduced] = useState(false)
  useEffect(() => {
    const query = window.matchMedia(REDUCED_MOTION)
    setReduced(query.matches)
    const onChange = () => setReduced(query.matches)
    query.addEventListener("change", onChange)
    return () => query.removeEventListener("change", onChange)
  }, [])
  return reduced
}

/**
 * The home hero slider (spec A §2): a banner every 6 seconds with a 600 ms fade, looping, paused while the pointer is
 * over it or the focus is in it (and by its pause button, and under reduced motion, which also drops the fade:
 * hero-slider.css, a stylesheet rule, since the CSP refuses style attributes in the server's HTML);
 * previous and next are disabled at the ends. The banners are stacked: the one on show is opaque, the others are
 * transparent and inert (their links out of the tab order). The rules are core's (core/content/hero-slider.ts).
 */
export const HeroSlider = ({ banners }: { readonly banners: ReadonlyArray<Banner> }) => {
  const count = banners.length
  const [index, setIndex] = useState(0)
  const [hovered, setHovered] = useState(false)
  const [focused, setFocused] = useState(false)
  const [paused, setPaused] = useState(false)
  const reducedMotion = useReducedMotion()
  const playing = sliderAutoPlays(count, { hovered, focused, paused, reducedMotion })
  const { canGoPrevious, canGoNext } = sliderNavigation(index, count)

  useEffect(() => {
    if (!playing) return
    const timer = setTimeout(() => setIndex((current) => nextAutoSlide(current, count)), HERO_SLIDER_INTERVAL_MS)
    return () => clearTimeout(timer)
  }, [playing, index, count])

  const onBlur = (event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false)
  }

  return (
    <section
      className="hero-slider"
      aria-roledescription="carousel"
      aria-label={HERO_BANNERS}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={onBlur}
    >
      <div className="hero-slider__slides" aria-live={playing ? "off" : "polite"}>
        {banners.map((banner, slide) => {
          const shown = slide === index
          return (
            <div
              key={banner.id}
              className={shown ? "hero-slide hero-slide--shown" : "hero-slide"}
              role="group"
              aria-roledescription="slide"
              aria-label={bannerPosition(slide, count)}
              aria-hidden={!shown}
              inert={!shown}
            >
              <img
                className="hero-slide__image"
                src={banner.image.url}
                alt=""
                width={1440}
                height={640}
                loading={slide === 0 ? "eager" : "lazy"}
                {...(slide === 0 ? { fetchPriority: "high" as const } : {})}
              />
              <div className="container hero-slide__text">
                <h2 className="hero-slide__heading">{banner.heading}</h2>
                <p className="hero-slide__sub">{banner.subHeading}</p>
                {banner.link === "" ? null : (
                  <AppLink to={banner.link} className="button button--primary hero-slide__link" aria-label={actionLabel(FIND_OUT_MORE, banner.heading)}>
                    {FIND_OUT_MORE}
                  </AppLink>
                )}
              </div>
            </div>
          )
        })}
      </div>
      {count > 1 ? (
        <div className="container hero-slider__controls">
          <button type="button" className="hero-slider__button" aria-label={PREVIOUS_BANNER} disabled={!canGoPrevious} onClick={() => setIndex(index - 1)}>
            <ChevronLeft size={20} aria-hidden="true" />
          </button>
          <span className="hero-slider__count" aria-hidden="true">
            {index + 1} / {count}
          </span>
          <button type="button" className="hero-slider__button" aria-label={NEXT_BANNER} disabled={!canGoNext} onClick={() => setIndex(index + 1)}>
            <ChevronRight size={20} aria-hidden="true" />
          </button>
          <button type="button" className="hero-slider__button" aria-label={paused ? PLAY_BANNERS : PAUSE_BANNERS} onClick={() => setPaused(!paused)}>
            {paused ? <Play size={18} aria-hidden="true" /> : <Pause size={18} aria-hidden="true" />}
          </button>
        </div>
      ) : null}
    </section>
  )
}
