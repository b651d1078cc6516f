import { useSignals } from "@preact/signals-react/runtime"
import { Effect, Result } from "effect"
import { Pencil, Search } from "lucide-react"
import { type FormEvent, lazy, Suspense, useEffect, useState } from "react"
import { useNavigate } from "react-router-dom"
import { destinationLabel } from "../../core/search/destination-options.ts"
import { EMPTY_SEARCH_CRITERIA } from "../../core/search/search-criteria.ts"
import {
  guestsSummary,
  initialSearchBarMode,
  type SearchBarKind,
  searchButtonLabel,
  staySummary,
  todayStay,
} from "../../core/search/search-bar-view.ts"
import { makeSearchForm, searchFormValues } from "../../core/search/search-form.ts"
import { SAME_DAY_NOTICE } from "../../core/search/same-day-notice.ts"
import { submitSearch } from "../../core/search/submit-search.ts"
import { today } from "../../core/time/clock.ts"
import { useBookingSession } from "../booking-template/use-booking-session.ts"
import { Button } from "../kit/button.tsx"
import { useRunEffect, useRuntime } from "../kit/core-runtime.tsx"
import { Skeleton } from "../kit/skeleton.tsx"
import { useHasBeenTrue } from "../kit/use-has-been-true.ts"
import { DATES_LABEL, DESTINATION_LABEL, GUESTS_LABEL } from "./field-labels.ts"
import { NoticeThenContinue } from "../kit/notice-then-continue.tsx"
import "./search.css"

const loadFields = () => import("./search-fields.tsx")
const SearchFields = lazy(() => loadFields().then((module) => ({ default: module.SearchFields })))
const SearchExtras = lazy(() => loadFields().then((module) => ({ default: module.SearchExtras })))
const SearchGroupBooking = lazy(() => loadFields().then((module) => ({ default: module.SearchGroupBooking })))

/** The fields' frames, labelled, while their code loads: the same size, so nothing moves when they arrive. */
const FieldsPlaceholder = () => (
  <div className="search-bar__fields" aria-busy="true">
    {[DESTINATION_LABEL, DATES_LABEL, GUESTS_LABEL].map((label) => (
      <div key={label} className="search-field">
        <span className="search-field__label">{label}</span>
        <span className="search-field__input search-field__input--placeholder" aria-hidden="true" />
      </div>
    ))}
  </div>
)

const ExtrasPlaceholder = () => (
  <div className="search-bar__extras">
    <Skeleton width="14rem" height="36px" />
  </div>
)

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
  const [focusRequest, setFocusRequest] = useState(0)

  // The top bar shows the session's search: a search made elsewhere (a shared link, View Rates) shows here too.
  useEffect(() => {
    if (kind === "top-bar" && mode === "view") form.reset(state.isSearchInitialised ? searchFormValues(state) : EMPTY_SEARCH_CRITERIA)
  }, [state, kind, mode, form])

  const values = form.values.value
  const groupUsed = useHasBeenTrue(groupOpen)

  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (mode === "view") {
      setMode("edit")
      return
    }
    if (!form.attempt()) {
      // Once the messages render (and the fields' code has arrived), the first field that has one takes focus.
      setFocusRequest((count) => count + 1)
      return
    }
    if (form.searchDisabled.value) return
    setSubmitting(true)
    void run(Effect.result(submitSearch(form.values.value, kind === "today" ? "today" : "search")))
      .then((submitted) => {
        if (Result.isFailure(submitted)) return
        if (kind === "top-bar") {
          setMode("view")
          setFocusRequest(0)
        }
        if (submitted.success.sameDayNoticeFirst) setSameDayHref(submitted.success.href)
        else void navigate(submitted.success.href)
      })
      .finally(() => setSubmitting(false))
  }

  const label = searchButtonLabel(kind, mode)
  return (
    <>
      <form className={`search-bar search-bar--${kind} search-bar--${mode}`} onSubmit={submit} noValidate aria-label="Search hotels">
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
          <Suspense fallback={<FieldsPlaceholder />}>
            <SearchFields form={form} focusRequest={focusRequest} onGroupBooking={() => setGroupOpen(true)} />
          </Suspense>
        )}
        <div className="search-bar__submit">
          <Button
            type="submit"
            variant={mode === "view" ? "secondary" : "primary"}
            loading={submitting}
            disabled={mode === "edit" && form.searchDisabled.value}
            block
            // Edit is about to need the fields: fetch their code as the pointer or focus arrives.
            {...(mode === "view" ? { onPointerEnter: () => void loadFields(), onFocus: () => void loadFields() } : {})}
          >
            {mode === "view" ? <Pencil size={18} aria-hidden="true" /> : <Search size={18} aria-hidden="true" />}
            {label}
          </Button>
        </div>
        {mode === "edit" ? (
          <Suspense fallback={<ExtrasPlaceholder />}>
            <SearchExtras form={form} />
          </Suspense>
        ) : null}
      </form>
      <NoticeThenContinue
        notice={sameDayHref === null ? null : SAME_DAY_NOTICE}
        onContinue={() => {
          const href = sameDayHref
          setSameDayHref(null)
          if (href !== null) void navigate(href)
        }}
      />
      {groupUsed ? (
        <Suspense fallback={null}>
          <SearchGroupBooking form={form} open={groupOpen} onOpenChange={setGroupOpen} />
        </Suspense>
      ) : null}
    </>
  )
}
