import { describe, expect, it } from "vitest"
import { makeToastStore } from "./toast-store.ts"

describe("the toasts on screen", () => {
  it("lets a success replace the errors of the tries before it (a mistyped code, then the right one)", () => {
    const store = makeToastStore(60_000)
    store.show("error", "An error has occurred. Please make sure you have the correct OTP code and try again.")
    store.show("success", "Your booking has been successfully cancelled")
    expect(store.toasts.value.map((toast) => toast.message)).toEqual(["Your booking has been successfully cancelled"])
  })

  it("keeps every error shown together, and a success beside another success", () => {
    const store = makeToastStore(60_000)
    store.show("success", "Booking confirmation sent!")
    store.show("error", "Could not resend booking confirmation.")
    store.show("success", "Booking confirmation sent!")
    store.show("error", "Cancellation closed")
    expect(store.toasts.value.map((toast) => toast.kind)).toEqual(["success", "success", "error"])
  })

  it("takes every error off the screen when asked, and nothing else", () => {
    const store = makeToastStore(60_000)
    store.show("error", "The selected dates are not available. Please choose different dates.")
    store.show("success", "Booking confirmation sent!")
    store.show("error", "Could not resend booking confirmation.")
    store.dismissErrors()
    expect(store.toasts.value.map((toast) => toast.message)).toEqual(["Booking confirmation sent!"])
  })
})
