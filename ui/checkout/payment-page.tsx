import { useEffect, useState } from "react"
import { useSearchParams } from "react-router-dom"
import { handOffPayment } from "../../core/checkout/start-payment.ts"
import type { PaymentHandoff } from "../../core/payment/payment-initiation.ts"
import { useRunEffect } from "../kit/core-runtime.tsx"
import { Notice } from "../kit/notice.tsx"
import { Spinner } from "../kit/spinner.tsx"
import "./checkout.css"

// Not the spec's words: what the page says while the browser leaves for the gateway
export const TAKING_YOU_TO_PAYMENT = "Taking you to our secure payment page…"

/**
 * spec B §2, §4: /booking/payment?pay_request_id=..&checksum=..: posts both to the card gateway (the
 * PaymentRedirect port's form POST); without both it shows Invalid params.
 */
export const PaymentPage = () => {
  const [params] = useSearchParams()
  const run = useRunEffect()
  const [handoff, setHandoff] = useState<PaymentHandoff | null>(null)
  const query = params.toString()
  useEffect(() => {
    void run(handOffPayment(new URLSearchParams(query))).then(setHandoff)
  }, [run, query])
  return (
    <div className="container checkout-handoff">
      <h1 className="visually-hidden">Payment</h1>
      {handoff?.kind === "invalid" ? (
        <Notice tone="danger" role="alert">
          {handoff.message}
        </Notice>
      ) : (
        <p className="checkout-handoff__waiting">
          <Spinner label={TAKING_YOU_TO_PAYMENT} />
          <span aria-hidden="true">{TAKING_YOU_TO_PAYMENT}</span>
        </p>
      )}
    </div>
  )
}
