import { useSearchParams } from "react-router-dom"
import { TAKING_YOU_TO_PAYMENT } from "../../core/booking/messages.ts"
import { makePaymentHandoffModel } from "../../core/checkout/payment-handoff-model.ts"
import { Notice } from "../kit/notice.tsx"
import { useScreenModel } from "../kit/screen-model.tsx"
import { Spinner } from "../kit/spinner.tsx"
import "./checkout.css"

/**
 * spec B §2, §4: /booking/payment?pay_request_id=..&checksum=..: posts both to the card gateway (the
 * PaymentRedirect port's form POST); without both it shows Invalid params. Its model: payment-handoff-model.ts.
 */
export const PaymentPage = () => {
  const [params] = useSearchParams()
  const page = useScreenModel(makePaymentHandoffModel, params.toString())
  const handoff = page.handoff.value
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
