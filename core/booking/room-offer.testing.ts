import type { RoomRate } from "../rates/room-rate.ts"
import type { RoomOffer } from "./room-offer.ts"

/** A rate plan whose details all carry `description`, one detail per amount (cents), two nights each. */
export const sampleRate = (ratePlanCode: string, description: string, ...amounts: Array<number>): RoomRate => ({
  ratePlanCode,
  details: amounts.map((amount) => ({
    rateDescription: description,
    totalAmountCents: amount,
    totalCurrency: "ZAR",
    baseCurrency: "ZAR",
    unitMultiplier: 2,
    effectiveDate: "2026-03-10",
    expiryDate: "2026-03-12",
    baseAmountCents: amount,
  })),
})

/** A room offer for tests; override what the test is about. */
export const sampleOffer = (overrides: Partial<RoomOffer> = {}): RoomOffer => ({
  amenities: [{ name: "Wi-Fi", images: [] }],
  images: [{ url: "https://img.example/queen.jpg" }],
  ratePlanCode: "BAR",
  roomDescription: "A queen room",
  roomName: "Standard Queen",
  roomTypeCode: "SQ",
  totalAmount: 150_000,
  totalCurrency: "ZAR",
  mandatoryPaymentPeriods: [],
  rates: [sampleRate("BAR", "Room only", 150_000), sampleRate("BB", "Bed and breakfast", 180_000)],
  applicableNumberOfGuests: 2,
  hotelCode: "101",
  hotelName: "Karoo Town Lodge Umhlanga",
  numberOfUnits: 1,
  ...overrides,
})
