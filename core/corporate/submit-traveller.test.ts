import { Effect, Result } from "effect"
import { describe, expect, it } from "vitest"
import { FAILED_TO_ADD_TRAVELLER, FAILED_TO_EDIT_TRAVELLER, TRAVELLER_ADDED, TRAVELLER_EDITED } from "../account/messages.ts"
import { emptyTraveller, type TravellerInput } from "../account/traveller.ts"
import { HttpError } from "../http/http-error.ts"
import { makeTravellersStore } from "./manage-travellers.ts"
import { createTraveller, editTraveller, makeTravellerForm, travellerFormErrors, travellerSubmitDisabled } from "./submit-traveller.ts"
import { corporateHarness, lerato, sipho } from "./testing/corporate-harness.testing.ts"

const thabo: TravellerInput = {
  title: "Dr",
  firstName: "Thabo",
  lastName: "Nkosi",
  mobileNo: "+27831112222",
  email: "thabo@example.co.za",
  idType: "Passport",
  identification: "P7654321",
}

const filled = (input: TravellerInput = thabo) => {
  const form = makeTravellerForm()
  form.values.value = input
  return form
}

describe("the traveller form's button (spec A §2)", () => {
  it("is disabled while the form is invalid, enabled once every field holds", () => {
    expect(travellerSubmitDisabled(emptyTraveller, false)).toBe(true)
    expect(travellerSubmitDisabled(thabo, false)).toBe(false)
    expect(travellerSubmitDisabled({ ...thabo, email: "thabo" }, false)).toBe(true)
    expect(travellerSubmitDisabled({ ...thabo, idType: "ID Number", identification: "8001015009088" }, false)).toBe(true)
  })

  it("is disabled while a submit is on its way, whatever the form holds", () => {
    expect(travellerSubmitDisabled(thabo, true)).toBe(true)
  })

  it("reads the shared rules' messages on their fields", () => {
    expect(travellerFormErrors({ ...thabo, mobileNo: "0821234567", email: "" })).toEqual({
      mobileNo: ["Number must start with country calling code.", "Number must be longer than 12 characters"],
      email: ["Must be a valid email"],
    })
  })

  it("follows the form as a signal: disabled empty, enabled filled, disabled again while submitting", async () => {
    const h = corporateHarness()
    const form = makeTravellerForm()
    expect(form.submitDisabled.value).toBe(true)
    form.values.value = thabo
    expect(form.submitDisabled.value).toBe(false)
    const gate = h.corporate.hold()
    const submitted = h.run(createTraveller(h.requests, form, makeTravellersStore()))
    await Promise.resolve()
    expect([form.submitting.value, form.submitDisabled.value]).toEqual([true, true])
    gate.release()
    await submitted
    expect([form.submitting.value, form.submitDisabled.value]).toEqual([false, false])
  })

  it("clears the identification when the id type changes, and starts on ID Number", () => {
    const form = makeTravellerForm()
    expect(form.values.value.idType).toBe("ID Number")
    form.setField("identification", "8001015009087")
    form.setIdType("Passport")
    expect(form.values.value).toMatchObject({ idType: "Passport", identification: "" })
  })

  it("keeps the identification when the same id type is chosen again", () => {
    const form = makeTravellerForm()
    form.setField("identification", "8001015009087")
    form.setIdType("ID Number")
    expect(form.values.value).toMatchObject({ idType: "ID Number", identification: "8001015009087" })
  })

  it("shows the shared rules' messages of what the form holds as a signal", () => {
    const form = filled({ ...thabo, email: "" })
    expect(form.errors.value).toEqual({ email: ["Must be a valid email"] })
    form.setField("email", "thabo@example.co.za")
    expect(form.errors.value).toEqual({})
  })
})

describe("creating a traveller", () => {
  it("adds the traveller, says so, and refreshes the table with the table's own search", async () => {
    const h = corporateHarness()
    const table = makeTravellersStore({ query: "nkosi", page: 1 })
    const saved = await h.run(createTraveller(h.requests, filled(), table))
    expect(saved).toEqual({ ...thabo, id: 3 })
    expect(h.notifications.toasts).toEqual([{ kind: "success", message: TRAVELLER_ADDED }])
    expect(h.corporate.calls().map((call) => call.call)).toEqual(["addTraveller", "listTravellers"])
    expect(h.corporate.calls()[1]!.search).toEqual({ query: "nkosi", page: 1 })
    expect(table.view.value).toEqual({ kind: "ready", travellers: [{ ...thabo, id: 3 }], currentPage: 1, totalPages: 1 })
  })

  it("on failure says 'Failed to add a new traveller', puts the server's messages on the form's fields and keeps every value", async () => {
    const h = corporateHarness()
    h.corporate.failNext("addTraveller", new HttpError({ status: 422, message: "Some fields are missing or invalid.", fieldErrors: { "traveller.mobile_no": ["Invalid mobile"] } }))
    const form = filled()
    const refused = await h.result(createTraveller(h.requests, form, makeTravellersStore()))
    expect(Result.isFailure(refused) && refused.failure).toMatchObject({ message: FAILED_TO_ADD_TRAVELLER, fieldErrors: { mobileNo: ["Invalid mobile"] } })
    expect(h.notifications.toasts).toEqual([{ kind: "error", message: FAILED_TO_ADD_TRAVELLER }])
    expect(form.serverErrors.value).toEqual({ mobileNo: ["Invalid mobile"] })
    expect(form.values.value).toEqual(thabo)
    expect(h.corporate.travellers()).toHaveLength(2)
    expect(form.submitting.value).toBe(false)
  })

  it("sends nothing for an invalid form", async () => {
    const h = corporateHarness()
    const refused = await h.result(createTraveller(h.requests, filled({ ...thabo, firstName: "" }), makeTravellersStore()))
    expect(Result.isFailure(refused) && refused.failure.fieldErrors).toEqual({ firstName: ["Required"] })
    expect(h.corporate.calls()).toEqual([])
    expect(h.notifications.toasts).toEqual([])
  })

  it("sends once when pressed twice while the first is on its way", async () => {
    const h = corporateHarness()
    const form = filled()
    const table = makeTravellersStore()
    const gate = h.corporate.hold()
    const first = h.run(createTraveller(h.requests, form, table))
    await Promise.resolve()
    const second = await h.result(createTraveller(h.requests, form, table))
    gate.release()
    await first
    expect(Result.isFailure(second)).toBe(true)
    expect(h.corporate.calls().filter((call) => call.call === "addTraveller")).toHaveLength(1)
  })
})

describe("editing a traveller", () => {
  it("starts from the saved traveller, saves the change and refreshes the table", async () => {
    const h = corporateHarness()
    const form = makeTravellerForm(lerato)
    expect(form.values.value).toMatchObject({ firstName: "Lerato", idType: "Passport", identification: "A12345678" })
    form.setField("lastName", "Dlamini-Mokoena")
    const table = makeTravellersStore()
    await h.run(editTraveller(h.requests, form, table))
    expect(h.corporate.travellers().find((traveller) => traveller.id === lerato.id)?.lastName).toBe("Dlamini-Mokoena")
    expect(h.notifications.toasts).toEqual([{ kind: "success", message: TRAVELLER_EDITED }])
    expect(table.load.value.kind).toBe("loaded")
  })

  it("on failure says the spec's 'Failed to edit a new traveller' and refreshes nothing", async () => {
    const h = corporateHarness()
    h.corporate.failNext("editTraveller", new HttpError({ status: 404, message: "Traveller not found" }))
    const refused = await h.result(editTraveller(h.requests, makeTravellerForm(sipho), makeTravellersStore()))
    expect(Result.isFailure(refused) && refused.failure.message).toBe(FAILED_TO_EDIT_TRAVELLER)
    expect(h.notifications.toasts).toEqual([{ kind: "error", message: FAILED_TO_EDIT_TRAVELLER }])
    expect(h.corporate.calls().map((call) => call.call)).toEqual(["editTraveller"])
  })

  it("is a bug for a new traveller's form (a defect, not a toast)", async () => {
    const h = corporateHarness()
    await expect(h.run(editTraveller(h.requests, filled(), makeTravellersStore()).pipe(Effect.orDie))).rejects.toThrow(/saved traveller/)
  })
})
