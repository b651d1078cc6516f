import useEmblaCarousel from "embla-carousel-react"
import { ChevronLeft, ChevronRight } from "lucide-react"
import { useCallback, useEffect, useState } from "react"

/** The room modal's photos (embla), with buttons and a "2 of 5" count; loaded only when the modal opens. */
const RoomCarousel = ({ images, name }: { readonly images: ReadonlyArray<string>; readonly name: string }) => {
  const [viewport, api] = useEmblaCarousel({ loop: images.length > 1 })
  const [index, setIndex] = useState(0)
  useEffect(() => {
    if (api === undefined) return
    const onSelect = () => setIndex(api.selectedScrollSnap())
    api.on("select", onSelect)
    return () => {
      api.off("select", onSelect)
    }
  }, [api])
  const previous = useCallback(() => api?.scrollPrev(), [api])
  const next = useCallback(() => api?.scrollNext(), [api])
  return (
    <section className="carousel" aria-roledescription="carousel" aria-label={`Photos of ${name}`}>
      <div className="carousel__viewport" ref={viewport}>
        <div className="carousel__track">
          {images.map((url, slide) => (
            <div className="carousel__slide" key={url} role="group" aria-roledescription="slide" aria-label={`${slide + 1} of ${images.length}`}>
              <img src={url} alt={`${name}, photo ${slide + 1}`} width={800} height={500} />
            </div>
          ))}
        </div>
      </div>
      {images.length > 1 ? (
        <div className="carousel__controls">
          <button type="button" className="carousel__button" onClick={previous} aria-label="Previous photo">
            <ChevronLeft size={20} aria-hidden="true" />
          </button>
          <span className="carousel__count" aria-live="polite">
            {index + 1} of {images.length}
          </span>
          <button type="button" className="carousel__button" onClick={next} aria-label="Next photo">
            <ChevronRight size={20} aria-hidden="true" />
          </button>
        </div>
      ) : null}
    </section>
  )
}

export default RoomCarousel
