import { GUEST_DETAILS_ROUTE, PAYMENT_DETAILS_ROUTE, REVIEW_ROUTE, ROOMS_ROUTE } from "../routes.ts"

/** DESIGN (Progress is obvious): the booking pages' step indicator, in order. */
export const BOOKING_STEPS = [
  { label: "Rooms", route: ROOMS_ROUTE },
  { label: "Review", route: REVIEW_ROUTE },
  { label: "Guest details", route: GUEST_DETAILS_ROUTE },
  { label: "Payment", route: PAYMENT_DETAILS_ROUTE },
] as const

export type BookingStepLabel = (typeof BOOKING_STEPS)[number]["label"]
export type StepStatus = "done" | "current" | "upcoming"

export interface StepView {
  readonly label: BookingStepLabel
  readonly status: StepStatus
}

/** The steps with the current one marked; those before it done, those after upcoming. */
export const bookingSteps = (current: BookingStepLabel): ReadonlyArray<StepView> => {
  const at = BOOKING_STEPS.findIndex((step) => step.label === current)
  return BOOKING_STEPS.map((step, index) => ({
    label: step.label,
    status: index < at ? "done" : index === at ? "current" : "upcoming",
  }))
}
