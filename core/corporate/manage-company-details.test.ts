import { Result } from "effect"
import { describe, expect, it } from "vitest"
import { type CompanyDetails, emptyCompanyDetails } from "../account/company.ts"
import { CHANGES_SAVED } from "../account/messages.ts"
import { HttpError } from "../http/http-error.ts"
import { companyDetailsErrors, loadCompanyDetails, makeCompanyDetailsForm, saveCompanyDetails } from "./manage-company-details.ts"
import { corporateHarness } from "./testing/corporate-harness.testing.ts"

const karoo: CompanyDetails = {
  ...emptyCompanyDetails,
  companyName: "Karoo Logistics",
  email: "travel@karoo-logistics.example",
  number: "+27215550100",
  city: "Cape Town",
}

describe("company details (spec A §5)", () => {
  it("require the company name, e-mail and number, the e-mail by the shared rule", () => {
    expect(companyDetailsErrors(emptyCompanyDetails)).toEqual({ companyName: ["Required"], email: ["Required"], number: ["Required"] })
    expect(companyDetailsErrors({ ...karoo, email: "travel" })).toEqual({ email: ["Must be a valid email"] })
    expect(companyDetailsErrors(karoo)).toEqual({})
  })

  it("load as an empty form before the first save, and as saved after it", async () => {
    const h = corporateHarness({})
    const form = makeCompanyDetailsForm()
    await h.run(loadCompanyDetails(h.requests, form))
    expect([form.load.value, form.values.value]).toEqual([{ kind: "ready", saved: false }, emptyCompanyDetails])

    const saved = corporateHarness({ company: karoo })
    await saved.run(loadCompanyDetails(saved.requests, form))
    expect([form.load.value, form.values.value]).toEqual([{ kind: "ready", saved: true }, karoo])
  })

  it("show a load that failed otherwise as an error", async () => {
    const h = corporateHarness({})
    h.corporate.failNext("getCompany", new HttpError({ status: 500, message: "Something terrible happened" }))
    const form = makeCompanyDetailsForm()
    await h.run(loadCompanyDetails(h.requests, form))
    expect(form.load.value).toEqual({ kind: "error", message: "Something terrible happened" })
  })

  it("save, saying 'Your changes have been saved successfully!'", async () => {
    const h = corporateHarness({})
    const form = makeCompanyDetailsForm()
    form.values.value = karoo
    expect(await h.run(saveCompanyDetails(h.requests, form))).toEqual(karoo)
    expect(h.corporate.company()).toEqual(karoo)
    expect(h.notifications.toasts).toEqual([{ kind: "success", message: CHANGES_SAVED }])
    expect([form.submitting.value, form.load.value]).toEqual([false, { kind: "ready", saved: true }])
  })

  it("send nothing while invalid, and show the form's messages from the first try on", async () => {
    const h = corporateHarness({})
    const form = makeCompanyDetailsForm()
    form.values.value = { ...karoo, companyName: "" }
    expect(form.shownErrors.value).toEqual({})
    const refused = await h.result(saveCompanyDetails(h.requests, form))
    expect(Result.isFailure(refused) && refused.failure.fieldErrors).toEqual({ companyName: ["Required"] })
    expect(form.shownErrors.value).toEqual({ companyName: ["Required"] })
    expect(h.corporate.calls()).toEqual([])
    form.setField("companyName", "Karoo Logistics")
    expect(form.shownErrors.value).toEqual({})
  })

  it("on a refusal show the server's message, its field messages on the form's fields, and keep every value", async () => {
    const h = corporateHarness({})
    h.corporate.failNext("saveCompany", new HttpError({ status: 422, message: "Some fields are missing or invalid.", fieldErrors: { "company.address_line1": ["Must be at most 200 characters"] } }))
    const form = makeCompanyDetailsForm()
    form.values.value = karoo
    const refused = await h.result(saveCompanyDetails(h.requests, form))
    expect(Result.isFailure(refused) && refused.failure.fieldErrors).toEqual({ addressLine1: ["Must be at most 200 characters"] })
    expect(h.notifications.toasts).toEqual([{ kind: "error", message: "Some fields are missing or invalid." }])
    expect(form.shownErrors.value).toEqual({ addressLine1: ["Must be at most 200 characters"] })
    expect([form.values.value, form.submitting.value, form.saveDisabled.value]).toEqual([karoo, false, false])
  })

  it("disable Save while a save is on its way", async () => {
    const h = corporateHarness({})
    const form = makeCompanyDetailsForm()
    form.values.value = karoo
    const gate = h.corporate.hold()
    const saving = h.run(saveCompanyDetails(h.requests, form))
    await Promise.resolve()
    expect(form.saveDisabled.value).toBe(true)
    gate.release()
    await saving
    expect(form.saveDisabled.value).toBe(false)
  })

  it("load: a new form is loading, and loading again while it is read again", async () => {
    const h = corporateHarness({ company: karoo })
    const form = makeCompanyDetailsForm()
    expect(form.load.value).toEqual({ kind: "loading" })
    await h.run(loadCompanyDetails(h.requests, form))
    const gate = h.corporate.hold()
    const loading = h.run(loadCompanyDetails(h.requests, form))
    await Promise.resolve()
    const during = form.load.value
    gate.release()
    await loading
    expect([during, form.load.value]).toEqual([{ kind: "loading" }, { kind: "ready", saved: true }])
  })

  it("refuse a second save while the first is on its way, sending once and showing nothing of its own", async () => {
    const h = corporateHarness({})
    const form = makeCompanyDetailsForm()
    form.values.value = karoo
    const gate = h.corporate.hold()
    const first = h.run(saveCompanyDetails(h.requests, form))
    await Promise.resolve()
    const second = await h.result(saveCompanyDetails(h.requests, form))
    gate.release()
    await first
    expect(Result.isFailure(second) && [second.failure.message, second.failure.fieldErrors]).toEqual(["", {}])
    expect(h.corporate.calls().filter((call) => call.call === "saveCompany")).toHaveLength(1)
  })

  it("refuse an invalid form with its field messages only: no message, no toast", async () => {
    const h = corporateHarness({})
    const form = makeCompanyDetailsForm()
    form.values.value = { ...karoo, email: "" }
    const refused = await h.result(saveCompanyDetails(h.requests, form))
    expect(Result.isFailure(refused) && refused.failure.message).toBe("")
    expect(h.notifications.toasts).toEqual([])
  })
})
