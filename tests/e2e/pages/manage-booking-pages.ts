import { expect, type APIRequestContext, type Locator, type Page } from "@playwright/test"
import { formatDate } from "../../../core/time/format.ts"
import { pickDay } from "./search-form.ts"

/** A calendar day as the picker's local Date, at noon. */
const pickerDay = (iso: string): Date => {
  const [year = 1970, month = 1, day = 1] = iso.split("-").map(Number)
  return new Date(year, month - 1, day, 12)
}

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
  /** The range picker shown after Edit Dates. */
  readonly picker: Locator

  constructor(readonly page: Page) {
    this.panel = page.getByRole("navigation", { name: "Booking options" })
    this.picker = page.getByRole("group", { name: "Choose your new dates" })
  }

  /** A stay date as the page writes it: "Tuesday, 01 December 2026". */
  stayDate(iso: string): Locator {
    return this.page.getByText(formatDate(iso, "weekday, DD MMMM YYYY"), { exact: true })
  }

  /** Edit Dates, unless the picker is open already; then the picker's months. */
  async openPicker(): Promise<void> {
    const edit = this.page.getByRole("button", { name: "Edit Dates" })
    const save = this.page.getByRole("button", { name: "Save dates" })
    // the page may still be loading: wait until it shows one or the other before choosing
    await expect(edit.or(save).first()).toBeVisible()
    if (await edit.isVisible()) await edit.click()
    await this.picker.getByRole("grid").first().waitFor()
  }

  async changeDates(checkIn: string, checkOut: string): Promise<void> {
    await this.openPicker()
    for (const day of [checkIn, checkOut]) await pickDay(this.picker, pickerDay(day))
    await this.page.getByRole("button", { name: "Save dates" }).click()
  }

  toast(text: string): Locator {
    return this.page.getByText(text, { exact: true })
  }

  /** The Cancel Booking question's stay, as the summary writes it (issue 29 §10: DD MMM YYYY). */
  cancelStay(checkIn: string, checkOut: string): string {
    return `${formatDate(checkIn, "DD MMM YYYY")} – ${formatDate(checkOut, "DD MMM YYYY")}`
  }

  /** A visitor's landing after cancelling (issue 29 §10): the page's polite status naming the cancelled booking. */
  cancelledStatus(reference: string): Locator {
    return this.page.getByRole("status").filter({ hasText: "Your booking has been successfully cancelled" }).filter({ hasText: `Cancelled booking reference: ${reference}` })
  }

  async cancelWithCode(code: string): Promise<void> {
    const dialog = this.page.getByRole("dialog", { name: "Cancel Booking" })
    await dialog.getByLabel("One-time code (6 digits)").fill(code)
    await dialog.getByRole("button", { name: "Cancel Booking" }).click()
  }
}
