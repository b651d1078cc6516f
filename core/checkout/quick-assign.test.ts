import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { emptyAddress, emptyGuest, type GuestInput } from "./guest.ts"
import { POINTS_AFTER_PAYMENT_NOTE } from "../booking/messages.ts"
import { assignTravellers, canAssignGuests, canAssignTravellers, copyMainGuestAcross, quickAssignOffer } from "./quick-assign.ts"

const address = { country: "South Africa", lineOne: "12 Long Street", lineTwo: "", city: "Cape Town", postalCode: "8001" }

const thandi: GuestInput = {
  title: "Ms",
  firstName: "Thandi",
  lastName: "Nkosi",
  mobile: "+27 82 123 4567",
  email: "thandi.nkosi@example.co.za",
  idType: "ID Number",
  idNumber: "8001015009087",
  address,
  telephoneNo: "+27 21 419 9450",
}

const { address: _, ...thandiWithoutAddress } = thandi

describe("who is offered Quick assign", () => {
  it("members whose type is not individual", () => {
    expect(quickAssignOffer({ signedIn: true, memberType: "corporate" })).toBe("quickAssign")
    expect(quickAssignOffer({ signedIn: true, memberType: "" })).toBe("quickAssign")
  })

  it("individual members see the points note instead", () => {
    expect(quickAssignOffer({ signedIn: true, memberType: "individual" })).toBe("pointsNote")
    expect(quickAssignOffer({ signedIn: true, memberType: " Individual " })).toBe("pointsNote")
    expect(POINTS_AFTER_PAYMENT_NOTE).toBe("Please note: new points are issued only after successful payment.")
  })

  it("anonymous visitors get neither", () => {
    expect(quickAssignOffer({ signedIn: false, memberType: "corporate" })).toBe("none")
    expect(quickAssignOffer({ signedIn: false, memberType: "individual" })).toBe("none")
  })
})

describe("copying the main guest across", () => {
  it("gives every further guest the main guest's details, without the address", () => {
    expect(copyMainGuestAcross(thandi, [emptyGuest, { ...emptyGuest, firstName: "Sipho" }])).toEqual([
      thandiWithoutAddress,
      thandiWithoutAddress,
    ])
  })

  it("keeps the number of guests", () => {
    fc.assert(fc.property(fc.nat(9), (count) => {
      const copied = copyMainGuestAcross(thandi, Array.from({ length: count }, () => emptyGuest))
      expect(copied).toHaveLength(count)
      for (const guest of copied) expect(guest).toEqual(thandiWithoutAddress)
    }))
  })
})

describe("Assign Guests button", () => {
  it("is enabled for a valid form", () => {
    expect(canAssignGuests({ mainGuestAddress: address, quickAssignGuests: [thandiWithoutAddress, thandiWithoutAddress] })).toBe(true)
    expect(canAssignGuests({ mainGuestAddress: address, quickAssignGuests: [] })).toBe(true)
  })

  it("is disabled while the address or any guest is invalid", () => {
    expect(canAssignGuests({ mainGuestAddress: emptyAddress, quickAssignGuests: [thandiWithoutAddress] })).toBe(false)
    expect(canAssignGuests({ mainGuestAddress: address, quickAssignGuests: [thandiWithoutAddress, emptyGuest] })).toBe(false)
    expect(canAssignGuests({ mainGuestAddress: address, quickAssignGuests: [{ ...thandiWithoutAddress, idNumber: "8001015009088" }] })).toBe(false)
  })
})

describe("Quick Assign Guests puts the member's travellers into the guests' fields (spec B §2, issue 24)", () => {
  const sipho = { id: 1, title: "Mr", firstName: "Sipho", lastName: "Dlamini", mobileNo: "+27821234567", email: "sipho@example.co.za", idType: "ID Number" as const, identification: "8001015009087" }
  const lerato = { id: 2, title: "Ms", firstName: "Lerato", lastName: "Mokoena", mobileNo: "+27825550101", email: "lerato@example.co.za", idType: "Passport" as const, identification: "A12345678" }
  const address = { country: "South Africa", lineOne: "1 Main Road", lineTwo: "", city: "Durban", postalCode: "4001" }
  const typed = { ...emptyGuest, firstName: "Typed" }
  const values = { mainGuest: { ...emptyGuest, address }, guests: [typed, typed] }

  it("fills the main guest (keeping the address) and the picked guests; an unpicked guest keeps what was typed", () => {
    const next = assignTravellers(values, ["1", "", "2"], [sipho, lerato])
    expect(next.mainGuest).toEqual({ title: "Mr", firstName: "Sipho", lastName: "Dlamini", mobile: "+27821234567", email: "sipho@example.co.za", idType: "ID Number", idNumber: "8001015009087", address })
    expect(next.guests[0]).toBe(typed)
    expect(next.guests[1]).toMatchObject({ firstName: "Lerato", idType: "Passport", idNumber: "A12345678" })
  })

  it("lets Assign Guests assign once at least one traveller is chosen", () => {
    expect([canAssignTravellers(["", ""]), canAssignTravellers(["", "2"])]).toEqual([false, true])
  })
})
