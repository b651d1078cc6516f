import { Effect } from "effect"
import { describe, expect, it } from "vitest"
import { emptyCompanyDetails } from "../account/company.ts"
import { CHANGES_SAVED, LOG_IN_TO_SEE_ACCOUNT } from "../account/messages.ts"
import { HttpError } from "../http/http-error.ts"
import { makeCompanyDetailsModel } from "./company-details-model.ts"
import { openCorporateModel, settle } from "./testing/corporate-model.testing.ts"

const company = { ...emptyCompanyDetails, companyName: "Karoo Travel", email: "office@karoo.example", number: "+27115550100" }

describe("the company details' screen model (spec A §3, §5, §6)", () => {
  it("starts empty before the first save, and shows what was saved", async () => {
    const none = await openCorporateModel(makeCompanyDetailsModel(), (model) => Effect.map(settle, () => model.view.value))
    expect(none.answer).toEqual({ kind: "ready", value: emptyCompanyDetails })
    const saved = await openCorporateModel(makeCompanyDetailsModel(), (model) => Effect.map(settle, () => model.view.value), { start: { company } })
    expect(saved.answer).toEqual({ kind: "ready", value: company })
  })

  it("asks a visitor to log in", async () => {
    const { answer } = await openCorporateModel(makeCompanyDetailsModel(), (model) => Effect.map(settle, () => model.view.value), { signedIn: false })
    expect(answer).toEqual({ kind: "empty", message: LOG_IN_TO_SEE_ACCOUNT })
  })

  it("saves the details and says so", async () => {
    const { corporate, toasts } = await openCorporateModel(makeCompanyDetailsModel(), (model) => model.save(company))
    expect(corporate.company()).toEqual(company)
    expect(toasts.map((toast) => toast.message)).toEqual([CHANGES_SAVED])
  })

  it("puts a refused save's messages on the fields and shows the server's message", async () => {
    const { answer, toasts } = await openCorporateModel(makeCompanyDetailsModel(), (model) => Effect.map(model.save(company), () => [model.fieldErrors.value, model.saving.value]), {
      prepare: (corporate) => corporate.failNext("saveCompany", new HttpError({ status: 422, message: "Company is invalid", fieldErrors: { "company.company_name": ["Taken"] } })),
    })
    expect(answer).toEqual([{ companyName: ["Taken"] }, false])
    expect(toasts.map((toast) => toast.message)).toEqual(["Company is invalid"])
  })

  it("reads nothing for a visitor", async () => {
    const { corporate } = await openCorporateModel(makeCompanyDetailsModel(), () => settle, { signedIn: false })
    expect(corporate.calls()).toEqual([])
  })

  it("is loading until the company is read, and says why when the read fails otherwise than none saved", async () => {
    let answered = () => {}
    const { answer } = await openCorporateModel(
      makeCompanyDetailsModel(),
      (model) =>
        Effect.gen(function* () {
          yield* settle
          const before = model.view.value
          answered()
          yield* settle
          return [before, model.view.value]
        }),
      {
        start: { company },
        prepare: (corporate) => {
          corporate.failNext("getCompany", new HttpError({ status: 503, message: "Service unavailable" }))
          answered = corporate.hold().release
        },
      },
    )
    expect(answer).toEqual([{ kind: "loading" }, { kind: "failed", message: "Service unavailable" }])
  })

  it("is saving only while a save is on its way", async () => {
    const { answer } = await openCorporateModel(makeCompanyDetailsModel(), (model) =>
      Effect.gen(function* () {
        const seen: Array<boolean> = []
        const stop = model.saving.subscribe((saving) => void seen.push(saving))
        yield* model.save(company)
        stop()
        return seen
      }),
    )
    expect(answer).toEqual([false, true, false])
  })
})
