import { useSignals } from "@preact/signals-react/runtime"
import { useState } from "react"
import { useNavigate } from "react-router-dom"
import { PAYMENT_DETAILS_TITLE } from "../../core/booking/messages.ts"
import { paymentDetailsNotice } from "../../core/checkout/payment-details.ts"
import { startPayment } from "../../core/checkout/start-payment.ts"
import { loadCharities } from "../../core/payment/load-charities.ts"
import { DEFAULT_PAYMENT_FORM, PAYMENT_OPTION_LABELS, type PaymentOption } from "../../core/payment/payment-option.ts"
import { pointsOption } from "../../core/payment/points-option.ts"
import { BookingTemplate } from "../booking-template/booking-template.tsx"
import { useBookingSession } from "../booking-template/use-booking-session.ts"
import { Button } from "../kit/button.tsx"
import { useCoreRead, useRunEffect } from "../kit/core-runtime.tsx"
import { Notice } from "../kit/notice.tsx"
import { RadioCard } from "../kit/radio-card.tsx"
import { Skeleton } from "../kit/skeleton.tsx"
import { CharityChoice } from "./charity-choice.tsx"
import { useCheckoutHold } from "./use-checkout-hold.tsx"
import "./checkout.css"

// Not the spec's words: the options' legend and the pay button
export const PAYMENT_METHOD = "How would you like to pay?"
export const PAY_NOW = "Pay now"
export const CARD_DESCRIPTION = "Pay securely by card on our payment partner's page."

/**
 * spec B §2, §4: /booking/payment-details: the optional charities, Credit Card and Loyalty Points (enabled only
 * for an account with 500 points; without an account it asks to log in or sign up; its action is not wired, as
 * the spec says), "Payment required upon checkout" when a mandatory payment period applies, and the card
 * payment's start, which hands over to /booking/payment.
 */
export const PaymentDetailsPage = () => {
  useSignals()
  const session = useBookingSession()
  const run = useRunEffect()
  const navigate = useNavigate()
  const hold = useCheckoutHold()
  const charities = useCoreRead(() => loadCharities, "charities")
  const [selected, setSelected] = useState<ReadonlyArray<number>>(DEFAULT_PAYMENT_FORM.selectedCharities)
  const [option, setOption] = useState<PaymentOption>(DEFAULT_PAYMENT_FORM.paymentOption)
  const [busy, setBusy] = useState(false)
  // No accounts yet (issue 11): every visitor is anonymous, so the points option asks to log in or sign up.
  const points = pointsOption(null)
  const notice = paymentDetailsNotice(session.state.value)

  const pay = () => {
    setBusy(true)
    run(startPayment(selected)).then(
      (started) => void navigate(started.to),
      () => setBusy(false),
    )
  }

  return (
    <BookingTemplate title={PAYMENT_DETAILS_TITLE} step="Payment" hold={hold.countdown}>
      <form
        className="checkout-stack"
        aria-label={PAYMENT_DETAILS_TITLE}
        onSubmit={(event) => {
          event.preventDefault()
          if (option === "paygate") pay()
        }}
      >
        {notice === undefined ? null : (
          <Notice tone="warning">
            <strong>{notice}</strong>
          </Notice>
        )}
        <section className="checkout-card" aria-busy={charities.kind === "loading" || undefined}>
          {charities.kind === "ready" ? (
            charities.value.length === 0 ? null : <CharityChoice charities={charities.value} selected={selected} onChange={setSelected} />
          ) : (
            <>
              <Skeleton text width="40%" />
              <Skeleton height="6rem" />
            </>
          )}
        </section>
        <section className="checkout-card">
          <fieldset className="checkout-fieldset">
            <legend className="checkout-fieldset__legend">{PAYMENT_METHOD}</legend>
            <div className="payment-options">
              <RadioCard
                name="paymentOption"
                value="paygate"
                title={PAYMENT_OPTION_LABELS.paygate}
                description={CARD_DESCRIPTION}
                checked={option === "paygate"}
                onChange={() => setOption("paygate")}
              />
              <RadioCard
                name="paymentOption"
                value="loyaltyPoints"
                title={PAYMENT_OPTION_LABELS.loyaltyPoints}
                description={points.kind === "enabled" ? undefined : points.message}
                checked={option === "loyaltyPoints"}
                disabled={points.kind !== "enabled"}
                onChange={() => setOption("loyaltyPoints")}
              />
            </div>
          </fieldset>
          <div className="checkout-actions">
            <Button type="submit" loading={busy} disabled={option !== "paygate"}>
              {PAY_NOW}
            </Button>
          </div>
        </section>
      </form>
      {hold.timeoutModal}
    </BookingTemplate>
  )
}
