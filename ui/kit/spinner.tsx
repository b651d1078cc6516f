import "./spinner.css"

export interface SpinnerProps {
  /** The accessible name; the spinner is announced as a status with this text. */
  readonly label?: string
}

/** A small turning ring for short waits inside controls; pages use Skeleton instead. */
export const Spinner = ({ label = "Loading" }: SpinnerProps) => (
  <span role="status" aria-label={label} className="spinner-wrap">
    <span className="spinner" aria-hidden="true" />
  </span>
)
