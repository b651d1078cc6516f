import { describe, expect, it } from "vitest"
import fc from "fast-check"
import { sampleRate } from "./room-offer.testing.ts"
import { cancellationLine, chosenRateTerms } from "./cancellation-terms.ts"
import { CANCEL_CUTOFF } from "./cancel-cutoff.ts"

describe("a rate's cancellation line (issue 29 §3)", () => {
  it("says a refundable rate is free to cancel until 16:00 on the check-in day", () => {
    expect(cancellationLine({ ...sampleRate("RO-FLEX", "Flexible Rate", 300_000), refundable: true })).toBe("Free cancellation until 16:00 on 10 Mar")
  })

  it("says a non-refundable rate is non-refundable", () => {
    expect(cancellationLine({ ...sampleRate("NR-SAVER", "Non-refundable Saver", 260_000), refundable: false })).toBe("Non-refundable")
  })

  it("says nothing of a rate whose policy it was not told (a stay kept from before the rate carried it)", () => {
    expect(cancellationLine(sampleRate("RO-FLEX", "Flexible Rate", 300_000))).toBeNull()
  })

  it("says nothing of a refundable rate without details, which names no day", () => {
    expect(cancellationLine({ details: [], refundable: true })).toBeNull()
  })

  it("names the rate plan code where the chosen rate is not among the room's rates, with no policy line", () => {
    const room = { adults: 1, kids: 0, roomDescription: { roomName: "Twin", totalAmount: 1, mandatoryPaymentPeriods: [] }, ratePlanCode: "GONE", roomTypeCode: "T", rates: [] }
    expect(chosenRateTerms([room])).toEqual([{ room: "Room 1: Twin", rate: "GONE", policy: null }])
  })

  it("names the rate plan code where the chosen rate has no details to name it by", () => {
    const room = {
      adults: 1,
      kids: 0,
      roomDescription: { roomName: "Twin", totalAmount: 1, mandatoryPaymentPeriods: [] },
      ratePlanCode: "RO-FLEX",
      roomTypeCode: "T",
      rates: [{ ...sampleRate("RO-FLEX", "Flexible Rate", 100_000), details: [] }],
    }
    expect(chosenRateTerms([room])).toEqual([{ room: "Room 1: Twin", rate: "RO-FLEX", policy: null }])
  })

  it("names no rate where the chosen room holds no rate plan at all", () => {
    const room = { adults: 1, kids: 0, roomDescription: { roomName: "Twin", totalAmount: 1, mandatoryPaymentPeriods: [] }, ratePlanCode: null, roomTypeCode: "T", rates: [] }
    expect(chosenRateTerms([room])).toEqual([{ room: "Room 1: Twin", rate: "", policy: null }])
  })

  it("names the cut-off of the cancel rule and the stay's first day, whatever the day", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 3650 }), (offset) => {
        const day = new Date(Date.UTC(2026, 0, 1 + offset)).toISOString().slice(0, 10)
        const rate = sampleRate("RO-FLEX", "Flexible Rate", 100_000)
        const line = cancellationLine({ ...rate, refundable: true, details: rate.details.map((detail) => ({ ...detail, effectiveDate: day })) })
        const [, , dayOfMonth] = day.split("-").map(Number)
        expect(line).toContain(`until ${CANCEL_CUTOFF.toString().slice(0, 5)} on ${dayOfMonth} `)
      }),
    )
  })
})

describe("the chosen rate's terms on the review page (issue 29 §3)", () => {
  const flexible = { ...sampleRate("RO-FLEX", "Flexible Rate", 300_000), refundable: true }
  const saver = { ...sampleRate("NR-SAVER", "Non-refundable Saver", 260_000), refundable: false }
  const room = (ratePlanCode: string | null, roomName: string | null) => ({
    adults: 2,
    kids: 0,
    roomDescription: roomName === null ? null : { roomName, totalAmount: 300_000, mandatoryPaymentPeriods: [] },
    ratePlanCode,
    roomTypeCode: "DK",
    rates: [flexible, saver],
  })

  it("names each room's rate and its policy line", () => {
    expect(chosenRateTerms([room("NR-SAVER", "Deluxe King"), room("RO-FLEX", "Twin")])).toEqual([
      { room: "Room 1: Deluxe King", rate: "Non-refundable Saver", policy: "Non-refundable" },
      { room: "Room 2: Twin", rate: "Flexible Rate", policy: "Free cancellation until 16:00 on 10 Mar" },
    ])
  })

  it("names the rate by its plan code when the rate says nothing of itself (nor of its policy), and by nothing without a plan; no policy for a rate not offered", () => {
    const undescribed = { ...room("RO-FLEX", "Twin"), rates: [{ ...flexible, details: [] }] }
    expect(chosenRateTerms([undescribed, room("GONE", "Deluxe King"), room(null, "Twin")])).toEqual([
      { room: "Room 1: Twin", rate: "RO-FLEX", policy: null },
      { room: "Room 2: Deluxe King", rate: "GONE", policy: null },
      { room: "Room 3: Twin", rate: "", policy: null },
    ])
  })

  it("leaves out a room without a choice", () => {
    expect(chosenRateTerms([room(null, null), room("RO-FLEX", "Twin")])).toEqual([
      { room: "Room 2: Twin", rate: "Flexible Rate", policy: "Free cancellation until 16:00 on 10 Mar" },
    ])
  })

  it("names the rate plan code of a rate without details, and nothing for a room chosen without a rate plan", () => {
    const bare = { ...flexible, details: [] }
    expect(chosenRateTerms([{ ...room("RO-FLEX", "Twin"), rates: [bare] }])).toEqual([{ room: "Room 1: Twin", rate: "RO-FLEX", policy: null }])
    expect(chosenRateTerms([room(null, "Twin")])).toEqual([{ room: "Room 1: Twin", rate: "", policy: null }])
  })
})
