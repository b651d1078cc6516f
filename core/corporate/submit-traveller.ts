import { computed, type ReadonlySignal, signal, type Signal } from "@preact/signals-core"
import { Effect, Result } from "effect"
import type { IdType } from "../checkout/guest.ts"
import type { makeMemberRequests } from "../account/log-in.ts"
import { FAILED_TO_ADD_TRAVELLER, FAILED_TO_EDIT_TRAVELLER, TRAVELLER_ADDED, TRAVELLER_EDITED } from "../account/messages.ts"
import { emptyTraveller, type SavedTraveller, Traveller, type TravellerInput, travellerInputOf } from "../account/traveller.ts"
import type { HttpError } from "../http/http-error.ts"
import { CorporateApi, type CorporateApiShape } from "../ports/CorporateApi.ts"
import { Notifications } from "../ports/Notifications.ts"
import { type FieldErrors, formFieldErrorsOf, validate } from "../validation/field-errors.ts"
import { loadTravellers, TravellerRefused, type TravellersStore } from "./manage-travellers.ts"

/**
 * The traveller form (spec A §2, §5, §8): add a traveller, or edit one. Its submit button is disabled while the form
 * is invalid or a submit is on its way; a failure says the spec's words ("Failed to add a new traveller", "Failed to
 * edit a new traveller") and keeps every value, with the server's field messages on their fields; a success says so
 * and refreshes the travellers table.
 */

type MemberRequests = Effect.Success<typeof makeMemberRequests>

const validateTraveller = validate(Traveller)

/** Every message of the form as it stands, by field (the shared mobile, e-mail and id rules). */
export const travellerFormErrors = (input: TravellerInput): FieldErrors => {
  const result = validateTraveller(input)
  return Result.isFailure(result) ? result.failure : {}
}

/** spec A §2: the traveller form's button is disabled while the form is invalid or submitting. */
export const travellerSubmitDisabled = (input: TravellerInput, submitting: boolean): boolean =>
  submitting || Object.keys(travellerFormErrors(input)).length > 0

export interface TravellerForm {
  /** The saved traveller being edited, or null for a new one. */
  readonly editing: SavedTraveller | null
  readonly values: Signal<TravellerInput>
  readonly submitting: Signal<boolean>
  /** The form's own messages, live. */
  readonly errors: ReadonlySignal<FieldErrors>
  /** The server's messages of the last refused submit, by form field; cleared by the next submit. */
  readonly serverErrors: Signal<FieldErrors>
  readonly submitDisabled: ReadonlySignal<boolean>
  readonly setField: <K extends Exclude<keyof TravellerInput, "idType">>(field: K, value: TravellerInput[K]) => void
  /** spec A §5: changing the id type clears the identification. */
  readonly setIdType: (idType: IdType) => void
}

/** A form for a new traveller (starts on ID Number, for createTraveller), or for editing a saved one (editTraveller). */
export const makeTravellerForm = (editing: SavedTraveller | null = null): TravellerForm => {
  const values = signal<TravellerInput>(editing === null ? emptyTraveller : travellerInputOf(editing))
  const submitting = signal(false)
  return {
    editing,
    values,
    submitting,
    errors: computed(() => travellerFormErrors(values.value)),
    serverErrors: signal<FieldErrors>({}),
    submitDisabled: computed(() => travellerSubmitDisabled(values.value, submitting.value)),
    setField: (field, value) => void (values.value = { ...values.value, [field]: value }),
    setIdType: (idType) => void (values.value = { ...values.value, idType, identification: idType === values.value.idType ? values.value.identification : "" }),
  }
}

type Send = (api: CorporateApiShape, token: string | undefined, traveller: Traveller) => Effect.Effect<SavedTraveller, HttpError>

const submit = (requests: MemberRequests, form: TravellerForm, table: TravellersStore, failed: string, done: string, send: Send) =>
  Effect.gen(function* () {
    const api = yield* CorporateApi
    const notifications = yield* Notifications
    // a disabled button sends nothing: a second click while one is on its way, or an invalid form
    if (form.submitting.value) return yield* new TravellerRefused({ message: failed, fieldErrors: {} })
    const validated = validateTraveller(form.values.value)
    if (Result.isFailure(validated)) return yield* new TravellerRefused({ message: failed, fieldErrors: validated.failure })
    const traveller = validated.success
    form.submitting.value = true
    form.serverErrors.value = {}
    const answer = yield* Effect.result(requests.run((token) => send(api, token, traveller))).pipe(Effect.ensuring(Effect.sync(() => void (form.submitting.value = false))))
    if (Result.isFailure(answer)) {
      const fieldErrors = formFieldErrorsOf(answer.failure.fieldErrors, "traveller")
      form.serverErrors.value = fieldErrors
      yield* notifications.error(failed)
      return yield* new TravellerRefused({ message: failed, fieldErrors })
    }
    yield* notifications.dismissErrors
    yield* notifications.success(done)
    yield* loadTravellers(requests, table)
    return answer.success
  })

/** spec A §2, §8: adds the form's traveller; "Failed to add a new traveller" when that fails. */
export const createTraveller = Effect.fn("Travellers.create")(function* (requests: MemberRequests, form: TravellerForm, table: TravellersStore) {
  return yield* submit(requests, form, table, FAILED_TO_ADD_TRAVELLER, TRAVELLER_ADDED, (api, token, traveller) => api.addTraveller(token, traveller))
})

/** spec A §2, §8: saves the edited traveller; "Failed to edit a new traveller" (the spec's words) when that fails. */
export const editTraveller = Effect.fn("Travellers.edit")(function* (requests: MemberRequests, form: TravellerForm, table: TravellersStore) {
  const editing = form.editing
  if (editing === null) return yield* Effect.die(new Error("editTraveller needs the form of a saved traveller"))
  return yield* submit(requests, form, table, FAILED_TO_EDIT_TRAVELLER, TRAVELLER_EDITED, (api, token, traveller) => api.editTraveller(token, editing.id, traveller))
})
