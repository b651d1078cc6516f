import type { AccountResponse, UpdateAccountRequest } from "../../contracts/api/accounts.ts"
import { DEFAULT_COUNTRY_CODE } from "../../contracts/api/accounts.ts"
import type { PointsTotals } from "../../core/loyalty/ledger.ts"
import type { accounts } from "../db/schema.ts"

export type AccountRow = typeof accounts.$inferSelect


/** spec A §3: the account as the account call returns it. */
export const toWireAccount = (row: AccountRow, points: PointsTotals, pendingMobileNumber: string | null): AccountResponse => ({
  id: row.id,
  birthday: row.birthday,
  country: row.country,
  country_code: row.countryCode ?? DEFAULT_COUNTRY_CODE,
  created_at: row.createdAt.toISOString(),
  deactivated_at: null,
  deleted_at: row.deletedAt?.toISOString() ?? null,
  id_number: row.idNumber,
  is_deactivated: false,
  is_registration_complete: row.registrationCompletedAt !== null,
  line_one: row.lineOne,
  line_two: row.lineTwo,
  lodgix_file_number: null,
  loyalty_type: row.loyaltyType,
  mobile_number: row.mobileNumber,
  pending_mobile_number: pendingMobileNumber,
  passport_number: row.passportNumber,
  passport_number_expiry_month: row.passportNumberExpiryMonth,
  passport_number_expiry_year: row.passportNumberExpiryYear,
  province: row.province,
  reactivated_at: null,
  registration_completed_at: row.registrationCompletedAt?.toISOString() ?? null,
  telephone_extension: row.telephoneExtension,
  telephone_number: row.telephoneNumber,
  title: row.title,
  // the member's loyalty ledger (server/loyalty), as of today
  total_expired_loyalty_points: points.expired,
  total_redeemed_loyalty_points: points.redeemed,
  total_usable_loyalty_points: points.usable,
  town: row.town,
  zip_code: row.zipCode,
  communication_methods: { sms: row.viaSms, email: row.viaEmail, whatsapp: row.viaWhatsapp },
  communication_opt_ins: { rate_us_questionnaire: row.rateUsQuestionnaire, specials_and_promotions_marketing: row.specialsAndPromotionsMarketing },
  user: { id: row.id, email: row.email ?? "", first_name: row.firstName ?? "", last_name: row.lastName ?? "" },
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
