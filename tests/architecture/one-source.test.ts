import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { afterAll, describe, expect, it } from "vitest"
import { describeDuplicate, findDuplicates } from "./one-source.ts"

describe("one source per rule, message and constant", () => {
  // It parses every production file: about 5 s on this 2-core machine when other work shares it.
  it("no constant, message or route of the production code is written twice", () => {
    expect(findDuplicates(process.cwd()).map(describeDuplicate)).toEqual([])
  }, 60_000)

  describe("the check can fail", () => {
    const scratch = mkdtempSync(join(tmpdir(), "one-source-"))
    afterAll(() => rmSync(scratch, { recursive: true, force: true }))

    const duplicatesIn = (files: Record<string, string>) => {
      const root = mkdtempSync(join(scratch, "case-"))
      for (const [path, code] of Object.entries(files)) {
        mkdirSync(join(root, path, ".."), { recursive: true })
        writeFileSync(join(root, path), code)
      }
      return findDuplicates(root).map((duplicate) => `${duplicate.kind} ${duplicate.what}`)
    }

    it("finds a constant defined in two modules", () => {
      expect(
        duplicatesIn({
          "core/account/codes.ts": "export const OTP_MAX_ATTEMPTS = 5\n",
          "server/db/schema.ts": "export const OTP_MAX_ATTEMPTS = 5\n",
        }),
      ).toEqual(["constant OTP_MAX_ATTEMPTS"])
    })

    it("finds a message copied into another layer, as a constant or written inline", () => {
      const message = '"Your booking has been successfully cancelled"'
      expect(
        duplicatesIn({
          "core/booking/messages.ts": `export const BOOKING_CANCELLED = ${message}\n`,
          "server/bookings/routes.ts": `export const answer = () => ({ message: ${message} })\n`,
        }),
      ).toEqual(["message Your booking has been successfully cancelled"])
    })

    it("finds one route path under two names", () => {
      expect(
        duplicatesIn({
          "core/routes.ts": 'export const THANK_YOU_ROUTE = "/booking/thank-you"\n',
          "server/payments/PaymentService.ts": 'export const THANK_YOU_PATH = "/booking/thank-you"\n',
        }),
      ).toEqual(["route /booking/thank-you"])
    })

    it("finds one list of values under two names", () => {
      expect(
        duplicatesIn({
          "core/checkout/guest.ts": 'export const TITLES = ["Mr", "Mrs", "Ms"] as const\n',
          "contracts/api/bookings.ts": 'export const GUEST_TITLES = ["Mr", "Mrs", "Ms"] as const\n',
        }),
      ).toEqual(["list Mr,Mrs,Ms"])
    })

    it("leaves tests and test support alone: they spell messages out to check them", () => {
      expect(
        duplicatesIn({
          "core/booking/messages.ts": 'export const CONFIRMATION_SENT = "Booking confirmation sent!"\n',
          "core/booking/messages.test.ts": 'export const expected = "Booking confirmation sent!"\n',
          "server/bookings/booking.testing.ts": 'export const CONFIRMATION_SENT = "Booking confirmation sent!"\n',
        }),
      ).toEqual([])
    })
  })
})
