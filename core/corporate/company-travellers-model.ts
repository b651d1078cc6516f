import { computed, type ReadonlySignal, signal } from "@preact/signals-core"
import { Effect, Result, Schema, type Scope } from "effect"
import { MemberSession } from "../account/member-session-store.ts"
import { FAILED_TO_ADD_TRAVELLER, FAILED_TO_EDIT_TRAVELLER, FAILED_TO_REMOVE_TRAVELLER, LOG_IN_TO_SEE_ACCOUNT, TRAVELLER_ADDED, TRAVELLER_EDITED, TRAVELLER_REMOVED } from "../account/messages.ts"
import { identificationLabel, type SavedTraveller, Traveller, type TravellerInput } from "../account/traveller.ts"
import { guestName } from "../checkout/guest.ts"
import { pageWindow, type PageWindowItem } from "../content/pagination.ts"
import { NO_RESULTS } from "../content/messages.ts"
import type { AccountApi } from "../ports/AccountApi.ts"
import { CorporateApi, type TravellerSearch, type TravellersPage } from "../ports/CorporateApi.ts"
import { Navigation } from "../ports/Navigation.ts"
import { Notifications } from "../ports/Notifications.ts"
import { makeResource } from "../screen/resource.ts"
import type { ResourceCache } from "../screen/ResourceCache.ts"
import { empty, failed, LOADING, ready, type ViewState } from "../screen/view-state.ts"
import { COMPANY_TRAVELLERS_ROUTE } from "../routes.ts"
import { type FieldErrors, formFieldErrorsOf } from "../validation/field-errors.ts"
import { travellerSearchFromUrl, travellerSearchToUrl } from "./manage-travellers.ts"

/** One row of the travellers table, in display form, with the saved traveller its Edit and Remove act on. */
export interface TravellerRow {
  readonly id: number
  readonly name: string
  readonly email: string
  readonly mobile: string
  readonly identification: string
  readonly traveller: SavedTraveller
}

export interface TravellersTable {
  readonly rows: ReadonlyArray<TravellerRow>
  readonly page: number
  readonly pageCount: number
  readonly pages: ReadonlyArray<PageWindowItem>
}

export const travellerRow = (traveller: SavedTraveller): TravellerRow => ({
  id: traveller.id,
  name: [traveller.title, guestName(traveller.firstName, traveller.lastName)].filter((part) => part !== "").join(" "),
  email: traveller.email,
  mobile: traveller.mobileNo,
  identification: `${identificationLabel(traveller.idType)}: ${traveller.identification}`,
  traveller,
})

type TravellersRead = { readonly kind: "page"; readonly page: TravellersPage } | { readonly kind: "failed"; readonly message: string }

/** spec A §8: a visitor is asked to log in; an empty table says "No results"; a failed read says why. */
export const travellersTableView = (loggedIn: boolean, read: TravellersRead | null): ViewState<TravellersTable> => {
  if (!loggedIn) return empty(LOG_IN_TO_SEE_ACCOUNT)
  if (read === null) return LOADING
  if (read.kind === "failed") return failed(read.message)
  const { travellers, currentPage, totalPages } = read.page
  if (travellers.length === 0) return empty(NO_RESULTS)
  return ready({ rows: travellers.map(travellerRow), page: currentPage, pageCount: totalPages, pages: pageWindow(currentPage, totalPages) })
}

/** The travellers page's dialog: none, the form (a new traveller or one to edit), or the removal's confirmation. */
export type TravellerDialog =
  | { readonly kind: "closed" }
  | { readonly kind: "add" }
  | { readonly kind: "edit"; readonly traveller: SavedTraveller }
  | { readonly kind: "remove"; readonly traveller: SavedTraveller }

const CLOSED: TravellerDialog = { kind: "closed" }

/** The travellers table's link for a search (spec A §1: the search lives in the URL's `query`). */
export const travellersRoute = (search: TravellerSearch): string => {
  const params = travellerSearchToUrl(search).toString()
  return params === "" ? COMPANY_TRAVELLERS_ROUTE : `${COMPANY_TRAVELLERS_ROUTE}?${params}`
}

const decodeTraveller = Schema.decodeUnknownResult(Traveller)

type Services = CorporateApi | Notifications | MemberSession | AccountApi | Navigation

export interface CompanyTravellersModel {
  /** The search the table shows, from the URL. */
  readonly search: TravellerSearch
  readonly view: ReadonlySignal<ViewState<TravellersTable>>
  readonly dialog: ReadonlySignal<TravellerDialog>
  /** The server's messages on the traveller form's fields of the last refused save (a 422), by the form's names. */
  readonly fieldErrors: ReadonlySignal<FieldErrors | null>
  readonly busy: ReadonlySignal<boolean>
  /** spec A §1: a search is a new URL (page 1), replacing the one on show. */
  readonly find: (text: string) => Effect.Effect<void, never, Navigation>
  readonly goToPage: (page: number) => Effect.Effect<void, never, Navigation>
  readonly openAdd: () => Effect.Effect<void>
  readonly openEdit: (traveller: SavedTraveller) => Effect.Effect<void>
  readonly openRemove: (traveller: SavedTraveller) => Effect.Effect<void>
  readonly close: () => Effect.Effect<void>
  /** spec A §8: adds or edits the dialog's traveller; done closes it and reads the table again, a refusal keeps it open. */
  readonly save: (input: TravellerInput) => Effect.Effect<void, never, Services>
  /** Removes the traveller the confirmation names, then reads the table again. */
  readonly confirmRemove: () => Effect.Effect<void, never, Services>
}

/**
 * The screen model of /my-account/corporate-account/company-travelers (spec A §1, §2, §6): the company's travellers,
 * searched by the URL's `query`, with add, edit and remove (after a confirmation). `url` is the page's query string.
 */
export const makeCompanyTravellersModel = (url: string): Effect.Effect<CompanyTravellersModel, never, Services | ResourceCache | Scope.Scope> =>
  Effect.gen(function* () {
    const session = yield* MemberSession
    const search = travellerSearchFromUrl(new URLSearchParams(url))
    const table = yield* makeResource({
      key: computed(() => (session.loggedIn.value ? search : null)),
      load: (asked: TravellerSearch) =>
        Effect.gen(function* () {
          const api = yield* CorporateApi
          const answer = yield* Effect.result(session.run((token) => api.listTravellers(token, asked)))
          return Result.isSuccess(answer) ? ({ kind: "page", page: answer.success } as const) : ({ kind: "failed", message: answer.failure.message } as const)
        }),
    })
    const dialog = signal<TravellerDialog>(CLOSED)
    const fieldErrors = signal<FieldErrors | null>(null)
    const busy = signal(false)
    const open = (next: TravellerDialog) =>
      Effect.sync(() => {
        fieldErrors.value = null
        dialog.value = next
      })
    const sending = <A, E, R>(work: Effect.Effect<A, E, R>) =>
      Effect.gen(function* () {
        busy.value = true
        return yield* Effect.result(work)
      }).pipe(Effect.ensuring(Effect.sync(() => void (busy.value = false))))
    return {
      search,
      view: computed(() => {
        const read = table.state.value
        return travellersTableView(session.loggedIn.value, read.kind === "ready" ? read.value : null)
      }),
      dialog,
      fieldErrors,
      busy,
      find: (text) => Navigation.use((navigation) => navigation.go(travellersRoute({ query: text, page: 1 }), { replace: true })),
      goToPage: (page) => Navigation.use((navigation) => navigation.go(travellersRoute({ ...search, page }))),
      openAdd: () => open({ kind: "add" }),
      openEdit: (traveller) => open({ kind: "edit", traveller }),
      openRemove: (traveller) => open({ kind: "remove", traveller }),
      close: () => open(CLOSED),
      save: (input) =>
        Effect.gen(function* () {
          const current = dialog.value
          // the form sends only what its rules accept; anything else is not sent
          const decoded = decodeTraveller(input)
          if ((current.kind !== "add" && current.kind !== "edit") || Result.isFailure(decoded)) return
          const traveller = decoded.success
          const api = yield* CorporateApi
          const notifications = yield* Notifications
          const answer = yield* sending(
            session.run((token) => (current.kind === "edit" ? api.editTraveller(token, current.traveller.id, traveller) : api.addTraveller(token, traveller))),
          )
          if (Result.isFailure(answer)) {
            fieldErrors.value = formFieldErrorsOf(answer.failure.fieldErrors, "traveller")
            yield* notifications.error(current.kind === "edit" ? FAILED_TO_EDIT_TRAVELLER : FAILED_TO_ADD_TRAVELLER)
            return
          }
          dialog.value = CLOSED
          yield* notifications.success(current.kind === "edit" ? TRAVELLER_EDITED : TRAVELLER_ADDED)
          yield* table.refresh
        }),
      confirmRemove: () =>
        Effect.gen(function* () {
          const current = dialog.value
          if (current.kind !== "remove") return
          const api = yield* CorporateApi
          const notifications = yield* Notifications
          const answer = yield* sending(session.run((token) => api.removeTraveller(token, current.traveller.id)))
          dialog.value = CLOSED
          if (Result.isFailure(answer)) {
            yield* notifications.error(FAILED_TO_REMOVE_TRAVELLER)
            return
          }
          yield* notifications.success(TRAVELLER_REMOVED)
          yield* table.refresh
        }),
    }
  })

/** The travellers table's search box: any text (no text is every traveller). */
export const TravellerSearchForm = Schema.Struct({ query: Schema.String })
