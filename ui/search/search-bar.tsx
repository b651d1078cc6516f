import { useSignals } from "@preact/signals-react/runtime"
import { Effect, Result } from "effect"
import { Pencil, Search } from "lucide-react"
import { type FormEvent, useEffect, useRef, useState } from "react"
import { useNavigate } from "react-router-dom"
import { groupBookingForm } from "../../core/account/submit-group-booking.ts"
import { destinationLabel } from "../../core/search/destination-options.ts"
import { EMPTY_SEARCH_CRITERIA } from "../../core/search/search-criteria.ts"
import {
  guestsSummary,
  initialSearchBarMode,
  type SearchBarKind,
  searchButtonLabel,
  staySummary,
  todayStay,
} from "../../core/search/search-bar.ts"
import {
  datesMessages,
  destinationMessages,
  guestsMessages,
  makeSearchForm,
  searchFormValues,
} from "../../core/search/search-form.ts"
import { submitSearch } from "../../core/search/submit-search.ts"
import { today } from "../../core/time/clock.ts"
import { useBookingSession } from "../kit/booking-session.tsx"
import { Button } from "../kit/button.tsx"
import { useRunEffect, useRuntime } from "../kit/core-runtime.tsx"
import { ClubCardModal } from "./club-card-modal.tsx"
import { DatesField } from "./dates-field.tsx"
import { DestinationField } from "./destination-field.tsx"
import { GroupBookingModal } from "./group-booking-modal.tsx"
import { GuestsField } from "./guests-field.tsx"
import { PromoCodeField } from "./promo-code-field.tsx"
import { SameDayNoticeModal } from "./same-day-notice-modal.tsx"
import "./search.css"

/**
 * The one search form behind the home availability form and the booking top bar (spec B §2): destination,
 * dates, guests and rooms, promo code and club card; every message of spec B §5 on its field after an attempt.
 * A search goes where core says (with the search in the URL), after the Same Day Reservations notice when
 * core says so. The top bar first shows the search with Edit; Edit opens the fields with Search for rates.
 */
export const SearchBar = ({ kind }: { readonly kind: SearchBarKind }) => {
  useSignals()
  const session = useBookingSession()
  const runtime = useRuntime()
  const run = useRunEffect()
  const navigate = useNavigate()
  const formRef = useRef<HTMLFormElement>(null)
  const state = session.state.value
  const hasSearch = session.isInitialised.value
  const startValues = () => {
    const values = hasSearch ? searchFormValues(session.state.peek()) : EMPTY_SEARCH_CRITERIA
    return kind === "today" ? { ...values, ...todayStay(runtime.runSync(today)) } : values
  }
  const [form] = useState(() => makeSearchForm(startValues()))
  const [mode, setMode] = useState(() => initialSearchBarMode(kind, hasSearch))
  const [sameDayHref, setSameDayHref] = useState<string | null>(null)
  const [groupOpen, setGroupOpen] = useState(false)
  const [submitting, setSubmitting] = useState(false)

  // The top bar shows the session's search: a search made elsewhere (a shared link, View Rates) shows here too.
  useEffect(() => {
    if (kind === "top-bar" && mode === "view") form.reset(startValues())
    // startValues reads the session's state, which is the dependency
  }, [state, kind, mode])

  const values = form.values.value
  const errors = form.shownErrors.value

  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (mode === "view") {
      setMode("edit")
      return
    }
    if (!form.attempt()) {
      // After the messages render, the first field that has one takes focus.
      requestAnimationFrame(() => formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus())
      return
    }
    if (form.searchDisabled.value) return
    setSubmitting(true)
    void run(Effect.result(submitSearch(session, form.values.value, kind === "today" ? "today" : "search")))
      .then((submitted) => {
        if (Result.isFailure(submitted)) return
        if (kind === "top-bar") setMode("view")
        if (submitted.success.sameDayNoticeFirst) setSameDayHref(submitted.success.href)
        else void navigate(submitted.success.href)
      })
      .finally(() => setSubmitting(false))
  }

  const label = searchButtonLabel(kind, mode)
  return (
    <>
      <form ref={formRef} className={`search-bar search-bar--${kind} search-bar--${mode}`} onSubmit={submit} noValidate aria-label="Search hotels">
        {mode === "view" ? (
          <div className="search-bar__summary">
            <p className="search-bar__summary-destination">{destinationLabel(values.destination)}</p>
            <p className="search-bar__summary-stay">
              <span>{staySummary(values.checkInDate, values.checkOutDate)}</span>
              <span aria-hidden="true"> · </span>
              <span>{guestsSummary(values.guestRooms)}</span>
            </p>
          </div>
        ) : (
          <div className="search-bar__fields">
            <DestinationField value={values.destination} onChange={form.setDestination} messages={destinationMessages(errors)} />
            <DatesField checkInDate={values.checkInDate} checkOutDate={values.checkOutDate} onChange={form.setDates} messages={datesMessages(errors)} />
            <GuestsField form={form} messages={guestsMessages(errors)} onGroupBooking={() => setGroupOpen(true)} />
          </div>
        )}
        <div className="search-bar__submit">
          <Button type="submit" variant={mode === "view" ? "secondary" : "primary"} loading={submitting} disabled={mode === "edit" && form.searchDisabled.value} block>
            {mode === "view" ? <Pencil size={18} aria-hidden="true" /> : <Search size={18} aria-hidden="true" />}
            {label}
          </Button>
        </div>
        {mode === "edit" ? (
          <div className="search-bar__extras">
            <PromoCodeField form={form} />
            <ClubCardModal form={form} />
          </div>
        ) : null}
      </form>
      <SameDayNoticeModal
        open={sameDayHref !== null}
        onContinue={() => {
          const href = sameDayHref
          setSameDayHref(null)
          if (href !== null) void navigate(href)
        }}
      />
      <GroupBookingModal
        open={groupOpen}
        onOpenChange={setGroupOpen}
        initial={groupBookingForm({ locationOrHotel: destinationLabel(values.destination), arrivalDate: values.checkInDate, departureDate: values.checkOutDate })}
      />
    </>
  )
}
