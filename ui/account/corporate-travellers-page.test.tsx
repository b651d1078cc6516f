import { screen, waitFor, within } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import { describe, expect, it } from "vitest"
import { FAILED_TO_ADD_TRAVELLER, TRAVELLER_ADDED, TRAVELLER_EDITED, TRAVELLER_REMOVED } from "../../core/account/messages.ts"
import { MEMBER_ACCOUNT } from "../../core/account/member-account.testing.ts"
import { lerato, sipho } from "../../core/corporate/testing/corporate-harness.testing.ts"
import { HttpError } from "../../core/http/http-error.ts"
import { renderInApp } from "../testing/render.testing.tsx"
import { CorporateTravellersPage } from "./corporate-travellers-page.tsx"

const ROUTE = "/my-account/corporate-account/company-travelers"
const corporateMember = { ...MEMBER_ACCOUNT, loyaltyType: "corporate" }

const open = (path = ROUTE) =>
  renderInApp(<CorporateTravellersPage />, {
    path,
    route: ROUTE,
    members: [{ account: corporateMember, password: "Str0ng!pass" }],
    signedInAs: corporateMember.user.email,
    corporate: { travellers: [sipho, lerato] },
  })

const fillTraveller = async (user: ReturnType<typeof userEvent.setup>) => {
  await user.selectOptions(screen.getByLabelText("Title *"), "Mr")
  await user.type(screen.getByLabelText("First name *"), "Thabo")
  await user.type(screen.getByLabelText("Last name *"), "Zulu")
  await user.type(screen.getByLabelText("Mobile number *"), "+27821112222")
  await user.type(screen.getByLabelText("E-mail address *"), "thabo@example.co.za")
  await user.type(screen.getByLabelText("ID Number *"), "8001015009087")
}

describe("the company travellers page (spec A §1, §2, §6)", { timeout: 30_000 }, () => {
  it("lists the travellers in the kit's table, with the corporate menu", async () => {
    open()
    const table = await screen.findByRole("table", { name: "The company's travellers" })
    expect(within(table).getByRole("cell", { name: "Mr Sipho Dlamini" })).toBeInTheDocument()
    expect(within(table).getByRole("cell", { name: "Passport Number: A12345678" })).toBeInTheDocument()
    expect(await screen.findByRole("navigation", { name: "Corporate account menu" })).toBeInTheDocument()
  })

  it("searches by the URL's query, and a search goes into the URL", async () => {
    const user = userEvent.setup()
    const page = open(`${ROUTE}?query=lerato`)
    expect(await screen.findByRole("cell", { name: "Ms Lerato Mokoena" })).toBeInTheDocument()
    expect(screen.queryByRole("cell", { name: "Mr Sipho Dlamini" })).not.toBeInTheDocument()
    const box = screen.getByRole("searchbox", { name: "Search travellers" })
    expect(box).toHaveValue("lerato")
    await user.clear(box)
    await user.type(box, "sipho")
    await user.click(screen.getByRole("button", { name: "Search" }))
    await waitFor(() => expect(page.location()).toBe(`${ROUTE}?query=sipho`))
  })

  it("adds a traveller: Save waits for a valid form, then the table shows the new traveller", async () => {
    const user = userEvent.setup()
    const page = open()
    await user.click(await screen.findByRole("button", { name: "Add traveller" }))
    const dialog = await screen.findByRole("dialog", { name: "Add traveller" })
    expect(within(dialog).getByRole("button", { name: "Save" })).toBeDisabled()
    await fillTraveller(user)
    await user.click(within(dialog).getByRole("button", { name: "Save" }))
    expect(await screen.findByRole("cell", { name: "Mr Thabo Zulu" })).toBeInTheDocument()
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument()
    expect(page.toasts.map((toast) => toast.message)).toContain(TRAVELLER_ADDED)
  })

  it("keeps every value and shows the server's message on its field when adding is refused", async () => {
    const user = userEvent.setup()
    const page = open()
    page.corporateApi.failNext("addTraveller", new HttpError({ status: 422, message: "Unprocessable", fieldErrors: { "traveller.email": ["Already a traveller"] } }))
    await user.click(await screen.findByRole("button", { name: "Add traveller" }))
    await fillTraveller(user)
    await user.click(screen.getByRole("button", { name: "Save" }))
    expect(await screen.findByText("Already a traveller")).toBeInTheDocument()
    expect(screen.getByRole("dialog", { name: "Add traveller" })).toBeInTheDocument()
    expect(screen.getByLabelText("First name *")).toHaveValue("Thabo")
    expect(screen.getByLabelText("E-mail address *")).toHaveAttribute("aria-invalid", "true")
    expect(page.toasts.map((toast) => toast.message)).toContain(FAILED_TO_ADD_TRAVELLER)
  })

  it("edits a traveller, the id label following the type", async () => {
    const user = userEvent.setup()
    const page = open()
    await user.click(await screen.findByRole("button", { name: "Edit Mr Sipho Dlamini" }))
    const dialog = await screen.findByRole("dialog", { name: "Edit traveller" })
    const firstName = within(dialog).getByLabelText("First name *")
    expect(firstName).toHaveValue("Sipho")
    await user.clear(firstName)
    await user.type(firstName, "Sipho James")
    await user.click(within(dialog).getByRole("button", { name: "Save" }))
    expect(await screen.findByRole("cell", { name: "Mr Sipho James Dlamini" })).toBeInTheDocument()
    expect(page.toasts.map((toast) => toast.message)).toContain(TRAVELLER_EDITED)
  })

  it("removes a traveller only after the confirmation", async () => {
    const user = userEvent.setup()
    const page = open()
    await user.click(await screen.findByRole("button", { name: "Remove Ms Lerato Mokoena" }))
    const confirm = await screen.findByRole("dialog", { name: "Remove traveller" })
    expect(confirm).toHaveAccessibleDescription("Remove Lerato Mokoena from the company's travellers?")
    await user.click(within(confirm).getByRole("button", { name: "Remove" }))
    await waitFor(() => expect(screen.queryByRole("cell", { name: "Ms Lerato Mokoena" })).not.toBeInTheDocument())
    expect(page.corporateApi.travellers().map((traveller) => traveller.id)).toEqual([sipho.id])
    expect(page.toasts.map((toast) => toast.message)).toContain(TRAVELLER_REMOVED)
  })
})
