import type { ReactNode } from "react"
import "./badge.css"

export type BadgeTone = "neutral" | "brand" | "success" | "warning" | "danger"

export interface BadgeProps {
  readonly tone?: BadgeTone
  /** With tone "brand": whose colour (its `brand-…` class: city, courtyard, road, town). */
  readonly brand?: string
  readonly children: ReactNode
}

/** A short label in a pill: a brand, a status (Paid, Unpaid, Cancelled). */
export const Badge = ({ tone = "neutral", brand, children }: BadgeProps) => (
  <span className={["badge", `badge--${tone}`, brand === undefined ? "" : `brand-${brand}`].filter(Boolean).join(" ")}>{children}</span>
)
