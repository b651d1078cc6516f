import { Schema } from "effect"
import { AccountFromWire, type AccountResponse, DEFAULT_COUNTRY_CODE, type UpdateAccountRequest } from "../../contracts/api/accounts.ts"
import type { PointsTotals } from "../../core/loyalty/ledger.ts"
import type { accounts } from "../db/schema.ts"

export type AccountRow = typeof accounts.$inferSelect

// Core's account written under its wire names by the contract's one mapping (issue 28 §2).
const encodeAccount = Schema.encodeSync(AccountFromWire)

/** spec A §3: the account as the account call returns it. */
export const toWireAccount = (row: AccountRow, points: PointsTotals, pendingMobileNumber: string | null): AccountResponse =>
  encodeAccount({
    id: row.id,
    birthday: row.birthday,
    country: row.country,
    countryCode: row.countryCode ?? DEFAULT_COUNTRY_CODE,
    createdAt: row.createdAt.toISOString(),
    deactivatedAt: null,
    deletedAt: row.deletedAt?.toISOString() ?? null,
    idNumber: row.idNumber,
    isDeactivated: false,
    isRegistrationComplete: row.registrationCompletedAt !== null,
    lineOne: row.lineOne,
    lineTwo: row.lineTwo,
    lodgixFileNumber: null,
    loyaltyType: row.loyaltyType,
    mobileNumber: row.mobileNumber,
    pendingMobileNumber,
    passportNumber: row.passportNumber,
    passportNumberExpiryMonth: row.passportNumberExpiryMonth,
    passportNumberExpiryYear: row.passportNumberExpiryYear,
    province: row.province,
    reactivatedAt: null,
    registrationCompletedAt: row.registrationCompletedAt?.toISOString() ?? null,
    telephoneExtension: row.telephoneExtension,
    telephoneNumber: row.telephoneNumber,
    title: row.title,
    // the member's loyalty ledger (server/loyalty), as of today
    totalExpiredLoyaltyPoints: points.expired,
    totalRedeemedLoyaltyPoints: points.redeemed,
    totalUsableLoyaltyPoints: points.usable,
    town: row.town,
    zipCode: row.zipCode,
    communicationMethods: { sms: row.viaSms, email: row.viaEmail, whatsapp: row.viaWhatsapp },
    communicationOptIns: { rateUsQuestionnaire: row.rateUsQuestionnaire, specialsAndPromotionsMarketing: row.specialsAndPromotionsMarketing },
    user: { id: row.id, email: row.email ?? "", firstName: row.firstName ?? "", lastName: row.lastName ?? "" },
  })

type Attributes = NonNullable<UpdateAccountRequest["user_account"]["account_attributes"]>

/** "" and null both clear a text field. */
const cleared = (value: string | null | undefined): string | null | undefined => (value === undefined ? undefined : value === null || value.trim() === "" ? null : value.trim())

/** The columns an update changes (left-out fields stay as they are; a new mobile number waits for its code: MobileChange). */
export const accountChanges = (update: UpdateAccountRequest["user_account"]): Partial<AccountRow> => {
  const a: Attributes = update.account_attributes ?? {}
  const changes: Record<string, unknown> = {
    firstName: update.first_name?.trim(),
    lastName: update.last_name?.trim(),
    birthday: cleared(a.birthday),
    country: cleared(a.country),
    countryCode: a.country_code,
    idNumber: cleared(a.id_number),
    lineOne: cleared(a.line_one),
    lineTwo: cleared(a.line_two),
    passportNumber: cleared(a.passport_number),
    passportNumberExpiryMonth: a.passport_number_expiry_month,
    passportNumberExpiryYear: a.passport_number_expiry_year,
    province: cleared(a.province),
    telephoneExtension: cleared(a.telephone_extension),
    telephoneNumber: cleared(a.telephone_number),
    title: cleared(a.title),
    town: cleared(a.town),
    zipCode: cleared(a.zip_code),
    viaSms: a.communication_methods?.sms,
    viaEmail: a.communication_methods?.email,
    viaWhatsapp: a.communication_methods?.whatsapp,
    rateUsQuestionnaire: a.communication_opt_ins?.rate_us_questionnaire,
    specialsAndPromotionsMarketing: a.communication_opt_ins?.specials_and_promotions_marketing,
  }
  return Object.fromEntries(Object.entries(changes).filter(([, value]) => value !== undefined)) as Partial<AccountRow>
}

/** Every personal field of a deleted account, erased (POPIA): only the id and the dates remain. */
export const ERASED: Partial<AccountRow> = {
  email: null,
  firstName: null,
  lastName: null,
  mobileNumber: null,
  passwordHash: null,
  birthday: null,
  title: null,
  country: null,
  countryCode: null,
  idNumber: null,
  passportNumber: null,
  passportNumberExpiryMonth: null,
  passportNumberExpiryYear: null,
  lineOne: null,
  lineTwo: null,
  town: null,
  zipCode: null,
  province: null,
  telephoneExtension: null,
  telephoneNumber: null,
  viaSms: false,
  viaEmail: false,
  viaWhatsapp: false,
  rateUsQuestionnaire: false,
  specialsAndPromotionsMarketing: false,
}
