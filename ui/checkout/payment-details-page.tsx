import { CARD_DESCRIPTION, PAYMENT_DETAILS_TITLE, PAYMENT_METHOD } from "../../core/booking/messages.ts"
import { useSignals } from "@preact/signals-react/runtime"
import { ChevronDown } from "lucide-react"
import { LOG_IN_FOR_POINTS, NIGHTS_BY_POINTS, PAY_WITH_POINTS } from "../../core/checkout/messages.ts"
import { SUPPORT_A_CHARITY } from "../../core/payment/messages.ts"
import { AppLink } from "../kit/app-link.tsx"
import { PaymentDetailsForm } from "../../core/checkout/payment-details.ts"
import { makePaymentDetailsModel, type PaymentDetailsModel } from "../../core/checkout/payment-details-model.ts"
import { PAYMENT_OPTION_LABELS, type PaymentOption } from "../../core/payment/payment-option.ts"
import type { PointsOption } from "../../core/payment/points-option.ts"
import { BookingTemplate } from "../booking-template/booking-template.tsx"
import { AsyncView } from "../kit/async-view.tsx"
import { useBoundField } from "../kit/form/fields.tsx"
import { KitForm, useKitForm } from "../kit/form/use-kit-form.tsx"
import { Notice } from "../kit/notice.tsx"
import { RadioCard } from "../kit/radio-card.tsx"
import { type Bound, useScreenModel } from "../kit/screen-model.tsx"
import { Skeleton } from "../kit/skeleton.tsx"
import { CharityChoice } from "./charity-choice.tsx"
import { holdCountdown } from "./hold-view.tsx"
import { HoldDialogs } from "./hold-dialogs.tsx"
import "./checkout.css"

/**
 * spec B §4: Credit Card, and Loyalty Points (enabled only for an account with 500 points), inside the form's field;
 * for a visitor, a link that opens the sign-in on this page (issue 29 §8).
 */
const PaymentOptions = ({ points, signInHref }: { readonly points: PointsOption | null; readonly signInHref: string }) => {
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
          description={points === null || points.kind === "enabled" ? undefined : points.message}
          checked={field.value === "loyaltyPoints"}
          disabled={points?.kind !== "enabled"}
          onChange={() => field.change("loyaltyPoints")}
        />
      </div>
      {points?.kind === "signIn" ? (
        <p className="checkout-note">
          <AppLink to={signInHref}>{LOG_IN_FOR_POINTS}</AppLink>
        </p>
      ) : null}
    </fieldset>
  )
}

/**
 * spec B §2, §4: /booking/payment-details: Credit Card and Loyalty Points first, then the optional charities (collapsed,
 * saying what they add: issue 29 §8), and the button saying what the card charges; Credit Card and Loyalty Points (enabled only
 * for an account with 500 points; without an account it asks to log in or sign up), "Payment required upon
 * checkout" when a mandatory payment period applies. The card hands over to /booking/payment; points pay whole
 * room-nights (issue 24), then the page shows what they paid and the card pays the rest. Its model:
 * core/checkout/payment-details-model.ts.
 */
export const PaymentDetailsPage = () => {
  const page = useScreenModel(makePaymentDetailsModel, undefined)
  const notice = page.notice.value
  const paid = page.pointsPaid.value
  return (
    <BookingTemplate title={PAYMENT_DETAILS_TITLE} step="Payment" hold={holdCountdown(page.hold)}>
      <div className="checkout-stack">
        {notice === undefined ? null : (
          <Notice tone="warning">
            <strong>{notice}</strong>
          </Notice>
        )}
        {paid === null ? null : (
          <Notice tone="success">
            <p>{paid.summary}</p>
            <p>
              <strong>{paid.cardLeft}</strong>
            </p>
          </Notice>
        )}
        {/* a new form once the points have paid: the card for the rest */}
        <PaymentDetailsFormView key={paid === null ? "choose" : "rest-by-card"} page={page} />
      </div>
      <HoldDialogs page={page} />
    </BookingTemplate>
  )
}

const CHARITY_TITLE_ID = "charity-choice-title"

const PaymentDetailsFormView = ({ page }: { readonly page: Bound<PaymentDetailsModel> }) => {
  useSignals()
  const { form, submitDisabled } = useKitForm({
    defaultValues: page.initial,
    schema: PaymentDetailsForm,
    canSubmit: (values) => page.canPay(values),
    onSubmit: (values) => page.pay(values),
  })
  const charities = page.charities.value
  return (
    <KitForm form={form} className="checkout-stack" aria-label={PAYMENT_DETAILS_TITLE}>
      <section className="checkout-card">
        <form.AppField name="paymentOption">{() => <PaymentOptions points={page.points.value} signInHref={page.signInHref} />}</form.AppField>
        <form.Subscribe selector={(state) => state.values.paymentOption}>
          {(option) =>
            option === "loyaltyPoints" ? (
              <form.AppField name="pointsNights">
                {(field) => <field.SelectField label={NIGHTS_BY_POINTS} options={page.nightsChoices.map((nights) => ({ value: nights, label: String(nights) }))} />}
              </form.AppField>
            ) : null
          }
        </form.Subscribe>
      </section>
      <AsyncView
        state={charities}
        loading={
          <section className="checkout-card" aria-busy="true">
            <Skeleton text width="40%" />
          </section>
        }
      >
        {(offered) =>
          offered.length === 0 ? null : (
            // issue 29 §8: after the payment method, collapsed, its amount stated in its summary
            <details className="checkout-card charity-choice">
              <summary className="charity-choice__summary">
                <ChevronDown className="charity-choice__chevron" size={20} aria-hidden="true" />
                <span id={CHARITY_TITLE_ID} className="charity-choice__title">{SUPPORT_A_CHARITY}</span>
                <span className="charity-choice__amount">{page.charityNote.value}</span>
              </summary>
              <form.AppField name="selectedCharities">{() => <CharityChoice charities={offered} labelledBy={CHARITY_TITLE_ID} />}</form.AppField>
            </details>
          )
        }
      </AsyncView>
      <form.Subscribe selector={(state) => state.values.paymentOption}>
        {(option) => (
          <div className="checkout-actions">
            <form.SubmitButton loading={page.paying.value} disabled={submitDisabled}>
              {option === "loyaltyPoints" ? PAY_WITH_POINTS : page.cardLabel.value}
            </form.SubmitButton>
          </div>
        )}
      </form.Subscribe>
    </KitForm>
  )
}
