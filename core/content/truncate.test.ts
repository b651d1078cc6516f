import fc from "fast-check"
import { describe, expect, it } from "vitest"
import {
  BREADCRUMB_FULL_LABELS_FROM_WIDTH_PX,
  BREADCRUMB_LABEL_MAX_LENGTH,
  breadcrumbLabel,
  breadcrumbLabelIn,
  ELLIPSIS,
  SPECIAL_OFFER_HOTEL_NAME_MAX_LENGTH,
  specialOfferHotelName,
  truncate,
} from "./truncate.ts"

describe("truncate", () => {
  it("keeps a text that fits", () => {
    expect(truncate("My Account", 10)).toBe("My Account")
    expect(truncate("", 0)).toBe("")
  })

  it("ends a longer text with an ellipsis counted within the maximum", () => {
    expect(ELLIPSIS).toBe("…")
    expect(truncate("My Bookings", 10)).toBe("My Bookin…")
    expect(truncate("abcdef", 1)).toBe("…")
  })

  it("drops blanks before the ellipsis", () => {
    expect(truncate("Manage Booking", 8)).toBe("Manage…")
  })

  it("never splits an emoji", () => {
    expect(truncate("ab😀cd", 4)).toBe("ab😀…")
    expect(truncate("ab😀", 3)).toBe("ab😀")
  })

  it("gives nothing for a maximum below 1", () => {
    expect(truncate("abc", 0)).toBe("")
    expect(truncate("abc", -1)).toBe("")
  })

  it("a truncated text is never longer than the maximum and starts like the original", () => {
    fc.assert(
      fc.property(fc.string({ unit: "grapheme", maxLength: 60 }), fc.integer({ min: 1, max: 50 }), (text, max) => {
        const result = truncate(text, max)
        expect(Array.from(result).length).toBeLessThanOrEqual(max)
        if (result === text) return
        expect(result.endsWith(ELLIPSIS)).toBe(true)
        expect(text.startsWith(result.slice(0, -ELLIPSIS.length))).toBe(true)
      }),
    )
  })
})

describe("special-offer hotel names", () => {
  it("are truncated to 35 characters in cards", () => {
    expect(SPECIAL_OFFER_HOTEL_NAME_MAX_LENGTH).toBe(35)
    expect(specialOfferHotelName("a".repeat(35))).toBe("a".repeat(35))
    expect(specialOfferHotelName("a".repeat(36))).toBe(`${"a".repeat(34)}…`)
  })
})

describe("breadcrumb labels", () => {
  it("are truncated to 10 characters below 1120 px wide and shown in full from 1120 px", () => {
    expect([BREADCRUMB_LABEL_MAX_LENGTH, BREADCRUMB_FULL_LABELS_FROM_WIDTH_PX]).toEqual([10, 1120])
    expect(breadcrumbLabel("Manage Booking", 1119)).toBe("Manage Bo…")
    expect(breadcrumbLabel("Manage Booking", 1120)).toBe("Manage Booking")
    expect(breadcrumbLabel("My Account", 360)).toBe("My Account")
    expect([breadcrumbLabelIn("Manage Booking", false), breadcrumbLabelIn("Manage Booking", true)]).toEqual(["Manage Bo…", "Manage Booking"])
  })
})
