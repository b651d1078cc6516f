import fc from "fast-check"
import { Temporal } from "temporal-polyfill"
import { describe, expect, it } from "vitest"
import {
  canSaveDates,
  dateChangeQuote,
  type EditDates,
  type EditDatesEvent,
  editDatesStart,
  editDatesStep,
  pastDatesError,
  shownStay,
} from "./date-change.ts"
import {
  CANNOT_UPDATE_TO_PAST_DATES,
  COULD_NOT_UPDATE_DATES,
  DATES_NOT_AVAILABLE,
  DATES_UPDATED,
  ROOM_TYPE_NOT_AVAILABLE,
} from "../booking/messages.ts"
import { STAY_TOO_LONG } from "../search/messages.ts"

const today = Temporal.PlainDate.from("2026-11-15")
const booked = { checkInDate: "2026-12-01", checkOutDate: "2026-12-03" }
const moved = { checkInDate: "2026-12-08", checkOutDate: "2026-12-10" }
const deluxe = { roomTypeCode: "DLX", ratePlanCode: "BAR" }
const standard = { roomTypeCode: "STD", ratePlanCode: "BAR" }

/** The range picker's two taps that choose a whole stay. */
const pick = (dates: { readonly checkInDate: string; readonly checkOutDate: string }): ReadonlyArray<EditDatesEvent> => [
  { type: "pick", day: dates.checkInDate },
  { type: "pick", day: dates.checkOutDate },
]

const run = (events: ReadonlyArray<EditDatesEvent>, from: EditDates = editDatesStart): EditDates => events.reduce(editDatesStep, from)

describe("edit dates messages", () => {
  it("use the spec's words", () => {
    expect(CANNOT_UPDATE_TO_PAST_DATES).toBe("Cannot update to past dates")
    expect(DATES_NOT_AVAILABLE).toBe("The selected dates are not available. Please choose different dates.")
    expect(ROOM_TYPE_NOT_AVAILABLE).toBe("Your room type is not available for the selected dates. Please choose different dates.")
    expect(COULD_NOT_UPDATE_DATES).toBe("Could not update the dates")
    expect(DATES_UPDATED).toBe("Dates updated successfully.")
  })
})

describe("past dates", () => {
  it("refuse a check-in before today and allow today", () => {
    expect(pastDatesError("2026-11-14", today)).toBe(CANNOT_UPDATE_TO_PAST_DATES)
    expect(pastDatesError("2026-11-15", today)).toBeUndefined()
    expect(pastDatesError("2026-11-16", today)).toBeUndefined()
  })

  it("a check-in is refused exactly when it comes before today", () => {
    fc.assert(fc.property(fc.integer({ min: -400, max: 400 }), (offset) => {
      const checkIn = today.add({ days: offset }).toString()
      expect(pastDatesError(checkIn, today) === CANNOT_UPDATE_TO_PAST_DATES).toBe(offset < 0)
    }))
  })
})

describe("edit dates flow", () => {
  it("keeps the dates locked until Edit Dates is pressed", () => {
    expect(editDatesStart).toEqual({ step: "locked" })
    const editing = run([{ type: "edit", dates: booked }])
    expect(editing).toEqual({ step: "editing", dates: booked, error: null })
    expect(canSaveDates(editing)).toBe(true)
  })

  it("checks availability first, then asks for confirmation with the new price, saves and says so", () => {
    const checking = run([{ type: "edit", dates: booked }, ...pick(moved), { type: "save", today }])
    expect(checking).toEqual({ step: "checking", dates: moved })
    expect(canSaveDates(checking)).toBe(false)
    const confirming = run([{ type: "quoted", quote: { available: true, totalCents: 420_000 } }], checking)
    expect(confirming).toEqual({ step: "confirming", dates: moved, totalCents: 420_000 })
    const saving = run([{ type: "confirm" }], confirming)
    expect(saving).toEqual({ step: "saving", dates: moved })
    expect(run([{ type: "saved" }], saving)).toEqual({ step: "done", message: "Dates updated successfully." })
  })

  it("refuses to save past dates and shows why", () => {
    const past = { checkInDate: "2026-11-14", checkOutDate: "2026-11-16" }
    expect(run([{ type: "edit", dates: booked }, ...pick(past), { type: "save", today }])).toEqual({
      step: "editing",
      dates: past,
      error: CANNOT_UPDATE_TO_PAST_DATES,
    })
  })

  it("clears the error when the dates change", () => {
    const past = { checkInDate: "2026-11-14", checkOutDate: "2026-11-16" }
    expect(
      run([{ type: "edit", dates: booked }, ...pick(past), { type: "save", today }, ...pick(moved)]),
    ).toEqual({ step: "editing", dates: moved, error: null })
  })

  it("reports unavailable dates and room types, then lets the guest choose again", () => {
    const checking: EditDates = { step: "checking", dates: moved }
    const none = run([{ type: "quoted", quote: { available: false, message: DATES_NOT_AVAILABLE } }], checking)
    expect(none).toEqual({ step: "error", dates: moved, message: DATES_NOT_AVAILABLE })
    expect(run([{ type: "quoted", quote: { available: false, message: ROOM_TYPE_NOT_AVAILABLE } }], checking)).toEqual({
      step: "error",
      dates: moved,
      message: ROOM_TYPE_NOT_AVAILABLE,
    })
    expect(run([{ type: "dismiss" }], none)).toEqual({ step: "editing", dates: moved, error: null })
  })

  it("says Could not update the dates when the check or the update fails", () => {
    expect(run([{ type: "failed" }], { step: "checking", dates: moved })).toEqual({ step: "error", dates: moved, message: COULD_NOT_UPDATE_DATES })
    expect(run([{ type: "failed" }], { step: "saving", dates: moved })).toEqual({ step: "error", dates: moved, message: COULD_NOT_UPDATE_DATES })
  })

  it("cancelling the confirmation goes back to editing, cancelling editing locks the dates", () => {
    const confirming: EditDates = { step: "confirming", dates: moved, totalCents: 420_000 }
    expect(run([{ type: "cancel" }], confirming)).toEqual({ step: "editing", dates: moved, error: null })
    expect(run([{ type: "cancel" }, { type: "cancel" }], confirming)).toEqual({ step: "locked" })
  })

  it("locks the dates again once done", () => {
    expect(run([{ type: "dismiss" }], { step: "done", message: DATES_UPDATED })).toEqual({ step: "locked" })
  })

  it("ignores events that do not belong to the current step", () => {
    const states: ReadonlyArray<EditDates> = [
      editDatesStart,
      { step: "editing", dates: booked, error: null },
      { step: "confirming", dates: moved, totalCents: 420_000 },
      { step: "checking", dates: moved },
      { step: "saving", dates: moved },
      { step: "done", message: DATES_UPDATED },
      { step: "error", dates: moved, message: COULD_NOT_UPDATE_DATES },
    ]
    const applies: Record<EditDatesEvent["type"], ReadonlyArray<EditDates["step"]>> = {
      edit: ["locked"],
      pick: ["editing"],
      save: ["editing"],
      confirm: ["confirming"],
      cancel: ["editing", "confirming"],
      quoted: ["checking"],
      failed: ["checking", "saving"],
      saved: ["saving"],
      dismiss: ["done", "error"],
    }
    const events: ReadonlyArray<EditDatesEvent> = [
      { type: "edit", dates: moved },
      { type: "pick", day: "2026-12-20" },
      { type: "save", today },
      { type: "confirm" },
      { type: "cancel" },
      { type: "quoted", quote: { available: true, totalCents: 420_000 } },
      { type: "failed" },
      { type: "saved" },
      { type: "dismiss" },
    ]
    for (const state of states) {
      for (const event of events) {
        const next = editDatesStep(state, event)
        if (!applies[event.type].includes(state.step)) expect(next).toBe(state)
        else expect(next).not.toBe(state)
      }
    }
  })

  it("saves only dates that are not in the past", () => {
    const event = fc.oneof(
      fc.integer({ min: -30, max: 30 }).map((offset): EditDatesEvent => ({ type: "pick", day: today.add({ days: offset }).toString() })),
      fc.constantFrom<EditDatesEvent>(
        { type: "edit", dates: booked },
        { type: "save", today },
        { type: "confirm" },
        { type: "cancel" },
        { type: "quoted", quote: { available: true, totalCents: 420_000 } },
        { type: "saved" },
        { type: "failed" },
        { type: "dismiss" },
      ),
    )
    fc.assert(
      fc.property(fc.array(event, { maxLength: 30 }), (events) => {
        let state = editDatesStart
        for (const next of events) {
          state = editDatesStep(state, next)
          if (state.step === "confirming" || state.step === "checking" || state.step === "saving") {
            expect(pastDatesError(state.dates.checkInDate, today)).toBeUndefined()
          }
        }
      }),
    )
  })
})

describe("choosing new dates in the range picker (issue 29 §11)", () => {
  // made in each test, not while the file loads: a value made then is made before any mutant is on
  const startEditing = () => run([{ type: "edit", dates: booked }])

  it("shows the booked dates until a day is tapped", () => {
    expect(shownStay(startEditing())).toEqual({ checkInDate: "2026-12-01", checkOutDate: "2026-12-03" })
  })

  it("shows the booking's own dates (none of its own) while locked or once done, and the dates being checked or confirmed", () => {
    expect(shownStay(editDatesStart)).toBeNull()
    expect(shownStay({ step: "done", message: DATES_UPDATED })).toBeNull()
    const chosen = { checkInDate: "2026-12-20", checkOutDate: "2026-12-23" }
    expect(shownStay({ step: "checking", dates: chosen })).toEqual(chosen)
    expect(shownStay({ step: "confirming", dates: chosen, totalCents: 100_000 })).toEqual(chosen)
  })

  it("takes the first tap as the new check-in and waits for the check-out", () => {
    const picked = run([{ type: "pick", day: "2026-12-20" }], startEditing())
    expect(shownStay(picked)).toEqual({ checkInDate: "2026-12-20", checkOutDate: null })
    expect(canSaveDates(picked)).toBe(false)
  })

  it("takes a later second tap as the check-out", () => {
    const picked = run([{ type: "pick", day: "2026-12-20" }, { type: "pick", day: "2026-12-23" }], startEditing())
    expect(picked).toEqual({ step: "editing", dates: { checkInDate: "2026-12-20", checkOutDate: "2026-12-23" }, error: null })
    expect(canSaveDates(picked)).toBe(true)
  })

  it("takes a second tap on or before the check-in as a new check-in", () => {
    for (const day of ["2026-12-20", "2026-12-18"]) {
      const picked = run([{ type: "pick", day: "2026-12-20" }, { type: "pick", day }], startEditing())
      expect(shownStay(picked)).toEqual({ checkInDate: day, checkOutDate: null })
    }
  })

  it("starts a new stay with the tap after a complete one", () => {
    const picked = run([{ type: "pick", day: "2026-12-20" }, { type: "pick", day: "2026-12-23" }, { type: "pick", day: "2027-01-05" }], startEditing())
    expect(shownStay(picked)).toEqual({ checkInDate: "2027-01-05", checkOutDate: null })
  })

  it("refuses a stay of more than 30 nights and keeps the check-in", () => {
    const picked = run([{ type: "pick", day: "2026-12-20" }, { type: "pick", day: "2027-01-20" }], startEditing())
    expect(picked).toMatchObject({ step: "editing", error: STAY_TOO_LONG })
    expect(shownStay(picked)).toEqual({ checkInDate: "2026-12-20", checkOutDate: null })
    expect(shownStay(run([{ type: "pick", day: "2027-01-19" }], picked))).toEqual({ checkInDate: "2026-12-20", checkOutDate: "2027-01-19" })
  })

  it("saves nothing while the check-out is still to be chosen", () => {
    const picked = run([{ type: "pick", day: "2026-12-20" }], startEditing())
    expect(run([{ type: "save", today }], picked)).toBe(picked)
  })
})

describe("the new dates' quote", () => {
  const offer = (roomTypeCode: string, ratePlanCode: string, totalAmount: number, rates: ReadonlyArray<{ ratePlanCode: string; cents: ReadonlyArray<number> }> = []) => ({
    roomTypeCode,
    ratePlanCode,
    totalAmount,
    rates: rates.map((rate) => ({
      ratePlanCode: rate.ratePlanCode,
      details: rate.cents.map((cents) => ({ rateDescription: "Room only", totalAmountCents: cents, unitMultiplier: 1 })),
    })),
  })

  it("says the dates are not available when no room is offered", () => {
    expect(dateChangeQuote([{ ...deluxe, totalUnits: 1 }], [])).toEqual({ available: false, message: DATES_NOT_AVAILABLE })
  })

  it("says the room type is not available when the booked room type and rate plan are not offered", () => {
    expect(dateChangeQuote([{ ...deluxe, totalUnits: 1 }], [offer("STD", "BAR", 100_000)])).toEqual({ available: false, message: ROOM_TYPE_NOT_AVAILABLE })
    expect(dateChangeQuote([{ ...deluxe, totalUnits: 1 }], [offer("DLX", "PROMO", 100_000)])).toEqual({ available: false, message: ROOM_TYPE_NOT_AVAILABLE })
  })

  it("prices each booked item at its rate plan for the new nights, times its rooms", () => {
    const offers = [offer("DLX", "PROMO", 90_000, [{ ratePlanCode: "BAR", cents: [60_000, 60_000] }]), offer("STD", "BAR", 80_000)]
    expect(dateChangeQuote([{ ...deluxe, totalUnits: 2 }, { ...standard, totalUnits: 1 }], offers)).toEqual({ available: true, totalCents: 320_000 })
  })

  it("prices at the booked rate plan's rate, whatever rates the offer lists before it", () => {
    const offers = [offer("DLX", "PROMO", 90_000, [{ ratePlanCode: "PROMO", cents: [45_000, 45_000] }, { ratePlanCode: "BAR", cents: [60_000, 60_000] }])]
    expect(dateChangeQuote([{ ...deluxe, totalUnits: 1 }], offers)).toEqual({ available: true, totalCents: 120_000 })
  })
})

describe("the new dates' quote, for any offers", () => {
  // Room types and rate plans from small sets, so that matches and misses both happen often.
  const plan = fc.record({ roomTypeCode: fc.constantFrom("SQ", "DLX", "FAM"), ratePlanCode: fc.constantFrom("BAR", "BB", "PROMO") })
  const offerArb = fc.record({
    roomTypeCode: fc.constantFrom("SQ", "DLX", "FAM"),
    ratePlanCode: fc.constantFrom("BAR", "BB", "PROMO"),
    totalAmount: fc.integer({ min: 0, max: 10_000_000 }),
    rates: fc.constant([]),
  })

  it("is available exactly when every booked room type is offered on its rate plan", () => {
    fc.assert(
      fc.property(fc.array(plan.map((item) => ({ ...item, totalUnits: 1 })), { minLength: 1, maxLength: 3 }), fc.array(offerArb, { maxLength: 5 }), (booked, offers) => {
        const offered = booked.every((item) => offers.some((offer) => offer.roomTypeCode === item.roomTypeCode && offer.ratePlanCode === item.ratePlanCode))
        expect(dateChangeQuote(booked, offers).available).toBe(offers.length > 0 && offered)
      }),
    )
  })
})
