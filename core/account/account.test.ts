import { Result } from "effect"
import { describe, expect, it } from "vitest"
import { validate } from "../validation/field-errors.ts"
import { Account } from "./account.ts"

const account = {
  id: 7,
  birthday: null,
  country: "South Africa",
  countryCode: 702,
  createdAt: "2025-01-01T10:00:00+02:00",
  deactivatedAt: null,
  deletedAt: null,
  idNumber: null,
  isDeactivated: false,
  isRegistrationComplete: true,
  lineOne: null,
  lineTwo: null,
  lodgixFileNumber: "LX-1",
  loyaltyType: "individual",
  mobileNumber: "+27821234567",
  passportNumber: null,
  passportNumberExpiryMonth: null,
  passportNumberExpiryYear: null,
  province: null,
  reactivatedAt: null,
  registrationCompletedAt: "2025-01-01T10:05:00+02:00",
  pendingMobileNumber: null,
  telephoneExtension: null,
  telephoneNumber: null,
  title: null,
  totalExpiredLoyaltyPoints: 0,
  totalRedeemedLoyaltyPoints: 250,
  totalUsableLoyaltyPoints: 600,
  town: null,
  zipCode: null,
  communicationMethods: { sms: true, email: true, whatsapp: false },
  communicationOptIns: { rateUsQuestionnaire: true, specialsAndPromotionsMarketing: false },
  user: { id: 3, email: "thandi@example.co.za", firstName: "Thandi", lastName: "Mokoena" },
}

describe("account", () => {
  it("holds the member's profile, loyalty point totals, communication choices and login user", () => {
    expect(validate(Account)(account)).toEqual(Result.succeed(account))
  })

  it("counts loyalty points in whole, non-negative numbers", () => {
    const result = validate(Account)({ ...account, totalUsableLoyaltyPoints: -1, totalRedeemedLoyaltyPoints: 2.5 })
    expect(Result.isFailure(result)).toBe(true)
    if (Result.isFailure(result)) expect(Object.keys(result.failure).sort()).toEqual(["totalRedeemedLoyaltyPoints", "totalUsableLoyaltyPoints"])
    expect(Result.isSuccess(validate(Account)({ ...account, totalUsableLoyaltyPoints: 0 }))).toBe(true)
  })
})
