import { CARD_DESCRIPTION, PAY_NOW, PAYMENT_DETAILS_TITLE, PAYMENT_METHOD } from "../../core/booking/messages.ts"
import { canPayNow, makePaymentDetailsModel } from "../../core/checkout/payment-details-model.ts"
import { PaymentForm, PAYMENT_OPTION_LABELS, type PaymentOption } from "../../core/payment/payment-option.ts"
import type { PointsOption } from "../../core/payment/points-option.ts"
import { BookingTemplate } from "../booking-template/booking-template.tsx"
import { AsyncView } from "../kit/async-view.tsx"
import { useBoundField } from "../kit/form/fields.tsx"
import { KitForm, useKitForm } from "../kit/form/use-kit-form.tsx"
import { Notice } from "../kit/notice.tsx"
import { RadioCard } from "../kit/radio-card.tsx"
import { useScreenModel } from "../kit/screen-model.tsx"
import { Skeleton } from "../kit/skeleton.tsx"
import { CharityChoice } from "./charity-choice.tsx"
import { holdCountdown } from "./hold-view.tsx"
import { ReservationTimeoutModal } from "./reservation-timeout-modal.tsx"
import "./checkout.css"

/** spec B §4: Credit Card, and Loyalty Points (enabled only for an account with 500 points), inside the form's field. */
const PaymentOptions = ({ points }: { readonly points: PointsOption }) => {
  const field = useBoundField<PaymentOption>()
  return (
    <fieldset className="checkout-fieldset">
      <legend className="checkout-fieldset__legend">{PAYMENT_METHOD}</legend>
      <div className="payment-options">
        <RadioCard
          name="paymentOption"
          value="paygate"
          title={PAYMENT_OPTION_LABELS.paygate}
          description={CARD_DESCRIPTION}
          checked={field.value === "paygate"}
          onChange={() => field.change("paygate")}
        />
        <RadioCard
          name="paymentOption"
          value="loyaltyPoints"
          title={PAYMENT_OPTION_LABELS.loyaltyPoints}
          description={points.kind === "enabled" ? undefined : points.message}
          checked={field.value === "loyaltyPoints"}
          disabled={points.kind !== "enabled"}
          onChange={() => field.change("loyaltyPoints")}
        />
      </div>
    </fieldset>
  )
}

/**
 * spec B §2, §4: /booking/payment-details: the optional charities, Credit Card and Loyalty Points (enabled only
 * for an account with 500 points; without an account it asks to log in or sign up; its action is not wired, as
 * the spec says), "Payment required upon checkout" when a mandatory payment period applies, and the card
 * payment's start, which hands over to /booking/payment. Its model: core/checkout/payment-details-model.ts.
 */
export const PaymentDetailsPage = () => {
  const page = useScreenModel(makePaymentDetailsModel, undefined)
  const { form, submitDisabled } = useKitForm({
    defaultValues: page.initial,
    schema: PaymentForm,
    canSubmit: (values) => canPayNow(values.paymentOption),
    onSubmit: (values) => page.pay(values),
  })
  const notice = page.notice.value
  const charities = page.charities.value
  return (
    <BookingTemplate title={PAYMENT_DETAILS_TITLE} step="Payment" hold={holdCountdown(page.hold)}>
      <KitForm form={form} className="checkout-stack" aria-label={PAYMENT_DETAILS_TITLE}>
        {notice === undefined ? null : (
          <Notice tone="warning">
            <strong>{notice}</strong>
          </Notice>
        )}
        <section className="checkout-card" aria-busy={charities.kind === "loading" || undefined}>
          <AsyncView
            state={charities}
            loading={
              <>
                <Skeleton text width="40%" />
                <Skeleton height="6rem" />
              </>
            }
          >
            {(offered) => (offered.length === 0 ? null : <form.AppField name="selectedCharities">{() => <CharityChoice charities={offered} />}</form.AppField>)}
          </AsyncView>
        </section>
        <section className="checkout-card">
          <form.AppField name="paymentOption">{() => <PaymentOptions points={page.points} />}</form.AppField>
          <div className="checkout-actions">
            <form.SubmitButton loading={page.paying.value} disabled={submitDisabled}>
              {PAY_NOW}
            </form.SubmitButton>
          </div>
        </section>
      </KitForm>
      <ReservationTimeoutModal open={page.hold.timedOut.value} />
    </BookingTemplate>
  )
}
