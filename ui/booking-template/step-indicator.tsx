import { Check } from "lucide-react"
import { type BookingStepLabel, bookingSteps } from "../../core/booking/booking-steps.ts"

/** DESIGN: Rooms → Review → Guest details → Payment, the current step marked for sight and for screen readers. */
export const StepIndicator = ({ current }: { readonly current: BookingStepLabel }) => (
  <nav aria-label="Booking steps" className="steps">
    <ol className="steps__list">
      {bookingSteps(current).map((step, index) => (
        <li key={step.label} className={`steps__item steps__item--${step.status}`} aria-current={step.status === "current" ? "step" : undefined}>
          <span className="steps__marker" aria-hidden="true">
            {step.status === "done" ? <Check size={14} /> : index + 1}
          </span>
          <span className="steps__label">
            {step.label}
            {step.status === "done" ? <span className="visually-hidden"> (done)</span> : null}
          </span>
        </li>
      ))}
    </ol>
  </nav>
)
