import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { emptyAddress, emptyGuest, type GuestInput } from "./guest.ts"
import { POINTS_AFTER_PAYMENT_NOTE } from "../booking/messages.ts"
import { canAssignGuests, copyMainGuestAcross, quickAssignOffer } from "./quick-assign.ts"

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
