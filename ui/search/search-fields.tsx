import type { Signal } from "@preact/signals-core"
import { useSignals } from "@preact/signals-react/runtime"
import { useEffect, useRef } from "react"
import type { Temporal } from "temporal-polyfill"
import { groupBookingForm } from "../../core/account/submit-group-booking.ts"
import { destinationLabel } from "../../core/search/destination-options.ts"
import { datesMessages, destinationMessages, guestsMessages, type SearchForm } from "../../core/search/search-form.ts"
import { ClubCardModal } from "./club-card-modal.tsx"
import { DatesField } from "./dates-field.tsx"
import { DestinationField } from "./destination-field.tsx"
import { GroupBookingModal } from "./group-booking-modal.tsx"
import { GuestsField } from "./guests-field.tsx"
import { PromoCodeField } from "./promo-code-field.tsx"

/**
 * The search form's editable half (spec B §2): destination, dates, guests and rooms; the promo code and the club
 * card; the group booking modal they lead to. Its own chunk: the booking pages show the search as a summary with
 * Edit, and load this only when the guest edits (the home form, which starts editable, loads it at once).
 */
export interface SearchFieldsProps {
  readonly form: SearchForm
  /** The hotels' date (the search bar's model). */
  readonly today: Temporal.PlainDate
  /** Counts failed attempts: each new count puts focus on the first field with a message. */
  readonly focusRequest: number
  readonly onGroupBooking: () => void
}

export const SearchFields = ({ form, today, focusRequest, onGroupBooking }: SearchFieldsProps) => {
  useSignals()
  const fields = useRef<HTMLDivElement>(null)
  const values = form.values.value
  const errors = form.shownErrors.value
  // An effect runs after the messages are on screen, also when an attempt came before this code had loaded.
  useEffect(() => {
    if (focusRequest > 0) fields.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus()
  }, [focusRequest])
  return (
    <div ref={fields} className="search-bar__fields">
      <DestinationField form={form} messages={destinationMessages(errors)} />
      <DatesField checkInDate={values.checkInDate} checkOutDate={values.checkOutDate} today={today} onChange={form.setDates} messages={datesMessages(errors)} open={form.datesOpen} />
      <GuestsField form={form} messages={guestsMessages(errors)} onGroupBooking={onGroupBooking} />
    </div>
  )
}

/** `promoErrorId` names the promo code's message, which the search button points at while the code holds it back. */
export const SearchExtras = ({ form, promoErrorId }: { readonly form: SearchForm; readonly promoErrorId: string }) => (
  <div className="search-bar__extras">
    <PromoCodeField form={form} errorId={promoErrorId} />
    <ClubCardModal form={form} />
  </div>
)

/** "More than 10 rooms required?": the group booking modal, filled from the search so far; `opened` is the search bar's. */
export const SearchGroupBooking = ({ form, opened }: { readonly form: SearchForm; readonly opened: Signal<boolean> }) => {
  useSignals()
  const values = form.values.value
  return (
    <GroupBookingModal
      opened={opened}
      initial={groupBookingForm({ locationOrHotel: destinationLabel(values.destination), arrivalDate: values.checkInDate, departureDate: values.checkOutDate })}
    />
  )
}
