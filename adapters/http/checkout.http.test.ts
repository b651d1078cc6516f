import { Effect, Result } from "effect"
import { http, HttpResponse } from "msw"
import { setupServer } from "msw/node"
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest"
import { GuestDetailsForm } from "../../core/checkout/guest.ts"
import type { Confirmation, Reservation } from "../../core/ports/BookingApi.ts"
import { TokenStore } from "../../core/ports/TokenStore.ts"
import { validate } from "../../core/validation/field-errors.ts"
import { makeTokenStoreMemory } from "../../core/ports/TokenStore.memory.ts"
import { listCharities } from "./charities.ts"
import { makeHttpClient } from "./client.ts"
import { initiatePayment } from "./payments.ts"
import { confirmBooking, guestFormField, makeReservation } from "./reservations.ts"

const BASE = "http://checkout.test"
const UUID = "3f2b8c1e-5d4a-4e2b-9c7f-1a2b3c4d5e6f"
const server = setupServer()

beforeAll(() => server.listen({ onUnhandledRequest: "error" }))
afterEach(() => server.resetHandlers())
afterAll(() => server.close())

const reservation: Reservation = {
  uuid: null,
  hotelCode: "801",
  checkInDate: "2030-03-05",
  checkOutDate: "2030-03-07",
  rooms: [{ roomTypeCode: "QUEEN", ratePlanCode: "RO-FLEX", numberOfUnits: 1, currencyCode: "ZAR", guests: { adults: 2, kids: 0 }, promotionCode: "" }],
  mandatoryPayment: false,
  clubCard: "",
  communicationMethods: ["sms"],
  allowsMailList: false,
}

const confirmationExampleOf = (): Confirmation => ({
  ...reservation,
  uuid: UUID,
  guests: Result.getOrThrow(
    validate(GuestDetailsForm)({
      mainGuest: {
        title: "Ms",
        firstName: "Thandi",
        lastName: "Nkosi",
        mobile: "+27821234567",
        email: "thandi@example.co.za",
        idType: "ID Number",
        idNumber: "8001015009087",
        address: { country: "South Africa", lineOne: "12 Long Street", lineTwo: "", city: "Cape Town", postalCode: "8001" },
      },
      guests: [],
      communication: { method: ["sms"], addToMailingListPermission: false },
      isCancellationPolicyAccepted: true,
    }),
  ),
})

const client = () =>
  Effect.runSync(Effect.flatMap(Effect.service(TokenStore), (tokens) => makeHttpClient({ baseUrl: BASE }, tokens)).pipe(Effect.provide(makeTokenStoreMemory().layer)))

describe("the checkout's calls over HTTP, against the contract's Schemas", () => {
  it("lists the charities, flattening image.url and content.html_content", async () => {
    server.use(
      http.get(`${BASE}/api/web/charities`, () =>
        HttpResponse.json({
          charities: [{ id: 3, name: "Karoo Kids", image: { url: "/images/charities/3.jpg" }, is_active: true, link: "https://example.org", content: { html_content: "<p>Books</p>" } }],
        }),
      ),
    )
    expect(await Effect.runPromise(listCharities(client())())).toEqual([
      { id: 3, name: "Karoo Kids", imageUrl: "/images/charities/3.jpg", isActive: true, link: "https://example.org", htmlContent: "<p>Books</p>" },
    ])
  })

  it("sends the chosen charities with the payment's start, and no body when none are given", async () => {
    const bodies: Array<unknown> = []
    server.use(
      http.post(`${BASE}/api/web/bookings/${UUID}/initiate_payment`, async ({ request }) => {
        bodies.push(request.headers.get("content-length") === "0" || request.body === null ? null : await request.json())
        return HttpResponse.json({ success: true, body: { pay_request_id: "PR-1", checksum: "a".repeat(32), reference: "CTY-1", process_url: `${BASE}/process` } })
      }),
    )
    const start = initiatePayment(client(), () => Effect.void)
    const started = await Effect.runPromise(start(UUID, [3, 1]))
    expect(started).toEqual({ success: true, body: { payRequestId: "PR-1", checksum: "a".repeat(32), reference: "CTY-1" } })
    await Effect.runPromise(start(UUID))
    expect(bodies).toEqual([{ payment: { selected_charities: [3, 1] } }, null])
  })

  it("answers the hold's uuid, its server expiry and the held total", async () => {
    server.use(
      http.post(`${BASE}/api/web/bookings/reservation`, () =>
        HttpResponse.json({ uuid: UUID, expires_at: "2026-12-01T10:15:00.000Z", total_cents: 452_500 }, { status: 201 }),
      ),
    )
    const hold = await Effect.runPromise(
      makeReservation(client())(reservation),
    )
    expect(hold).toEqual({ uuid: UUID, expiresAt: "2026-12-01T10:15:00.000Z", totalCents: 452_500 })
  })
})

describe("the server's field errors, named as the guest form names its fields", () => {
  it("maps the main guest, further guests, the address and the confirmation methods", () => {
    expect(guestFormField("reservation.guests.0.id_number")).toBe("mainGuest.idNumber")
    expect(guestFormField("reservation.guests.0.surname")).toBe("mainGuest.lastName")
    expect(guestFormField("reservation.guests.0.address.address_one")).toBe("mainGuest.address.lineOne")
    expect(guestFormField("reservation.guests.2.email")).toBe("guests.1.email")
    expect(guestFormField("reservation.via_email")).toBe("communication.method")
    expect(guestFormField("reservation.start_date")).toBe("reservation.start_date")
  })

  it("a refused confirmation's errors come back on the form's fields", async () => {
    server.use(
      http.post(`${BASE}/api/web/bookings/confirmation`, () =>
        HttpResponse.json({ message: "Some fields are missing or invalid.", errors: { "reservation.guests.0.id_number": ["Invalid South African ID number"] } }, { status: 422 }),
      ),
    )
    const refused = await Effect.runPromise(Effect.flip(confirmBooking(client())(confirmationExampleOf())))
    expect(refused.fieldErrors).toEqual({ "mainGuest.idNumber": ["Invalid South African ID number"] })
  })
})
