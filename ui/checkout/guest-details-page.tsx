import { useSignals } from "@preact/signals-react/runtime"
import { useRef, useState } from "react"
import { useNavigate } from "react-router-dom"
import { BOOKING_STEPS } from "../../core/booking/booking-steps.ts"
import { GUEST_DETAILS_ROUTE } from "../../core/routes.ts"
import { type ConfirmChoice, confirmBooking } from "../../core/checkout/confirm-booking.ts"
import { guestDetailsActionsOf, guestDetailsInput } from "../../core/checkout/guest-details-form.ts"
import { guestLabel } from "../../core/checkout/guest.ts"
import { payLaterNote } from "../../core/checkout/hold.ts"
import { CONFIRM_AND_PAY_LATER, PAY_BOOKING, POINTS_AFTER_PAYMENT_NOTE } from "../../core/booking/messages.ts"
import { quickAssignOffer } from "../../core/checkout/quick-assign.ts"
import { today } from "../../core/time/clock.ts"
import { BookingTemplate } from "../booking-template/booking-template.tsx"
import { Accordion } from "../kit/accordion.tsx"
import { useBookingSession } from "../booking-template/use-booking-session.ts"
import { Button } from "../kit/button.tsx"
import { useCoreRead, useRunEffect } from "../kit/core-runtime.tsx"
import { Notice } from "../kit/notice.tsx"
import { AddressFields } from "./address-fields.tsx"
import { CommunicationFields } from "./communication-fields.tsx"
import { formFieldErrors } from "./form-errors.ts"
import { GuestFields } from "./guest-fields.tsx"
import { useCheckoutHold } from "./use-checkout-hold.tsx"
import { setServerErrors, useGuestForm } from "./use-guest-form.ts"
import "./checkout.css"

// The step's title is its name in the step indicator (core/booking/booking-steps.ts)
const GUEST_DETAILS_STEP = BOOKING_STEPS.find((step) => step.route === GUEST_DETAILS_ROUTE)!.label
export const GUEST_DETAILS_TITLE: string = GUEST_DETAILS_STEP

/** Moves focus to the first field that says what is wrong, so a keyboard or screen-reader user lands on it. */
const focusFirstError = (form: HTMLFormElement | null) =>
  requestAnimationFrame(() => form?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus())

/**
 * spec B §2, §4, §5: /booking/guest-details: the Main Guest with the address, a Guest #n for each further room,
 * the confirmation communication, and Confirm & Pay Later and/or Pay Booking as core decides (hotel 830: Pay
 * Later only; a mandatory payment hides it). The server's field errors land on the fields; nothing typed is lost.
 * Quick Assign Guests is offered to members whose type is not individual (core's quickAssignOffer): the site has
 * no sign-in yet, so every visitor is anonymous and the offer is "none".
 */
export const GuestDetailsPage = () => {
  useSignals()
  const session = useBookingSession()
  const run = useRunEffect()
  const navigate = useNavigate()
  const hold = useCheckoutHold()
  const state = session.state.value
  const day = useCoreRead(() => today, "today")
  const actions = day.kind === "ready" ? guestDetailsActionsOf(state, day.value) : null
  const choice = useRef<ConfirmChoice>("payLater")
  const [busy, setBusy] = useState<ConfirmChoice | null>(null)
  const formElement = useRef<HTMLFormElement>(null)
  const offer = quickAssignOffer({ signedIn: false, memberType: null })

  const form = useGuestForm(guestDetailsInput(state), async (value) => {
    setBusy(choice.current)
    try {
      const next = await run(confirmBooking(value, choice.current))
      await navigate(next.to)
    } catch (error) {
      const failure = error as { readonly _tag?: string; readonly fieldErrors?: Readonly<Record<string, ReadonlyArray<string>>> }
      if (failure._tag === "HoldExpired") hold.expire()
      if (failure._tag === "GuestDetailsInvalid" && failure.fieldErrors !== undefined) {
        setServerErrors(form, formFieldErrors(failure.fieldErrors)?.fields ?? {})
        focusFirstError(formElement.current)
      }
    } finally {
      setBusy(null)
    }
  })

  const submit = (picked: ConfirmChoice) => {
    choice.current = picked
    void form.handleSubmit().then(() => {
      if (!form.state.isValid) focusFirstError(formElement.current)
    })
  }

  const items = [
    {
      value: "main",
      title: guestLabel(0),
      content: (
        <>
          <GuestFields form={form} required />
          <AddressFields form={form} />
        </>
      ),
    },
    ...state.guestRooms.slice(1).map((_, index) => ({
      value: `guest-${index + 1}`,
      title: guestLabel(index + 1),
      content: <GuestFields form={form} index={index} required={false} />,
    })),
  ]

  return (
    <BookingTemplate title={GUEST_DETAILS_TITLE} step={GUEST_DETAILS_STEP} hold={hold.countdown}>
      <form
        ref={formElement}
        className="checkout-stack"
        noValidate
        aria-label={GUEST_DETAILS_TITLE}
        onSubmit={(event) => {
          event.preventDefault()
          submit(choice.current)
        }}
      >
        {offer === "pointsNote" ? <Notice tone="info">{POINTS_AFTER_PAYMENT_NOTE}</Notice> : null}
        <section className="checkout-card" aria-label="Guests">
          <Accordion items={items} defaultOpen={["main"]} />
        </section>
        <section className="checkout-card">
          <CommunicationFields form={form} />
        </section>
        <div className="checkout-card checkout-card--actions">
          {actions === null ? null : (
            <div className={actions.payLater === "only" ? "checkout-actions checkout-actions--single" : "checkout-actions"}>
              {actions.payLater === "hidden" ? null : (
                <Button
                  variant={actions.payBooking ? "secondary" : "primary"}
                  block={actions.payLater === "only"}
                  loading={busy === "payLater"}
                  onClick={() => submit("payLater")}
                >
                  {CONFIRM_AND_PAY_LATER}
                </Button>
              )}
              {actions.payBooking ? (
                <Button loading={busy === "payBooking"} onClick={() => submit("payBooking")}>
                  {PAY_BOOKING}
                </Button>
              ) : null}
            </div>
          )}
          {actions !== null && actions.payLater !== "hidden" ? <p className="checkout-note">{payLaterNote.text}</p> : null}
        </div>
      </form>
      {hold.timeoutModal}
    </BookingTemplate>
  )
}
