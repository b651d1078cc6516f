import { computed, type ReadonlySignal, signal } from "@preact/signals-core"
import { Effect, Result, type Scope } from "effect"
import { type CompanyDetails, emptyCompanyDetails } from "../account/company.ts"
import { MemberSession } from "../account/member-session-store.ts"
import { CHANGES_SAVED, LOG_IN_TO_SEE_ACCOUNT } from "../account/messages.ts"
import type { AccountApi } from "../ports/AccountApi.ts"
import { CorporateApi } from "../ports/CorporateApi.ts"
import { Notifications } from "../ports/Notifications.ts"
import { makeResource } from "../screen/resource.ts"
import type { ResourceCache } from "../screen/ResourceCache.ts"
import { empty, failed, LOADING, ready, type ViewState } from "../screen/view-state.ts"
import { type FieldErrors, formFieldErrorsOf } from "../validation/field-errors.ts"

/** The company as read: its details, none saved yet (a 404: an empty form), or why it could not be read. */
type CompanyRead = { readonly kind: "read"; readonly details: CompanyDetails } | { readonly kind: "failed"; readonly message: string }

/** A visitor is asked to log in; a member waits for the company, then edits it (empty until the first save). */
export const companyDetailsView = (loggedIn: boolean, read: CompanyRead | null): ViewState<CompanyDetails> => {
  if (!loggedIn) return empty(LOG_IN_TO_SEE_ACCOUNT)
  if (read === null) return LOADING
  return read.kind === "read" ? ready(read.details) : failed(read.message)
}

export interface CompanyDetailsModel {
  readonly view: ReadonlySignal<ViewState<CompanyDetails>>
  /** The server's messages on the fields of the last refused save (a 422), by the form's field names. */
  readonly fieldErrors: ReadonlySignal<FieldErrors | null>
  readonly saving: ReadonlySignal<boolean>
  /** spec A §4, §5, §8: saves the details; "Your changes have been saved successfully!", or the server's message. */
  readonly save: (details: CompanyDetails) => Effect.Effect<void, never, CorporateApi | Notifications | MemberSession | AccountApi>
}

/** The screen model of /my-account/corporate-account (spec A §2, §3, §5, §6): the company details of a corporate member. */
export const makeCompanyDetailsModel = (): Effect.Effect<CompanyDetailsModel, never, CorporateApi | MemberSession | AccountApi | ResourceCache | Scope.Scope> =>
  Effect.gen(function* () {
    const session = yield* MemberSession
    const company = yield* makeResource({
      key: computed(() => (session.loggedIn.value ? "company" : null)),
      load: () =>
        Effect.gen(function* () {
          const api = yield* CorporateApi
          const answer = yield* Effect.result(session.run((token) => api.getCompany(token)))
          if (Result.isSuccess(answer)) return { kind: "read", details: answer.success } as const
          return answer.failure.status === 404 ? ({ kind: "read", details: emptyCompanyDetails } as const) : ({ kind: "failed", message: answer.failure.message } as const)
        }),
    })
    const fieldErrors = signal<FieldErrors | null>(null)
    const saving = signal(false)
    return {
      view: computed(() => {
        const read = company.state.value
        return companyDetailsView(session.loggedIn.value, read.kind === "ready" ? read.value : null)
      }),
      fieldErrors,
      saving,
      save: (details) =>
        Effect.gen(function* () {
          const api = yield* CorporateApi
          const notifications = yield* Notifications
          saving.value = true
          const answer = yield* Effect.result(session.run((token) => api.saveCompany(token, details))).pipe(Effect.ensuring(Effect.sync(() => void (saving.value = false))))
          if (Result.isFailure(answer)) {
            fieldErrors.value = formFieldErrorsOf(answer.failure.fieldErrors, "company")
            yield* notifications.error(answer.failure.message)
            return
          }
          fieldErrors.value = null
          yield* notifications.success(CHANGES_SAVED)
        }),
    }
  })
