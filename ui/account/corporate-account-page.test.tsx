import { screen, waitFor } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import { describe, expect, it } from "vitest"
import { emptyCompanyDetails } from "../../core/account/company.ts"
import { MEMBER_ACCOUNT } from "../../core/account/member-account.testing.ts"
import { CHANGES_SAVED } from "../../core/account/messages.ts"
import { HttpError } from "../../core/http/http-error.ts"
import { renderInApp } from "../testing/render.testing.tsx"
import { CorporateAccountPage } from "./corporate-account-page.tsx"

const ROUTE = "/my-account/corporate-account"
const corporateMember = { ...MEMBER_ACCOUNT, loyaltyType: "corporate" }
const open = () =>
  renderInApp(<CorporateAccountPage />, { path: ROUTE, route: ROUTE, members: [{ account: corporateMember, password: "Str0ng!pass" }], signedInAs: corporateMember.user.email })

describe("the company details page (spec A §3, §5, §6)", { timeout: 30_000 }, () => {
  it("refuses a save without the required fields and says which", async () => {
    const user = userEvent.setup()
    const page = open()
    await user.click(await screen.findByRole("button", { name: "Save" }))
    expect(await screen.findAllByText("Required")).not.toHaveLength(0)
    expect(screen.getByLabelText("Company name *")).toHaveAttribute("aria-invalid", "true")
    expect(page.corporateApi.company()).toBeUndefined()
  })

  it("saves the company details and says so", async () => {
    const user = userEvent.setup()
    const page = open()
    await user.type(await screen.findByLabelText("Company name *"), "Karoo Travel")
    await user.type(screen.getByLabelText("E-mail address *"), "office@karoo.example")
    await user.type(screen.getByLabelText("Contact number *"), "+27115550100")
    await user.click(screen.getByRole("button", { name: "Save" }))
    await waitFor(() => expect(page.toasts.map((toast) => toast.message)).toContain(CHANGES_SAVED))
    expect(page.corporateApi.company()).toEqual({ ...emptyCompanyDetails, companyName: "Karoo Travel", email: "office@karoo.example", number: "+27115550100" })
  })

  it("puts a refused save's messages on the fields and keeps what was typed", async () => {
    const user = userEvent.setup()
    const page = open()
    page.corporateApi.failNext("saveCompany", new HttpError({ status: 422, message: "Company is invalid", fieldErrors: { "company.email": ["Already used"] } }))
    await user.type(await screen.findByLabelText("Company name *"), "Karoo Travel")
    await user.type(screen.getByLabelText("E-mail address *"), "office@karoo.example")
    await user.type(screen.getByLabelText("Contact number *"), "+27115550100")
    await user.click(screen.getByRole("button", { name: "Save" }))
    await waitFor(() => expect(page.toasts.map((toast) => toast.message)).toContain("Company is invalid"))
    expect(await screen.findByText("Already used")).toBeInTheDocument()
    expect(screen.getByLabelText("Company name *")).toHaveValue("Karoo Travel")
  })
})
