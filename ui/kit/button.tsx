import type { ButtonHTMLAttributes, ReactNode } from "react"
import "./button.css"
import { Spinner } from "./spinner.tsx"

/** "danger" is for a destructive action (cancelling a booking): the danger colour, never the action colour. */
export type ButtonVariant = "primary" | "secondary" | "ghost" | "danger"

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  readonly variant?: ButtonVariant
  readonly size?: "medium" | "small"
  readonly block?: boolean
  /** Shows a spinner over the label (which keeps its width) and ignores clicks while true. */
  readonly loading?: boolean
  readonly children: ReactNode
}

export const buttonClassName = (variant: ButtonVariant = "primary", size: "medium" | "small" = "medium", block = false): string =>
  ["button", `button--${variant}`, size === "small" ? "button--small" : "", block ? "button--block" : ""].filter(Boolean).join(" ")

/** The site's button: one primary action per screen, secondary outlined, ghost for quiet actions. */
export const Button = ({ variant = "primary", size = "medium", block = false, loading = false, type = "button", className, children, onClick, ...rest }: ButtonProps) => (
  <button
    {...rest}
    type={type}
    className={[buttonClassName(variant, size, block), className].filter(Boolean).join(" ")}
    aria-busy={loading || undefined}
    // aria-disabled rather than disabled while loading: the button keeps focus, and a screen reader still finds it.
    aria-disabled={loading || rest.disabled || undefined}
    onClick={loading ? (event) => event.preventDefault() : onClick}
  >
    <span className={loading ? "button__label--hidden" : undefined}>{children}</span>
    {loading ? (
      <span className="button__spinner">
        <Spinner />
      </span>
    ) : null}
  </button>
)
