import { expect, type APIRequestContext, type Locator, type Page } from "@playwright/test"

/**
 * The newest code of `kind` (a booking's one-time code unless said) the development outbox holds for `email` (an
 * e-mail address or a mobile as kept), newest first (server/notify/dev-outbox.ts).
 */
export const readCodeFromOutbox = async (request: APIRequestContext, email: string, after = "", kind = "one_time_code"): Promise<string> => {
  for (let attempt = 0; attempt < 20; attempt++) {
    const answer = await request.get(`/dev/outbox?to=${encodeURIComponent(email)}&kind=${kind}&format=json&limit=1`)
    const code = /is (\d{6})\./.exec(await answer.text())?.[1]
    if (code !== undefined && code !== after) return code
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  throw new Error(`no new one-time code for ${email}`)
}

/** The Manage Your Booking modal (from /manage-bookings, the user menu or the small-screen footer) and its code step. */
export class ManageBookingModal {
  readonly dialog: Locator
  readonly codeDialog: Locator
  readonly notFound: Locator

  constructor(readonly page: Page) {
    this.dialog = page.getByRole("dialog", { name: "Manage Your Booking" })
    this.codeDialog = page.getByRole("dialog", { name: "Enter your one-time code" })
    this.notFound = page.getByRole("dialog", { name: "Booking not found" })
  }

  async open(): Promise<void> {
    await this.page.goto("/manage-bookings")
    await expect(this.dialog).toBeVisible()
  }

  async findBooking(reference: string, email: string): Promise<void> {
    await this.dialog.getByLabel("Booking reference").fill(reference)
    await this.dialog.getByLabel("E-mail").fill(email)
    await this.dialog.getByRole("button", { name: "Send code" }).click()
  }

  async enterCode(code: string): Promise<void> {
    await this.codeDialog.getByLabel("One-time code (6 digits)").fill(code)
    await this.codeDialog.getByRole("button", { name: "Verify" }).click()
  }
}

/** /my-account/manage-booking/booking-details/{uuid}: the booking, its dates and the side panel. */
export class BookingDetailsPage {
  readonly panel: Locator
  readonly checkIn: Locator
  readonly checkOut: Locator

  constructor(readonly page: Page) {
    this.panel = page.getByRole("navigation", { name: "Booking options" })
    this.checkIn = page.getByLabel("Check-in", { exact: true })
    this.checkOut = page.getByLabel("Check-out", { exact: true })
  }

  async changeDates(checkIn: string, checkOut: string): Promise<void> {
    const edit = this.page.getByRole("button", { name: "Edit Dates" })
    const save = this.page.getByRole("button", { name: "Save dates" })
    // the page may still be loading: wait until it shows one or the other before choosing
    await expect(edit.or(save).first()).toBeVisible()
    if (await edit.isVisible()) await edit.click()
    await this.checkIn.fill(checkIn)
    await this.checkOut.fill(checkOut)
    await save.click()
  }

  toast(text: string): Locator {
    return this.page.getByText(text, { exact: true })
  }

  async cancelWithCode(code: string): Promise<void> {
    const dialog = this.page.getByRole("dialog", { name: "Cancel Booking" })
    await dialog.getByLabel("One-time code (6 digits)").fill(code)
    await dialog.getByRole("button", { name: "Cancel booking" }).click()
  }
}
