import { computed, effect, type ReadonlySignal, type Signal, signal, untracked } from "@preact/signals-core"
import { Effect, type Scope } from "effect"
import type { Temporal } from "temporal-polyfill"
import type { BookingSessionState } from "../booking/session-state.ts"
import { BookingSession } from "../booking/session-store.ts"
import type { Navigation } from "../ports/Navigation.ts"
import { today } from "../time/clock.ts"
import { makeSameDayFlow, type NoticeWords } from "./same-day-flow.ts"
import { initialSearchBarMode, type SearchBarKind, type SearchBarMode, searchButtonLabel, todayStay } from "./search-bar-view.ts"
import { EMPTY_SEARCH_CRITERIA, type SearchCriteriaInput } from "./search-criteria.ts"
import { makeSearchForm, type SearchForm, searchFormValues } from "./search-form.ts"
import { submitSearch } from "./submit-search.ts"

export interface SearchBarModel {
  /** The form's values, messages and field commands (core/search/search-form.ts: a signal form, docs/decisions.md). */
  readonly form: SearchForm
  /** The top bar shows the search with Edit, then the fields with Search for rates. */
  readonly mode: ReadonlySignal<SearchBarMode>
  readonly buttonLabel: ReadonlySignal<string>
  readonly submitting: ReadonlySignal<boolean>
  /** Counts the attempts that did not validate: each new count puts focus on the first field with a message. */
  readonly focusRequest: ReadonlySignal<number>
  /** The hotels' date when the bar opened (the range picker's first day). */
  readonly today: Temporal.PlainDate
  /** "More than 10 rooms required?": the group booking request is open. */
  readonly groupBookingOpen: Signal<boolean>
  readonly sameDayNotice: ReadonlySignal<NoticeWords | null>
  /** The form's button: Edit opens the fields; else the search is checked, stored and followed (the notice first on a same-day stay). */
  readonly submit: () => Effect.Effect<void, never, BookingSession | Navigation>
  /** Got it! on the Same Day Reservations notice. */
  readonly goOn: () => Effect.Effect<void, never, Navigation>
  readonly openGroupBooking: (open: boolean) => Effect.Effect<void>
}

/**
 * The screen model of the one search form behind the home availability form, the booking top bar and Book Today
 * (spec B §2, §4, §5): the form starts from the booking session's search (tonight's stay on Book Today); the top bar
 * follows a search made elsewhere (a shared link, View Rates) while it shows the search.
 */
export const makeSearchBarModel = ({ kind }: { readonly kind: SearchBarKind }): Effect.Effect<SearchBarModel, never, BookingSession | Scope.Scope> =>
  Effect.gen(function* () {
    const session = yield* BookingSession
    const day = yield* today
    const startFrom = (state: BookingSessionState) => {
      const start = state.isSearchInitialised ? searchFormValues(state) : EMPTY_SEARCH_CRITERIA
      return kind === "today" ? { ...start, ...todayStay(day) } : start
    }
    const form = makeSearchForm(startFrom(session.state.peek()))
    const mode = signal(initialSearchBarMode(kind, session.isInitialised.peek()))
    const submitting = signal(false)
    const focusRequest = signal(0)
    const groupBookingOpen = signal(false)
    const flow = makeSameDayFlow()

    // A page drawn as the server drew it learns the session's search once it is interactive: a form the guest has not
    // touched takes it up (the top bar showing it); one they have keeps their entry.
    let untouched: SearchCriteriaInput | null = form.values.peek()
    const stopStored = effect(() => {
      const state = session.state.value
      untracked(() => {
        if (untouched === null) return
        if (form.values.value !== untouched) return void (untouched = null)
        const next = startFrom(state)
        if (JSON.stringify(next) === JSON.stringify(untouched)) return
        untouched = next
        form.reset(next)
        mode.value = initialSearchBarMode(kind, state.isSearchInitialised)
      })
    })
    yield* Effect.addFinalizer(() => Effect.sync(stopStored))

    if (kind === "top-bar") {
      const stop = effect(() => {
        const state = session.state.value
        if (mode.value === "view") untracked(() => form.reset(state.isSearchInitialised ? searchFormValues(state) : EMPTY_SEARCH_CRITERIA))
      })
      yield* Effect.addFinalizer(() => Effect.sync(stop))
    }

    return {
      form,
      mode,
      buttonLabel: computed(() => searchButtonLabel(kind, mode.value)),
      submitting,
      focusRequest,
      today: day,
      groupBookingOpen,
      sameDayNotice: flow.notice,
      submit: () =>
        Effect.suspend(() => {
          if (mode.value === "view") return Effect.sync(() => void (mode.value = "edit"))
          // Once the messages render (and the fields' code has arrived), the first field that has one takes focus.
          if (!form.attempt()) return Effect.sync(() => void (focusRequest.value += 1))
          if (form.searchDisabled.value) return Effect.void
          submitting.value = true
          return submitSearch(form.values.value, kind === "today" ? "today" : "search").pipe(
            Effect.flatMap((submitted) => {
              if (kind === "top-bar") {
                mode.value = "view"
                focusRequest.value = 0
              }
              return flow.go(submitted.href, submitted.sameDayNoticeFirst)
            }),
            Effect.ignore,
            Effect.ensuring(Effect.sync(() => void (submitting.value = false))),
          )
        }),
      goOn: () => flow.acknowledge,
      openGroupBooking: (open) => Effect.sync(() => void (groupBookingOpen.value = open)),
    }
  })
