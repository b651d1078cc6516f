import { describe, expect, it } from "vitest"
import { MEMBER_ACCOUNT } from "../account/member-account.testing.ts"
import { corporateMenuItems } from "./corporate-menu-model.ts"

describe("the corporate menu (spec A §6)", () => {
  it("offers the corporate area to a member whose type is not individual", () => {
    expect(corporateMenuItems({ ...MEMBER_ACCOUNT, loyaltyType: "corporate" }).map((item) => item.to)).toEqual([
      "/my-account/corporate-account",
      "/my-account/corporate-account/company-travelers",
      "/my-account/my-details",
      "/my-account/my-bookings",
    ])
  })

  it("offers nothing to an individual member, or before the account is read", () => {
    expect(corporateMenuItems(MEMBER_ACCOUNT)).toEqual([])
    expect(corporateMenuItems(null)).toEqual([])
  })
})
