import { computed, type ReadonlySignal, signal, type Signal } from "@preact/signals-core"
import { Effect, Result, Schema } from "effect"
import { CompanyDetails, emptyCompanyDetails } from "../account/company.ts"
import type { makeMemberRequests } from "../account/log-in.ts"
import { CHANGES_SAVED } from "../account/messages.ts"
import { CorporateApi } from "../ports/CorporateApi.ts"
import { Notifications } from "../ports/Notifications.ts"
import { FieldErrors, formFieldErrorsOf, validate } from "../validation/field-errors.ts"

/**
 * The company details form of a corporate account (spec A §2, §3, §5): loaded from the server (empty until the first
 * save), saved whole. Company name, e-mail and number are required ("Required", "Must be a valid email"); a save
 * says "Your changes have been saved successfully!" as My Details does, a refusal the server's message, its field
 * messages landing on the fields and every value kept.
 */

type MemberRequests = Effect.Success<typeof makeMemberRequests>

const validateCompany = validate(CompanyDetails)

/** Every message of the form as it stands, by field. */
export const companyDetailsErrors = (details: CompanyDetails): FieldErrors => {
  const result = validateCompany(details)
  return Result.isFailure(result) ? result.failure : {}
}

/**
 * The spec asks the traveller form alone to be disabled while invalid; Save here is disabled only while a save is on
 * its way, and a save of an invalid form shows its messages instead of sending.
 */
export const companySaveDisabled = (submitting: boolean): boolean => submitting

export type CompanyDetailsLoad = { readonly kind: "loading" } | { readonly kind: "error"; readonly message: string } | { readonly kind: "ready"; readonly saved: boolean }

export interface CompanyDetailsForm {
  readonly load: Signal<CompanyDetailsLoad>
  readonly values: Signal<CompanyDetails>
  readonly submitting: Signal<boolean>
  /** The messages to show: none until a save was tried, then the form's own (live) and the server's. */
  readonly shownErrors: ReadonlySignal<FieldErrors>
  readonly saveDisabled: ReadonlySignal<boolean>
  readonly setField: <K extends keyof CompanyDetails>(field: K, value: CompanyDetails[K]) => void
  /** Set by a save: the form's messages show from then on. */
  readonly attempted: Signal<boolean>
  readonly serverErrors: Signal<FieldErrors>
}

export const makeCompanyDetailsForm = (): CompanyDetailsForm => {
  const values = signal<CompanyDetails>(emptyCompanyDetails)
  const submitting = signal(false)
  const attempted = signal(false)
  const serverErrors = signal<FieldErrors>({})
  return {
    load: signal<CompanyDetailsLoad>({ kind: "loading" }),
    values,
    submitting,
    attempted,
    serverErrors,
    shownErrors: computed(() => (attempted.value ? { ...serverErrors.value, ...companyDetailsErrors(values.value) } : {})),
    saveDisabled: computed(() => companySaveDisabled(submitting.value)),
    setField: (field, value) => void (values.value = { ...values.value, [field]: value }),
  }
}

/** Loads the member's company details into the form; none saved yet (404) is an empty form, not an error. */
export const loadCompanyDetails = Effect.fn("CompanyDetails.load")(function* (requests: MemberRequests, form: CompanyDetailsForm) {
  const api = yield* CorporateApi
  form.load.value = { kind: "loading" }
  const answer = yield* Effect.result(requests.run(api.getCompany))
  if (Result.isSuccess(answer)) {
    form.values.value = answer.success
    form.load.value = { kind: "ready", saved: true }
  } else if (answer.failure.status === 404) {
    form.load.value = { kind: "ready", saved: false }
  } else {
    form.load.value = { kind: "error", message: answer.failure.message }
  }
})

/** A save the form or the server refused: the message shown and the fields' messages. */
export class CompanyDetailsRefused extends Schema.TaggedError<CompanyDetailsRefused>()("CompanyDetailsRefused", {
  message: Schema.String,
  fieldErrors: FieldErrors,
}) {}

/** spec A §4, §5, §8: saves the company details when they are valid. */
export const saveCompanyDetails = Effect.fn("CompanyDetails.save")(function* (requests: MemberRequests, form: CompanyDetailsForm) {
  const api = yield* CorporateApi
  const notifications = yield* Notifications
  form.attempted.value = true
  if (form.submitting.value) return yield* new CompanyDetailsRefused({ message: "", fieldErrors: {} })
  const validated = validateCompany(form.values.value)
  if (Result.isFailure(validated)) return yield* new CompanyDetailsRefused({ message: "", fieldErrors: validated.failure })
  form.submitting.value = true
  form.serverErrors.value = {}
  const answer = yield* Effect.result(requests.run((token) => api.saveCompany(token, validated.success))).pipe(
    Effect.ensuring(Effect.sync(() => void (form.submitting.value = false))),
  )
  if (Result.isFailure(answer)) {
    const fieldErrors = formFieldErrorsOf(answer.failure.fieldErrors, "company")
    form.serverErrors.value = fieldErrors
    yield* notifications.error(answer.failure.message)
    return yield* new CompanyDetailsRefused({ message: answer.failure.message, fieldErrors })
  }
  form.values.value = answer.success
  form.load.value = { kind: "ready", saved: true }
  yield* notifications.dismissErrors
  yield* notifications.success(CHANGES_SAVED)
  return answer.success
})
