import { signal } from "@preact/signals-core"
import { act, screen, waitFor, within } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import { describe, expect, it } from "vitest"
import { groupBookingForm } from "../../core/account/submit-group-booking.ts"
import { HttpError } from "../../core/http/http-error.ts"
import { renderInApp } from "../testing/render.testing.tsx"
import { GroupBookingModal } from "./group-booking-modal.tsx"

const showModal = async (initial = groupBookingForm({ locationOrHotel: "Cape Town", arrivalDate: "2099-05-10", departureDate: "2099-05-12" })) => {
  const opened = signal(true)
  const app = renderInApp(<GroupBookingModal opened={opened} initial={initial} />, { path: "/hotels" })
  return { app, opened, dialog: await formShown() }
}

/** The dialog once its form is in (the form's code loads as the modal first opens). */
const formShown = async () => {
  const dialog = await screen.findByRole("dialog", { name: "Make a Group Booking" })
  await within(dialog).findByLabelText("First Name")
  return dialog
}

const fillIn = async (dialog: HTMLElement) => {
  const user = userEvent.setup()
  await user.type(within(dialog).getByLabelText("First Name"), "Sipho")
  await user.type(within(dialog).getByLabelText("Surname"), "Dlamini")
  await user.type(within(dialog).getByLabelText("Contact Number"), "+27 82 123 4567")
  await user.type(within(dialog).getByLabelText("Email"), "sipho@example.co.za")
  return user
}

/** Submits the filled form and has the server refuse the e-mail (a 422 on its field). */
const submitRefused = async (app: Awaited<ReturnType<typeof showModal>>["app"], dialog: HTMLElement, user: Awaited<ReturnType<typeof fillIn>>) => {
  app.bookingApi.failNext(
    "requestGroupBooking",
    new HttpError({ status: 422, message: "Unprocessable", fieldErrors: { "group_booking.email": ["This e-mail is blocked"] } }),
  )
  await user.click(within(dialog).getByRole("button", { name: "Submit Request" }))
  expect(await within(dialog).findByText("This e-mail is blocked")).toBeInTheDocument()
}

// Typing nine fields takes a few seconds in jsdom on a busy machine.
describe("the group booking request", { timeout: 20_000 }, () => {
  it("opens with the search so far, 10 rooms and 1 guest; says what a field needs once left; Submit Request waits for every field", async () => {
    const { dialog } = await showModal()
    const user = userEvent.setup()
    expect(within(dialog).getByLabelText("Location or Hotel")).toHaveValue("Cape Town")
    expect(within(dialog).getByLabelText("Total Rooms")).toHaveValue(10)
    expect(within(dialog).getByLabelText("Total Guests")).toHaveValue(1)
    const submit = within(dialog).getByRole("button", { name: "Submit Request" })
    expect(submit).toBeDisabled()
    expect(within(dialog).queryByText("Required")).not.toBeInTheDocument()
    await user.click(within(dialog).getByLabelText("First Name"))
    await user.tab()
    expect(await within(dialog).findByText("Required")).toBeInTheDocument()
    await fillIn(dialog)
    await waitFor(() => expect(submit).toBeEnabled())
  })

  it("refused, keeps every value and puts the server's messages on their fields; sent, closes and goes home", async () => {
    const { app, dialog, opened } = await showModal()
    const user = await fillIn(dialog)
    await submitRefused(app, dialog, user)
    expect(within(dialog).getByLabelText("First Name")).toHaveValue("Sipho")
    expect(app.toasts).toContainEqual({ kind: "error", message: "Could not make booking" })

    app.bookingApi.failNext("requestGroupBooking", undefined)
    await user.type(within(dialog).getByLabelText("Email"), "m")
    expect(within(dialog).queryByText("This e-mail is blocked")).not.toBeInTheDocument()
    await user.click(within(dialog).getByRole("button", { name: "Submit Request" }))
    await waitFor(() => expect(app.location()).toBe("/"))
    expect(opened.value).toBe(false)
    expect(app.toasts).toContainEqual({ kind: "success", message: "Request has been sent." })
  })

  it("starts afresh when opened again: nothing typed before, no server message kept", async () => {
    const { app, dialog, opened } = await showModal()
    const user = await fillIn(dialog)
    await submitRefused(app, dialog, user)
    await user.keyboard("{Escape}")
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument())
    expect(opened.value).toBe(false)

    act(() => void (opened.value = true))
    const again = await formShown()
    expect(within(again).getByLabelText("First Name")).toHaveValue("")
    expect(within(again).getByLabelText("Email")).toHaveValue("")
    expect(within(again).getByLabelText("Location or Hotel")).toHaveValue("Cape Town")
    expect(within(again).queryByText("This e-mail is blocked")).not.toBeInTheDocument()
  })
})
