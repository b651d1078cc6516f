import "./content-page.css"

export interface ContentPictureProps {
  readonly url: string
  /** What it shows; "" for a decorative picture. */
  readonly alt: string
  /** The fixed aspect ratio's box, so nothing moves when it arrives: "wide" 16:9, "photo" 4:3, "square" 1:1. */
  readonly shape?: "wide" | "photo" | "square"
  /** Above the fold: loaded at once; every other picture waits until it is near the screen. */
  readonly eager?: boolean
}

const SIZES = { wide: [1600, 900], photo: [800, 600], square: [600, 600] } as const

/** A content picture: a fixed aspect ratio (no layout shift), lazily loaded unless it is the page's first. */
export const ContentPicture = ({ url, alt, shape = "photo", eager = false }: ContentPictureProps) => {
  const [width, height] = SIZES[shape]
  return (
    <img
      className={`content-picture content-picture--${shape}`}
      src={url}
      alt={alt}
      width={width}
      height={height}
      loading={eager ? "eager" : "lazy"}
      decoding="async"
    />
  )
}
