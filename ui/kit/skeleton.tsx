import "./skeleton.css"

export interface SkeletonProps {
  /** A CSS length; the skeleton must have the size of what it stands for, so nothing moves when it arrives. */
  readonly width?: string
  readonly height?: string
  readonly text?: boolean
  readonly className?: string
}

/** A grey shape where content will be; hidden from assistive technology (the region says it is busy). */
export const Skeleton = ({ width = "100%", height, text = false, className }: SkeletonProps) => (
  <span
    aria-hidden="true"
    className={["skeleton", text ? "skeleton--text" : "", className].filter(Boolean).join(" ")}
    // Sizes through CSSOM (React sets style properties, never a style attribute string): allowed by the CSP.
    style={{ width, ...(height === undefined ? {} : { height }) }}
  />
)
