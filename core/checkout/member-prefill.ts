import type { Account } from "../account/account.ts"
import { displayMobile } from "../account/mobile.ts"
import type { GuestDetailsInput } from "./guest-details-form.ts"
import { TITLES } from "./guest.ts"

const text = (value: string | null): string => value ?? ""

/** The account's title when it is one the guest form offers, else none (the member picks it). */
const titleOf = (title: string | null): string => (TITLES as ReadonlyArray<string>).includes(title ?? "") ? (title as string) : ""

/**
 * spec B §4, §6: a signed-in member's user details prefill the main guest and the address: name, e-mail, mobile
 * (shown with a plus), title, the ID number or else the passport number, and the address (town as the city, the zip
 * code as the postal code). What the account lacks stays blank; the further guests and the communication stay as
 * they were.
 */
export const prefillForMember = (input: GuestDetailsInput, account: Account): GuestDetailsInput => {
  const passport = text(account.idNumber) === "" && text(account.passportNumber) !== ""
  return {
    ...input,
    mainGuest: {
      ...input.mainGuest,
      title: titleOf(account.title),
      firstName: account.user.firstName,
      lastName: account.user.lastName,
      email: account.user.email,
      mobile: account.mobileNumber === null ? "" : displayMobile(account.mobileNumber),
      idType: passport ? "Passport" : "ID Number",
      idNumber: passport ? text(account.passportNumber) : text(account.idNumber),
      address: {
        ...input.mainGuest.address,
        country: text(account.country).trim() === "" ? input.mainGuest.address.country : text(account.country),
        lineOne: text(account.lineOne),
        lineTwo: text(account.lineTwo),
        city: text(account.town),
        postalCode: text(account.zipCode),
        ...(account.province === null ? {} : { province: account.province }),
      },
    },
  }
}
