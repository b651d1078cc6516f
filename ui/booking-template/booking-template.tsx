import type { ReactNode } from "react"
import type { BookingStepLabel } from "../../core/booking/booking-steps.ts"
import { makeBookingTemplateModel } from "../../core/booking/booking-template-model.ts"
import { useScreenModel } from "../kit/screen-model.tsx"
import { BookingSummaryBar, BookingSummaryPanel } from "./booking-summary.tsx"
import { useBookingTopBar } from "./booking-top-bar-slot.tsx"
import "./booking-template.css"
import { StepIndicator } from "./step-indicator.tsx"

export interface BookingTemplateProps {
  /** The page's title, its h1 (the document's title is the route table's: ui/app/route-table.ts). */
  readonly title: string
  /** The step indicator's current step; the hotel list and calendar come before the steps and show none. */
  readonly step?: BookingStepLabel
  /** False on pages that need the full width (the hotel list with its map): no summary panel. */
  readonly summary?: boolean
  /** The hold countdown (web-checkout fills it from the review on), shown at the top of the summary. */
  readonly hold?: ReactNode
  /** A line under the title ("Room 1 of 2 · 2 adults"). */
  readonly subtitle?: ReactNode
  readonly children: ReactNode
}

/**
 * spec B §2 (Booking-flow page template): the welcome header (a sticky bar with the booking top bar), the title,
 * the content on the left and the booking summary on the right (a collapsible bar on small screens), with the
 * step indicator (DESIGN: Rooms → Review → Guest details → Payment). Every booking page renders inside it. Its model:
 * core/booking/booking-template-model.ts.
 */
export const BookingTemplate = ({ title, step, summary = true, hold, subtitle, children }: BookingTemplateProps) => {
  const topBar = useBookingTopBar()
  const model = useScreenModel(makeBookingTemplateModel, undefined)
  const hotelImage = model.hotelImage.value
  const panel = model.summary.value
  return (
    <div className="booking-layout">
      <div className="booking-layout__bar" data-testid="booking-top-bar-slot">
        <div className="container">{topBar}</div>
      </div>
      <div className="container booking-layout__page">
        {step === undefined ? null : <StepIndicator current={step} />}
        <header className="booking-layout__header">
          <h1 className="booking-layout__title">{title}</h1>
          {subtitle === undefined ? null : <p className="booking-layout__subtitle">{subtitle}</p>}
        </header>
        {summary ? <BookingSummaryBar panel={panel} hotelImage={hotelImage} hold={hold} /> : null}
        <div className={summary ? "booking-layout__columns" : "booking-layout__single"}>
          <div className="booking-layout__content">{children}</div>
          {summary ? <BookingSummaryPanel panel={panel} hotelImage={hotelImage} hold={hold} /> : null}
        </div>
      </div>
    </div>
  )
}
