import { expect, type Locator, type Page } from "@playwright/test"

/** /booking/review: the hold countdown, the cancellation-policy form and Book now. */
export class ReviewStep {
  readonly countdown: Locator
  readonly acceptPolicy: Locator
  readonly bookNow: Locator
  readonly viewPolicy: Locator

  constructor(readonly page: Page) {
    this.countdown = page.getByText("Room(s) held for").filter({ visible: true })
    this.acceptPolicy = page.getByRole("checkbox", { name: "I have read and accept the hotel cancellation policy" })
    this.bookNow = page.getByRole("button", { name: "Book now" })
    this.viewPolicy = page.getByRole("button", { name: "View Policy" })
  }

  async open(): Promise<void> {
    await this.page.goto("/booking/review")
    await expect(this.page.getByRole("heading", { level: 1, name: "Review your booking" })).toBeVisible()
  }

  async acceptAndBook(): Promise<void> {
    await this.acceptPolicy.check()
    await this.bookNow.click()
    await expect(this.page).toHaveURL(/\/booking\/guest-details$/)
  }
}

export interface MainGuestDetails {
  readonly title: string
  readonly firstName: string
  readonly surname: string
  readonly mobile: string
  readonly email: string
  readonly idNumber: string
  readonly lineOne: string
  readonly city: string
  readonly postalCode: string
  readonly country: string
}

/** A real-looking main guest with a valid South African ID number. */
export const THANDI: MainGuestDetails = {
  title: "Ms",
  firstName: "Thandi",
  surname: "Nkosi",
  mobile: "+27 82 123 4567",
  email: "thandi.nkosi@example.co.za",
  idNumber: "8001015009087",
  lineOne: "12 Long Street",
  city: "Cape Town",
  postalCode: "8001",
  country: "South Africa",
}

/** /booking/guest-details: the main guest's fields, the communication and the two buttons. */
export class GuestDetailsStep {
  readonly main: Locator
  readonly payLater: Locator
  readonly payBooking: Locator

  constructor(readonly page: Page) {
    this.main = page.getByRole("region", { name: "Main Guest" })
    this.payLater = page.getByRole("button", { name: "Confirm & Pay Later" })
    this.payBooking = page.getByRole("button", { name: "Pay Booking" })
  }

  field(label: string): Locator {
    return this.page.getByLabel(label, { exact: true }).first()
  }

  async fillMainGuest(guest: MainGuestDetails = THANDI): Promise<void> {
    await this.field("Title *").selectOption(guest.title)
    await this.field("First name *").fill(guest.firstName)
    await this.field("Surname *").fill(guest.surname)
    await this.field("Mobile number *").fill(guest.mobile)
    await this.field("E-mail address *").fill(guest.email)
    await this.field("South African ID number *").fill(guest.idNumber)
    await this.field("Address line 1 *").fill(guest.lineOne)
    await this.field("City *").fill(guest.city)
    await this.field("Postal code *").fill(guest.postalCode)
    await this.field("Country *").selectOption(guest.country)
  }
}

/** /booking/payment-details: the payment options, the charities and the card's Pay R … (issue 29 §8). */
export class PaymentDetailsStep {
  readonly creditCard: Locator
  readonly loyaltyPoints: Locator
  readonly payNow: Locator

  constructor(readonly page: Page) {
    this.creditCard = page.getByRole("radio", { name: "Credit Card" })
    this.loyaltyPoints = page.getByRole("radio", { name: "Loyalty Points" })
    this.payNow = page.getByRole("button", { name: /^Pay R / })
  }
}

/** The gateway simulator's card page (server/payments/simulator). */
export class GatewaySimulator {
  constructor(readonly page: Page) {}

  async payWithCard(number: string): Promise<void> {
    await expect(this.page.getByRole("heading", { name: "Pay by card" })).toBeVisible({ timeout: 15_000 })
    await this.page.getByLabel("Card number").fill(number)
    await this.page.getByLabel("Expiry date").fill("12/30")
    await this.page.getByLabel("CVV").fill("123")
    await this.page.getByLabel("Cardholder name").fill("T Nkosi")
    await this.page.getByRole("button", { name: /^Pay R/ }).click()
  }
}

/** PayGate's test cards (server/payments/simulator/test-cards.ts). */
export const APPROVED_CARD = "4000000000000002"
export const DECLINED_CARD = "4000000000000036"

/** /booking/thank-you?booking=…: confirmed or payment unsuccessful, the card and its actions. */
export class ThankYouStep {
  readonly confirmed: Locator
  readonly unsuccessful: Locator
  readonly reference: Locator
  readonly retry: Locator
  readonly addToCalendar: Locator

  constructor(readonly page: Page) {
    this.confirmed = page.getByRole("heading", { level: 1, name: "Your booking is confirmed" })
    this.unsuccessful = page.getByRole("heading", { level: 1, name: "Payment unsuccessful" })
    this.reference = page.getByText("Booking reference").locator("strong")
    this.retry = page.getByRole("button", { name: "Retry payment" })
    this.addToCalendar = page.getByRole("button", { name: "Add to calendar" })
  }
}
