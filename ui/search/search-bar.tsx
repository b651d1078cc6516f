import { Pencil, Search } from "lucide-react"
import { type FormEvent, lazy, Suspense, useId } from "react"
import { destinationLabel } from "../../core/search/destination-options.ts"
import { guestsSummary, type SearchBarKind, staySummary } from "../../core/search/search-bar-view.ts"
import { makeSearchBarModel } from "../../core/search/search-bar-model.ts"
import { Button } from "../kit/button.tsx"
import { useScreenModel } from "../kit/screen-model.tsx"
import { Skeleton } from "../kit/skeleton.tsx"
import { useHasBeenTrue } from "../kit/use-has-been-true.ts"
import { DATES_LABEL, DESTINATION_LABEL, GUESTS_LABEL, SEARCH_HOTELS } from "../../core/search/messages.ts"
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
 * Its model: core/search/search-bar-model.ts.
 */
export const SearchBar = ({ kind }: { readonly kind: SearchBarKind }) => {
  const bar = useScreenModel(makeSearchBarModel, { kind })
  const form = bar.form
  const mode = bar.mode.value
  const values = form.values.value
  const groupOpen = bar.groupBookingOpen.value
  const groupUsed = useHasBeenTrue(groupOpen)
  const promoErrorId = useId()

  const submit = (event: FormEvent) => {
    event.preventDefault()
    bar.submit()
  }

  return (
    <>
      <form className={`search-bar search-bar--${kind} search-bar--${mode}`} onSubmit={submit} noValidate aria-label={SEARCH_HOTELS}>
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
            <SearchFields form={form} today={bar.today} focusRequest={bar.focusRequest.value} onGroupBooking={() => bar.openGroupBooking(true)} />
          </Suspense>
        )}
        <div className="search-bar__submit">
          <Button
            type="submit"
            variant={mode === "view" ? "secondary" : "primary"}
            loading={bar.submitting.value}
            disabled={mode === "edit" && form.searchDisabled.value}
            // Issue 29 §7: a button held back by an invalid promo code names the reason (the code's message).
            aria-describedby={mode === "edit" && form.promo.value.kind === "invalid" ? promoErrorId : undefined}
            block
            // Edit is about to need the fields: fetch their code as the pointer or focus arrives.
            {...(mode === "view" ? { onPointerEnter: () => void loadFields(), onFocus: () => void loadFields() } : {})}
          >
            {mode === "view" ? <Pencil size={18} aria-hidden="true" /> : <Search size={18} aria-hidden="true" />}
            {bar.buttonLabel.value}
          </Button>
        </div>
        {mode === "edit" ? (
          <Suspense fallback={<ExtrasPlaceholder />}>
            <SearchExtras form={form} promoErrorId={promoErrorId} />
          </Suspense>
        ) : null}
      </form>
      <NoticeThenContinue notice={bar.sameDayNotice.value} onContinue={bar.goOn} />
      {groupUsed ? (
        <Suspense fallback={null}>
          <SearchGroupBooking form={form} opened={bar.groupBookingOpen} />
        </Suspense>
      ) : null}
    </>
  )
}
