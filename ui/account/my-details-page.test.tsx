import { render, screen, waitFor, within } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import { describe, expect, it, vi } from "vitest"
import type { Account } from "../../core/account/account.ts"
import { MEMBER_ACCOUNT } from "../../core/account/member-account.testing.ts"
import { userDetailsFromAccount } from "../../core/account/user-details.ts"
import { MOBILE_CODE } from "../../core/ports/AccountApi.memory.ts"
import { renderInApp } from "../testing/render.testing.tsx"
import { MyDetailsForm } from "./my-details-form.tsx"
import { MyDetailsPage } from "./my-details-page.tsx"

const PASSWORD = "Str0ng!pass"
// A valid South African ID: born 1980-01-01, citizen, Luhn check digit 7.
const VALID_ID = "8001015009087"
const MEMBER: Account = { ...MEMBER_ACCOUNT, idNumber: VALID_ID }

const onMyDetails = async (account: Account = MEMBER) => {
  const app = renderInApp(<MyDetailsPage />, { path: "/my-account/my-details", members: [{ account, password: PASSWORD }], signedInAs: account.user.email })
  const user = userEvent.setup()
  await screen.findByText(account.user.email)
  return { app, user }
}

const openForm = async (account?: Account) => {
  const opened = await onMyDetails(account)
  await opened.user.click(screen.getByRole("button", { name: "Edit details" }))
  return { ...opened, form: await screen.findByRole("form", { name: "Edit my details" }) }
}

describe("My Details (spec A §2, §3)", { timeout: 30_000 }, () => {
  it("shows the member's details, and a blank title as 'Not given', never as an empty value", async () => {
    await onMyDetails({ ...MEMBER, title: null })
    expect(screen.getByText("Title").nextElementSibling).toHaveTextContent("Not given")
    expect(screen.getByText("Thandi Nkosi")).toBeInTheDocument()
    expect(screen.getByText("640")).toBeInTheDocument()
  })
})

describe("My Details' query parameters (spec A §2)", { timeout: 30_000 }, () => {
  it("keeps currentPoints, memberType and name from /my-account/my-details?… in session storage", async () => {
    const app = renderInApp(<MyDetailsPage />, {
      path: "/my-account/my-details?currentPoints=750&memberType=corporate&name=Thandi",
      members: [{ account: MEMBER, password: PASSWORD }],
      signedInAs: MEMBER.user.email,
    })
    await screen.findByText(MEMBER.user.email)
    expect(app.storage.get("currentPoints")).toBe("750")
    expect(app.storage.get("memberType")).toBe("corporate")
    expect(app.storage.get("name")).toBe("Thandi")
  })
})

describe("My Details' form (spec A §3, §4, §5, §8)", { timeout: 30_000 }, () => {
  it("enables Save changes only after a change, saves it and shows it", async () => {
    const { app, user, form } = await openForm()
    const save = within(form).getByRole("button", { name: "Save changes" })
    expect(save).toBeDisabled()
    expect(within(form).getByLabelText("Email")).toHaveAttribute("readonly")
    await user.clear(within(form).getByLabelText("First Name"))
    await user.type(within(form).getByLabelText("First Name"), "Thandeka")
    expect(save).toBeEnabled()
    await user.click(save)
    expect(await screen.findByText("Thandeka Nkosi")).toBeInTheDocument()
    expect(app.toasts).toContainEqual({ kind: "success", message: "Your changes have been saved successfully!" })
  })

  it("shows Required on an empty title and ID number, and on the passport's number and expiry once Passport is chosen; the type's change clears the ID number", async () => {
    const { user, form } = await openForm({ ...MEMBER, title: null })
    await user.clear(within(form).getByLabelText("ID Number"))
    await user.click(within(form).getByRole("button", { name: "Save changes" }))
    expect(await within(form).findAllByText("Required")).toHaveLength(2)
    expect(within(form).getByLabelText("Title")).toHaveAttribute("aria-invalid", "true")
    expect(within(form).getByLabelText("ID Number")).toHaveAttribute("aria-invalid", "true")

    await user.type(within(form).getByLabelText("ID Number"), "800101")
    await user.selectOptions(within(form).getByLabelText("Identification type"), "Passport")
    expect(within(form).queryByLabelText("ID Number")).toBeNull()
    await user.click(within(form).getByRole("button", { name: "Save changes" }))
    for (const label of ["Passport Number", "Passport expiry month", "Passport expiry year"]) {
      expect(within(form).getByLabelText(label)).toHaveAttribute("aria-invalid", "true")
    }
    await user.selectOptions(within(form).getByLabelText("Identification type"), "ID Number")
    expect(within(form).getByLabelText("ID Number")).toHaveValue("")
  })

  it("keeps one communication method, and unticking e-mail clears the mailing-list permission", async () => {
    const { user, form } = await openForm()
    const methods = within(form).getByRole("group", { name: "How may we contact you?" })
    await user.click(within(form).getByLabelText(/Specials and promotions/))
    expect(within(form).getByLabelText(/Specials and promotions/)).toBeChecked()
    await user.click(within(methods).getByLabelText("E-mail"))
    expect(within(form).queryByLabelText(/Specials and promotions/)).toBeNull()
    await user.click(within(methods).getByLabelText("SMS"))
    expect(within(methods).getByLabelText("SMS")).toBeChecked()
    await user.click(within(methods).getByLabelText("E-mail"))
    expect(within(form).getByLabelText(/Specials and promotions/)).not.toBeChecked()
  })

  it("puts a refused mobile number on its field in the spec's words and keeps every value", async () => {
    const { app, user, form } = await openForm()
    app.accountApi.takeNumber("+27829999999")
    await user.clear(within(form).getByLabelText("First Name"))
    await user.type(within(form).getByLabelText("First Name"), "Thandeka")
    await user.clear(within(form).getByLabelText(/Mobile Number/))
    await user.type(within(form).getByLabelText(/Mobile Number/), "+27829999999")
    await user.click(within(form).getByRole("button", { name: "Save changes" }))
    expect(await within(form).findByText("An account has been registered with this number")).toBeInTheDocument()
    expect(within(form).getByLabelText(/Mobile Number/)).toHaveAttribute("aria-invalid", "true")
    expect(within(form).getByLabelText("First Name")).toHaveValue("Thandeka")
    expect(within(form).getByLabelText(/Mobile Number/)).toHaveValue("+27829999999")
  })

  it("shows a 422's field errors on their fields, keeping what was typed (the form alone)", async () => {
    const saved = userDetailsFromAccount(MEMBER)
    const onSave = vi.fn()
    render(<MyDetailsForm saved={saved} serverErrors={{ firstName: ["is too long"], zipCode: ["is invalid"] }} saving={false} onSave={onSave} onCancel={() => undefined} />)
    expect(await screen.findByText("is too long")).toBeInTheDocument()
    expect(screen.getByText("is invalid")).toBeInTheDocument()
    expect(screen.getByLabelText("First Name")).toHaveValue("Thandi")
    expect(screen.getByLabelText("Postal code")).toHaveAttribute("aria-invalid", "true")
  })
})

describe("a new mobile number is verified by SMS code before it replaces the old (issue 22 §4)", { timeout: 30_000 }, () => {
  it("asks for the code, shows a wrong one on its field, and changes the number with the right one", async () => {
    const { user, form } = await openForm()
    await user.clear(within(form).getByLabelText(/Mobile Number/))
    await user.type(within(form).getByLabelText(/Mobile Number/), "+27831112222")
    await user.click(within(form).getByRole("button", { name: "Save changes" }))
    const dialog = await screen.findByRole("dialog", { name: "Verify new mobile number" })
    expect(dialog).toHaveTextContent("+27831112222")
    expect(within(dialog).getByText(/You can ask for a new code in/)).toBeInTheDocument()
    await user.type(within(dialog).getByLabelText("Verification Code"), "000000")
    await user.click(within(dialog).getByRole("button", { name: "Verify" }))
    expect(await within(dialog).findByText("The code is incorrect or has expired.")).toBeInTheDocument()
    await user.clear(within(dialog).getByLabelText("Verification Code"))
    await user.type(within(dialog).getByLabelText("Verification Code"), MOBILE_CODE)
    await user.click(within(dialog).getByRole("button", { name: "Verify" }))
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull())
    expect(screen.getByText("+27831112222")).toBeInTheDocument()
  })
})

describe("Reset password and Delete account (spec A §2, §4, §8)", { timeout: 30_000 }, () => {
  it("sends the reset link to the member's e-mail from the Reset password dialog", async () => {
    const { user } = await onMyDetails()
    await user.click(screen.getByRole("button", { name: "Reset password" }))
    const dialog = await screen.findByRole("dialog", { name: "Reset password" })
    expect(dialog).toHaveTextContent(MEMBER.user.email)
    await user.click(within(dialog).getByRole("button", { name: "Send reset link" }))
    expect(await within(dialog).findByRole("status")).toHaveTextContent(`A link to reset your password is on its way to ${MEMBER.user.email}`)
  })

  it("asks before deleting; Keep my account keeps it; Delete account deletes, logs out and goes to /", async () => {
    const { app, user } = await onMyDetails()
    await user.click(screen.getByRole("button", { name: "Delete account" }))
    let dialog = await screen.findByRole("dialog", { name: "Delete account" })
    await user.click(within(dialog).getByRole("button", { name: "Keep my account" }))
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull())
    expect(app.tokenStore.state.tokens).not.toBeUndefined()

    await user.click(screen.getByRole("button", { name: "Delete account" }))
    dialog = await screen.findByRole("dialog", { name: "Delete account" })
    await user.click(within(dialog).getByRole("button", { name: "Delete account" }))
    await waitFor(() => expect(app.location()).toBe("/"))
    expect(app.toasts).toContainEqual({ kind: "success", message: "Your account has been successfully deleted" })
    expect(app.tokenStore.state.tokens).toBeUndefined()
  })
})
