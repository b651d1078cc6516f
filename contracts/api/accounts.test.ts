import { Result, Schema } from "effect"
import { describe, expect, it } from "vitest"
import { AccountFromWire, AccountResponse } from "./accounts.ts"
import { ResetPasswordRequest } from "./password-reset.ts"

const wireAccount: (typeof AccountResponse)["Encoded"] = {
  id: 7,
  birthday: "1990-04-12",
  country: "South Africa",
  country_code: 27,
  created_at: "2026-01-05T09:00:00.000Z",
  deactivated_at: null,
  deleted_at: null,
  id_number: null,
  is_deactivated: false,
  is_registration_complete: true,
  line_one: "12 Long Street",
  line_two: null,
  lodgix_file_number: null,
  loyalty_type: "individual",
  mobile_number: "+27821234567",
  pending_mobile_number: null,
  passport_number: null,
  passport_number_expiry_month: null,
  passport_number_expiry_year: null,
  province: "Western Cape",
  reactivated_at: null,
  registration_completed_at: "2026-01-05T09:05:00.000Z",
  telephone_extension: null,
  telephone_number: null,
  title: "Ms",
  total_expired_loyalty_points: 0,
  total_redeemed_loyalty_points: 120,
  total_usable_loyalty_points: 480,
  town: "Cape Town",
  zip_code: "8001",
  communication_methods: { sms: true, email: true, whatsapp: false },
  communication_opt_ins: { rate_us_questionnaire: true, specials_and_promotions_marketing: false },
  user: { id: 7, email: "thandi@example.co.za", first_name: "Thandi", last_name: "Mokoena" },
}

describe("the account's one wire mapping", () => {
  it("names exactly the wire account's keys, in its order", () => {
    expect(Object.keys(AccountFromWire.from.fields)).toEqual(Object.keys(AccountResponse.fields))
  })

  it("takes the wire account to core's and back unchanged", () => {
    const wire = Schema.decodeUnknownSync(AccountResponse)(wireAccount)
    const account = Schema.decodeSync(AccountFromWire)(wire)
    expect(account).toMatchObject({
      countryCode: 27,
      pendingMobileNumber: null,
      totalUsableLoyaltyPoints: 480,
      communicationOptIns: { rateUsQuestionnaire: true, specialsAndPromotionsMarketing: false },
      user: { firstName: "Thandi", lastName: "Mokoena" },
    })
    expect(Schema.encodeSync(AccountFromWire)(account)).toEqual(wire)
  })

  it("refuses a negative point total, as core does", () => {
    expect(() => Schema.decodeSync(AccountFromWire)({ ...wireAccount, total_usable_loyalty_points: -1 })).toThrow()
  })
})

describe("the password reset request", () => {
  it("shows a mismatch on the confirmation, by core's one rule (confirmsPassword)", () => {
    const result = Schema.decodeUnknownResult(ResetPasswordRequest)({ user: { password: "Sunny-Stay-2030", password_confirmation: "Sunny-Stay-2031", token: "abc" } })
    expect(Result.isFailure(result) ? JSON.stringify(result.failure) : "").toContain("password_confirmation")
    expect(Result.isFailure(result) ? String(result.failure) : "").toContain("Passwords must match")
  })
})
