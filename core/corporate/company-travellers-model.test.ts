import { Effect } from "effect"
import { describe, expect, it } from "vitest"
import {
  FAILED_TO_ADD_TRAVELLER,
  FAILED_TO_EDIT_TRAVELLER,
  FAILED_TO_REMOVE_TRAVELLER,
  LOG_IN_TO_SEE_ACCOUNT,
  TRAVELLER_ADDED,
  TRAVELLER_EDITED,
  TRAVELLER_REMOVED,
} from "../account/messages.ts"
import { emptyTraveller } from "../account/traveller.ts"
import { NO_RESULTS } from "../content/messages.ts"
import { HttpError } from "../http/http-error.ts"
import { makeCompanyTravellersModel, travellerRow, travellersRoute } from "./company-travellers-model.ts"
import { lerato, sipho } from "./testing/corporate-harness.testing.ts"
import { openCorporateModel, settle } from "./testing/corporate-model.testing.ts"

const thabo = { ...emptyTraveller, title: "Mr", firstName: "Thabo", lastName: "Zulu", mobileNo: "+27821112222", email: "thabo@example.co.za", identification: "8001015009087" }
const rows = (view: { kind: string; value?: { rows: ReadonlyArray<{ name: string }> } }) => (view.kind === "ready" ? view.value?.rows.map((row) => row.name) : view)

describe("the company travellers' screen model (spec A §1, §2, §6)", () => {
  it("shows the company's travellers in display form, searched by the URL's query", async () => {
    const all = await openCorporateModel(makeCompanyTravellersModel(""), (model) => Effect.map(settle, () => model.view.value), { start: { travellers: [sipho, lerato] } })
    expect(all.answer).toMatchObject({ kind: "ready", value: { page: 1, pageCount: 1 } })
    expect(all.answer.kind === "ready" ? all.answer.value.rows[1] : null).toMatchObject({ name: "Ms Lerato Mokoena", identification: "Passport Number: A12345678" })
    const found = await openCorporateModel(makeCompanyTravellersModel("query=lerato"), (model) => Effect.map(settle, () => rows(model.view.value)), { start: { travellers: [sipho, lerato] } })
    expect(found.answer).toEqual(["Ms Lerato Mokoena"])
    expect(found.corporate.calls()).toEqual([{ call: "listTravellers", search: { query: "lerato", page: 1 } }])
  })

  it("says No results for an empty table and asks a visitor to log in", async () => {
    const none = await openCorporateModel(makeCompanyTravellersModel("query=nobody"), (model) => Effect.map(settle, () => model.view.value), { start: { travellers: [sipho] } })
    expect(none.answer).toEqual({ kind: "empty", message: NO_RESULTS })
    const visitor = await openCorporateModel(makeCompanyTravellersModel(""), (model) => Effect.map(settle, () => model.view.value), { signedIn: false })
    expect(visitor.answer).toEqual({ kind: "empty", message: LOG_IN_TO_SEE_ACCOUNT })
  })

  it("puts a search in the URL, replacing the page on show, from page 1", async () => {
    const { visits } = await openCorporateModel(makeCompanyTravellersModel("page=2"), (model) => model.find(" zulu "))
    expect(visits).toEqual([{ to: "/my-account/corporate-account/company-travelers?query=zulu", replace: true }])
    expect(travellersRoute({ query: "", page: 1 })).toBe("/my-account/corporate-account/company-travelers")
  })

  it("adds a traveller: the dialog closes, the table is read again, the member told", async () => {
    const { answer, toasts } = await openCorporateModel(
      makeCompanyTravellersModel(""),
      (model) =>
        Effect.gen(function* () {
          yield* settle
          yield* model.openAdd()
          yield* model.save(thabo)
          yield* settle
          return { dialog: model.dialog.value.kind, rows: rows(model.view.value) }
        }),
      { start: { travellers: [sipho] } },
    )
    expect(answer).toEqual({ dialog: "closed", rows: ["Mr Sipho Dlamini", "Mr Thabo Zulu"] })
    expect(toasts.map((toast) => toast.message)).toEqual([TRAVELLER_ADDED])
  })

  it("keeps the dialog open, says the spec's words and puts the server's messages on the fields when a save is refused", async () => {
    const { answer, toasts } = await openCorporateModel(
      makeCompanyTravellersModel(""),
      (model) =>
        Effect.gen(function* () {
          yield* settle
          yield* model.openEdit(sipho)
          yield* model.save({ ...sipho, firstName: "Sipho J" })
          return { dialog: model.dialog.value.kind, errors: model.fieldErrors.value, busy: model.busy.value }
        }),
      {
        start: { travellers: [sipho] },
        prepare: (corporate) => corporate.failNext("editTraveller", new HttpError({ status: 422, message: "Unprocessable", fieldErrors: { "traveller.first_name": ["Too long"] } })),
      },
    )
    expect(answer).toEqual({ dialog: "edit", errors: { firstName: ["Too long"] }, busy: false })
    expect(toasts.map((toast) => toast.message)).toEqual([FAILED_TO_EDIT_TRAVELLER])
  })

  it("removes a traveller only after the confirmation, then reads the table again", async () => {
    const { answer, corporate, toasts } = await openCorporateModel(
      makeCompanyTravellersModel(""),
      (model) =>
        Effect.gen(function* () {
          yield* settle
          yield* model.openRemove(lerato)
          const asking = model.dialog.value.kind
          yield* model.confirmRemove()
          yield* settle
          return { asking, dialog: model.dialog.value.kind, rows: rows(model.view.value) }
        }),
      { start: { travellers: [sipho, lerato] } },
    )
    expect(answer).toEqual({ asking: "remove", dialog: "closed", rows: ["Mr Sipho Dlamini"] })
    expect(corporate.travellers().map((traveller) => traveller.id)).toEqual([sipho.id])
    expect(toasts.map((toast) => toast.message)).toEqual([TRAVELLER_REMOVED])
  })

  it("names a traveller without a title by the name alone", () => {
    expect(travellerRow({ ...sipho, title: "" }).name).toBe("Sipho Dlamini")
  })

  it("is loading until the table is read, and says why when the read fails", async () => {
    let answered = () => {}
    const { answer } = await openCorporateModel(
      makeCompanyTravellersModel(""),
      (model) =>
        Effect.gen(function* () {
          yield* settle
          const before = model.view.value
          answered()
          yield* settle
          return [before, model.view.value]
        }),
      {
        start: { travellers: [sipho] },
        prepare: (corporate) => {
          corporate.failNext("listTravellers", new HttpError({ status: 503, message: "Service unavailable" }))
          answered = corporate.hold().release
        },
      },
    )
    expect(answer).toEqual([{ kind: "loading" }, { kind: "failed", message: "Service unavailable" }])
  })

  it("goes to another page of the same search", async () => {
    const { visits } = await openCorporateModel(makeCompanyTravellersModel("query=zulu"), (model) => model.goToPage(2))
    expect(visits).toEqual([{ to: "/my-account/corporate-account/company-travelers?query=zulu&page=2", replace: false }])
  })

  it("is busy only while a save is on its way", async () => {
    const { answer } = await openCorporateModel(
      makeCompanyTravellersModel(""),
      (model) =>
        Effect.gen(function* () {
          const seen: Array<boolean> = []
          const stop = model.busy.subscribe((busy) => void seen.push(busy))
          yield* model.openAdd()
          yield* model.save(thabo)
          stop()
          return seen
        }),
      { start: { travellers: [sipho] } },
    )
    expect(answer).toEqual([false, true, false])
  })

  it("closing the dialog closes it and drops the last refusal's field messages", async () => {
    const { answer } = await openCorporateModel(
      makeCompanyTravellersModel(""),
      (model) =>
        Effect.gen(function* () {
          yield* model.openEdit(sipho)
          yield* model.save({ ...sipho, firstName: "Sipho J" })
          const refused = model.fieldErrors.value
          yield* model.close()
          return { refused, dialog: model.dialog.value, errors: model.fieldErrors.value }
        }),
      {
        start: { travellers: [sipho] },
        prepare: (corporate) => corporate.failNext("editTraveller", new HttpError({ status: 422, message: "Unprocessable", fieldErrors: { "traveller.first_name": ["Too long"] } })),
      },
    )
    expect(answer).toEqual({ refused: { firstName: ["Too long"] }, dialog: { kind: "closed" }, errors: null })
  })

  it("sends nothing without the form open, or with what the form's rules refuse", async () => {
    const { corporate } = await openCorporateModel(
      makeCompanyTravellersModel(""),
      (model) =>
        Effect.gen(function* () {
          yield* model.save(thabo)
          yield* model.openRemove(sipho)
          yield* model.save(thabo)
          yield* model.close()
          yield* model.confirmRemove()
          yield* model.openAdd()
          yield* model.save({ ...thabo, email: "not-an-email" })
        }),
      { start: { travellers: [sipho] } },
    )
    expect(corporate.calls().filter((call) => call.call !== "listTravellers")).toEqual([])
  })

  it("tells an added traveller refused and an edit saved in the spec's words", async () => {
    const { toasts, corporate } = await openCorporateModel(
      makeCompanyTravellersModel(""),
      (model) =>
        Effect.gen(function* () {
          yield* model.openAdd()
          yield* model.save(thabo)
          yield* model.openEdit(sipho)
          yield* model.save({ ...sipho, firstName: "Sipho J" })
        }),
      { start: { travellers: [sipho] }, prepare: (corporate) => corporate.failNext("addTraveller", new HttpError({ status: 500, message: "Server error" })) },
    )
    expect(toasts.map((toast) => toast.message)).toEqual([FAILED_TO_ADD_TRAVELLER, TRAVELLER_EDITED])
    expect(corporate.travellers().map((traveller) => traveller.firstName)).toEqual(["Sipho J"])
  })

  it("a removal that fails closes the confirmation, says so, and keeps the table as it was", async () => {
    const { answer, toasts, corporate } = await openCorporateModel(
      makeCompanyTravellersModel(""),
      (model) =>
        Effect.gen(function* () {
          yield* settle
          yield* model.openRemove(lerato)
          yield* model.confirmRemove()
          yield* settle
          return { dialog: model.dialog.value.kind, rows: rows(model.view.value) }
        }),
      { start: { travellers: [sipho, lerato] }, prepare: (corporate) => corporate.failNext("removeTraveller", new HttpError({ status: 500, message: "Server error" })) },
    )
    expect(answer).toEqual({ dialog: "closed", rows: ["Mr Sipho Dlamini", "Ms Lerato Mokoena"] })
    expect(toasts.map((toast) => toast.message)).toEqual([FAILED_TO_REMOVE_TRAVELLER])
    expect(corporate.calls().filter((call) => call.call === "listTravellers")).toHaveLength(1)
  })
})
