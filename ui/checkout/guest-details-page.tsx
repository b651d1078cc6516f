import { BOOKING_STEPS } from "../../core/booking/booking-steps.ts"
import { CONFIRM_AND_PAY_LATER, PAY_BOOKING, POINTS_AFTER_PAYMENT_NOTE } from "../../core/booking/messages.ts"
import type { ConfirmChoice } from "../../core/checkout/confirm-booking.ts"
import type { GuestDetailsInput } from "../../core/checkout/guest-details-form.ts"
import { type GuestDetailsModel, makeGuestDetailsModel } from "../../core/checkout/guest-details-model.ts"
import { GuestDetailsForm, guestLabel } from "../../core/checkout/guest.ts"
import { payLaterNote } from "../../core/checkout/hold.ts"
import { QUICK_ASSIGN_GUESTS } from "../../core/checkout/messages.ts"
import { assignTravellers } from "../../core/checkout/quick-assign.ts"
import { Modal } from "../kit/modal.tsx"
import { QuickAssignForm } from "./quick-assign-form.tsx"
import { useState } from "react"
import { GUEST_DETAILS_ROUTE } from "../../core/routes.ts"
import { BookingTemplate } from "../booking-template/booking-template.tsx"
import { Accordion } from "../kit/accordion.tsx"
import { Button } from "../kit/button.tsx"
import { KitForm, useKitForm } from "../kit/form/use-kit-form.tsx"
import { Notice } from "../kit/notice.tsx"
import { type Bound, useScreenModel } from "../kit/screen-model.tsx"
import { AsyncView } from "../kit/async-view.tsx"
import { Skeleton } from "../kit/skeleton.tsx"
import { useSignals } from "@preact/signals-react/runtime"
import { AddressFields } from "./address-fields.tsx"
import { CommunicationFields } from "./communication-fields.tsx"
import { GuestFields } from "./guest-fields.tsx"
import { holdCountdown } from "./hold-view.tsx"
import { HoldDialogs } from "./hold-dialogs.tsx"
import "./checkout.css"

// The step's title is its name in the step indicator (core/booking/booking-steps.ts)
const GUEST_DETAILS_STEP = BOOKING_STEPS.find((step) => step.route === GUEST_DETAILS_ROUTE)!.label
export const GUEST_DETAILS_TITLE: string = GUEST_DETAILS_STEP

/**
 * spec B §2, §4, §5: /booking/guest-details: the Main Guest with the address, a Guest #n for each further room,
 * the confirmation communication, and Confirm & Pay Later and/or Pay Booking as core decides (hotel 830: Pay
 * Later only; a mandatory payment hides it). Both buttons submit only a valid form (docs/decisions.md); the
 * server's field errors land on the fields; nothing typed is lost. Its model: core/checkout/guest-details-model.ts.
 */
export const GuestDetailsPage = () => {
  const page = useScreenModel(makeGuestDetailsModel, undefined)
  return (
    <BookingTemplate title={GUEST_DETAILS_TITLE} step={GUEST_DETAILS_STEP} hold={holdCountdown(page.hold)}>
      <AsyncView state={page.start.value} loading={<Skeleton height="24rem" />}>
        {(start) => <GuestDetailsFormView page={page} start={start} />}
      </AsyncView>
      <HoldDialogs page={page} />
    </BookingTemplate>
  )
}

/** The form, started once from the model's start (blank, or the signed-in member's details). */
const GuestDetailsFormView = ({ page, start }: { readonly page: Bound<GuestDetailsModel>; readonly start: GuestDetailsInput }) => {
  useSignals()
  const { form } = useKitForm<GuestDetailsInput, ConfirmChoice>({
    defaultValues: start,
    schema: GuestDetailsForm,
    submitMeta: "payLater",
    serverErrors: page.fieldErrors.value,
    onSubmit: (values, choice) => page.confirm(values, choice),
  })
  const actions = page.actions.value
  const busy = page.busy.value
  const [assigning, setAssigning] = useState(false)
  const travellers = page.travellers.value
  const assign = (picks: ReadonlyArray<string>) => {
    if (travellers.kind !== "ready") return
    const next = assignTravellers(form.state.values, picks, travellers.value)
    form.setFieldValue("mainGuest", next.mainGuest)
    form.setFieldValue("guests", next.guests)
    setAssigning(false)
  }

  const items = [
    {
      value: "main",
      title: guestLabel(0),
      content: (
        <>
          <GuestFields form={form} fields="mainGuest" required mainGuest />
          <AddressFields form={form} fields="mainGuest.address" />
        </>
      ),
    },
    ...start.guests.map((_, index) => ({
      value: `guest-${index + 1}`,
      title: guestLabel(index + 1),
      content: <GuestFields form={form} fields={`guests[${index}]`} required={false} mainGuest={false} />,
    })),
  ]

  return (
    <KitForm form={form} className="checkout-stack" aria-label={GUEST_DETAILS_TITLE}>
        {page.offer.value === "pointsNote" ? <Notice tone="info">{POINTS_AFTER_PAYMENT_NOTE}</Notice> : null}
        {page.offer.value === "quickAssign" && travellers.kind === "ready" && travellers.value.length > 0 ? (
          <Modal trigger={<Button variant="secondary">{QUICK_ASSIGN_GUESTS}</Button>} open={assigning} onOpenChange={setAssigning} title={QUICK_ASSIGN_GUESTS}>
            <QuickAssignForm label={QUICK_ASSIGN_GUESTS} guests={start.guests.length + 1} travellers={travellers.value} onAssign={assign} />
          </Modal>
        ) : null}
        <section className="checkout-card" aria-label="Guests">
          <Accordion items={items} defaultOpen={["main"]} />
        </section>
        <section className="checkout-card">
          <form.AppField name="communication">{() => <CommunicationFields />}</form.AppField>
        </section>
        <div className="checkout-card checkout-card--actions">
          {actions === null ? null : (
            <div className={actions.payLater === "only" ? "checkout-actions checkout-actions--single" : "checkout-actions"}>
              {actions.payLater === "hidden" ? null : (
                <Button
                  variant={actions.payBooking ? "secondary" : "primary"}
                  block={actions.payLater === "only"}
                  loading={busy === "payLater"}
                  onClick={() => void form.handleSubmit("payLater")}
                >
                  {CONFIRM_AND_PAY_LATER}
                </Button>
              )}
              {actions.payBooking ? (
                <Button loading={busy === "payBooking"} onClick={() => void form.handleSubmit("payBooking")}>
                  {PAY_BOOKING}
                </Button>
              ) : null}
            </div>
          )}
          {actions !== null && actions.payLater !== "hidden" ? <p className="checkout-note">{payLaterNote.text}</p> : null}
          {page.payBy.value === null ? null : <p className="checkout-note checkout-note--deadline">{page.payBy.value}</p>}
        </div>
    </KitForm>
  )
}
