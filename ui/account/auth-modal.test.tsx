import { screen, waitFor, within } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import { describe, expect, it } from "vitest"
import { MEMBER_ACCOUNT } from "../../core/account/member-account.testing.ts"
import { REGISTRATION_CODE } from "../../core/ports/AccountApi.memory.ts"
import { MY_DETAILS_ROUTE } from "../../core/routes.ts"
import { renderInApp } from "../testing/render.testing.tsx"
import { UserMenu } from "./user-menu.tsx"

const PASSWORD = "Str0ng!pass"
const members = [{ account: MEMBER_ACCOUNT, password: PASSWORD }]

const openAuth = async (path = "/") => {
  const app = renderInApp(<UserMenu />, { path, members })
  const user = userEvent.setup()
  await user.click(screen.getByRole("button", { name: "Your account" }))
  expect(await screen.findByText("Welcome!")).toBeInTheDocument()
  await user.click(screen.getByRole("button", { name: "New Login/signup" }))
  const dialog = await screen.findByRole("dialog", { name: "Login or register" })
  return { app, user, dialog }
}

describe("the auth modal (spec A §2, §4, §5)", { timeout: 30_000 }, () => {
  it("logs a member in with remember me and goes to My Details; the menu then greets the member", async () => {
    const { app, user } = await openAuth()
    await user.type(screen.getByLabelText("Email"), MEMBER_ACCOUNT.user.email)
    await user.type(screen.getByLabelText("Password"), PASSWORD)
    await user.click(screen.getByLabelText("Remember me"))
    await user.click(screen.getByRole("button", { name: "Login" }))
    await waitFor(() => expect(app.location()).toBe(MY_DETAILS_ROUTE))
    expect(app.tokenStore.state.persistence).toBe("local")
    await user.click(screen.getByRole("button", { name: "Your account" }))
    expect(await screen.findByText("Welcome back, Thandi!")).toBeInTheDocument()
    expect(screen.getByRole("button", { name: "Logout" })).toBeInTheDocument()
  })

  it("says a wrong password in the spec's words and keeps what was typed", async () => {
    const { app, user } = await openAuth()
    await user.type(screen.getByLabelText("Email"), MEMBER_ACCOUNT.user.email)
    await user.type(screen.getByLabelText("Password"), "Wr0ng!pass")
    await user.click(screen.getByRole("button", { name: "Login" }))
    expect(await screen.findByRole("alert")).toHaveTextContent("Invalid email or password")
    expect(screen.getByLabelText("Email")).toHaveValue(MEMBER_ACCOUNT.user.email)
    expect(app.location()).toBe("/")
  })

  it("registers with every rule of A§5, puts the server's e-mail error on the field keeping the values, then verifies the code", async () => {
    const { app, user } = await openAuth()
    await user.click(screen.getByRole("tab", { name: "Register" }))
    const form = await screen.findByRole("form", { name: "Register" })
    await user.type(within(form).getByLabelText("Email"), "nope")
    await user.type(within(form).getByLabelText(/Mobile Number/), "0821234567")
    await user.type(within(form).getByLabelText("Password"), "short")
    await user.type(within(form).getByLabelText("Confirm Password"), "short")
    await user.click(within(form).getByRole("button", { name: "Register" }))
    expect(await within(form).findByText("Must be a valid email")).toBeInTheDocument()
    expect(within(form).getByText("Number must start with country calling code.")).toBeInTheDocument()
    expect(within(form).getByText("Password must contain at least 8 characters")).toBeInTheDocument()

    // The e-mail is a member's already: the server's words land on the e-mail field, every value kept.
    await user.type(within(form).getByLabelText("First Name"), "Sipho")
    await user.clear(within(form).getByLabelText("Email"))
    await user.type(within(form).getByLabelText("Email"), MEMBER_ACCOUNT.user.email)
    await user.clear(within(form).getByLabelText(/Mobile Number/))
    await user.type(within(form).getByLabelText(/Mobile Number/), "+27821112233")
    await user.clear(within(form).getByLabelText("Password"))
    await user.type(within(form).getByLabelText("Password"), PASSWORD)
    await user.clear(within(form).getByLabelText("Confirm Password"))
    await user.type(within(form).getByLabelText("Confirm Password"), "Str0ng!pas")
    await user.click(within(form).getByRole("button", { name: "Register" }))
    expect(await within(form).findByText("Passwords must match")).toBeInTheDocument()
    await user.type(within(form).getByLabelText("Confirm Password"), "s")
    await user.click(within(form).getByRole("button", { name: "Register" }))
    expect(await within(form).findByText("has already been taken")).toBeInTheDocument()
    expect(within(form).getByLabelText("Email")).toHaveAttribute("aria-invalid", "true")
    expect(within(form).getByLabelText("First Name")).toHaveValue("Sipho")

    await user.clear(within(form).getByLabelText("Email"))
    await user.type(within(form).getByLabelText("Email"), "sipho@example.co.za")
    await user.click(within(form).getByRole("button", { name: "Register" }))
    const verify = await screen.findByRole("dialog", { name: "Verification Code" })
    expect(verify).toHaveTextContent("You can ask for a new code in 1 minute.")
    await user.type(within(verify).getByLabelText("Verification Code"), REGISTRATION_CODE)
    await user.click(within(verify).getByRole("button", { name: "Verify" }))
    const created = await screen.findByRole("dialog", { name: "Account successfully created!" })
    expect(app.accountApi.registered()).toEqual(["sipho@example.co.za"])
    await user.click(within(created).getByRole("button", { name: "Login" }))
    expect(await screen.findByRole("dialog", { name: "Login or register" })).toBeInTheDocument()
  })

  it("opens Reset password when the URL carries a reset link's token, then Password Updated! with Login", async () => {
    renderInApp(<UserMenu />, { path: "/?reset_token=tok-1", members })
    const user = userEvent.setup()
    const dialog = await screen.findByRole("dialog", { name: "Reset password" })
    await user.type(within(dialog).getByLabelText("New Password"), PASSWORD)
    await user.type(within(dialog).getByLabelText("Confirm New Password"), "Other!pass1")
    await user.click(within(dialog).getByRole("button", { name: "Save password" }))
    expect(await within(dialog).findByText("Passwords must match")).toBeInTheDocument()
    await user.clear(within(dialog).getByLabelText("Confirm New Password"))
    await user.type(within(dialog).getByLabelText("Confirm New Password"), PASSWORD)
    await user.click(within(dialog).getByRole("button", { name: "Save password" }))
    const updated = await screen.findByRole("dialog", { name: "Password Updated!" })
    expect(within(updated).getByRole("button", { name: "Login" })).toBeInTheDocument()
  })

  it("asks for the account's e-mail and says the link is on its way", async () => {
    const { user } = await openAuth()
    await user.click(screen.getByRole("button", { name: "Forgot password?" }))
    const dialog = await screen.findByRole("dialog", { name: "Forgot password" })
    await user.type(within(dialog).getByLabelText("Email"), MEMBER_ACCOUNT.user.email)
    await user.click(within(dialog).getByRole("button", { name: "Send reset link" }))
    expect(await within(dialog).findByRole("status")).toHaveTextContent("a link to reset your password is on its way")
  })

  it("logs a signed-in member out from the menu and greets a visitor again", async () => {
    const app = renderInApp(<UserMenu />, { path: "/x", members, signedInAs: MEMBER_ACCOUNT.user.email })
    const user = userEvent.setup()
    await user.click(screen.getByRole("button", { name: "Your account" }))
    expect(await screen.findByText("Welcome back, Thandi!")).toBeInTheDocument()
    await user.click(await screen.findByRole("button", { name: "Logout" }))
    await waitFor(() => expect(app.location()).toBe("/"))
    expect(app.tokenStore.state.tokens).toBeUndefined()
  })
})
