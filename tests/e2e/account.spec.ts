import type { APIRequestContext, Page } from "@playwright/test"
import { LOGIN_PATH } from "../../contracts/api/sign-in.ts"
import { TOO_MANY_REQUESTS } from "../../contracts/api/errors.ts"
import { ACCOUNT_CREATED, INVALID_EMAIL_OR_PASSWORD, PASSWORD_UPDATED } from "../../core/account/messages.ts"
import { MY_DETAILS_ROUTE } from "../../core/routes.ts"
import { readCodeFromOutbox } from "./pages/manage-booking-pages.ts"
import { expectNoAxeViolations } from "./support/axe.ts"
import { expect, test } from "./support/fixtures.ts"
import { saveScreenshots } from "./support/screenshots.ts"

const PASSWORD = "Sunny-Stay-2030"
const NEW_PASSWORD = "Rainy-Stay-2031"

/** The reset link the password-reset e-mail carries, read from the development outbox. */
const readResetLink = async (request: APIRequestContext, email: string): Promise<string> => {
  for (let attempt = 0; attempt < 40; attempt++) {
    const answer = await request.get(`/dev/outbox?to=${encodeURIComponent(email)}&kind=password_reset&format=json&limit=1`)
    const link = /(https?:\/\/[^\s"\\]+reset_token=[A-Za-z0-9_-]+)/.exec(await answer.text())?.[1]
    if (link !== undefined) return link
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  throw new Error(`no reset link for ${email}`)
}

const openAuthModal = async (page: Page) => {
  await page.getByRole("button", { name: "Your account" }).click()
  await expect(page.getByRole("dialog", { name: "Your account" }).getByText("Welcome!", { exact: true })).toBeVisible()
  await page.getByRole("button", { name: "New Login/signup" }).click()
  const dialog = page.getByRole("dialog", { name: "Login or register" })
  await expect(dialog).toBeVisible()
  return dialog
}

const logIn = async (page: Page, email: string, password: string) => {
  const dialog = page.getByRole("dialog", { name: "Login or register" })
  await dialog.getByLabel("Email").fill(email)
  await dialog.getByLabel("Password").fill(password)
  await dialog.getByRole("button", { name: "Login", exact: true }).click()
}

const register = async (page: Page, request: APIRequestContext, name: string, screens: boolean) => {
  const stamp = `${Date.now()}${Math.floor(Math.random() * 100)}`
  const email = `${name}.${stamp}@example.co.za`
  const mobile = `+2783${stamp.slice(-7)}`
  const dialog = await openAuthModal(page)
  await expectNoAxeViolations(page)
  if (screens) await saveScreenshots(page, "account-login")
  await dialog.getByRole("tab", { name: "Register" }).click()
  const form = dialog.getByRole("form", { name: "Register" })
  await form.getByLabel("First Name").fill("Thandi")
  await form.getByLabel("Last Name").fill("Nkosi")
  await form.getByLabel("Email").fill(email)
  await form.getByLabel(/Mobile Number/).fill(mobile)
  await form.getByLabel("Password", { exact: true }).fill(PASSWORD)
  await form.getByLabel("Confirm Password").fill(PASSWORD)
  await expectNoAxeViolations(page)
  if (screens) await saveScreenshots(page, "account-register")
  await form.getByRole("button", { name: "Register" }).click()

  const verify = page.getByRole("dialog", { name: "Verification Code" })
  await expect(verify).toBeVisible()
  await expect(verify).toContainText("You can ask for a new code in 1 minute.")
  await expectNoAxeViolations(page)
  if (screens) await saveScreenshots(page, "account-verification-code")
  const code = await readCodeFromOutbox(request, mobile, "", "account_verification")
  await verify.getByLabel("Verification Code").fill(code)
  await verify.getByRole("button", { name: "Verify" }).click()

  const created = page.getByRole("dialog", { name: ACCOUNT_CREATED })
  await expect(created).toBeVisible()
  await expectNoAxeViolations(page)
  if (screens) await saveScreenshots(page, "account-created")
  await created.getByRole("button", { name: "Login" }).click()
  await expect(page.getByRole("dialog", { name: "Login or register" })).toBeVisible()
  return email
}

for (const width of [360, 1440] as const) {
  test.describe(`members in the browser at ${width} px (issue 24)`, () => {
    // 401 and 429: the wrong passwords; 422: the used reset link.
    test.use({ viewport: { width, height: width < 768 ? 780 : 900 }, expectedHttpErrors: [401, 422, 429] })
    const screens = width === 1440
    // Each test registers a member through the modal first (with axe on every step): longer than the default 30 s.
    test.setTimeout(120_000)

    test("register, the code from the outbox, log in, greeted by name, log out", async ({ page, request }) => {
      await page.goto("/")
      const email = await register(page, request, `member${width}`, screens)
      await logIn(page, email, PASSWORD)
      await expect(page).toHaveURL(new RegExp(`${MY_DETAILS_ROUTE}$`))
      await expect(page.getByRole("heading", { name: "My Details" })).toBeVisible()
      await expect(page.locator(".account-details")).toContainText(email)
      await expectNoAxeViolations(page)
      if (screens) await saveScreenshots(page, "account-my-details")
      await page.getByRole("button", { name: "Your account" }).click()
      await expect(page.getByRole("dialog", { name: "Your account" }).getByText("Welcome back, Thandi!")).toBeVisible()
      await expect(page.getByRole("dialog", { name: "Your account" }).getByRole("link", { name: "Manage Booking" })).toBeVisible()
      await expectNoAxeViolations(page)
      if (screens) await saveScreenshots(page, "account-member-menu")
      await page.getByRole("dialog", { name: "Your account" }).getByRole("button", { name: "Logout" }).click()
      await expect(page).toHaveURL(/\/$/)
      await page.getByRole("button", { name: "Your account" }).click()
      await expect(page.getByRole("dialog", { name: "Your account" }).getByText("Welcome!", { exact: true })).toBeVisible()
    })

    test("forgot password, the link from the outbox opens Reset password, Password Updated!, log in with it; the used link told plainly", async ({ page, request }) => {
      await page.goto("/")
      const email = await register(page, request, `reset${width}`, false)
      const dialog = page.getByRole("dialog", { name: "Login or register" })
      await dialog.getByRole("button", { name: "Forgot password?" }).click()
      const forgot = page.getByRole("dialog", { name: "Forgot password" })
      await forgot.getByLabel("Email").fill(email)
      await forgot.getByRole("button", { name: "Send reset link" }).click()
      await expect(forgot.getByRole("status")).toContainText("is on its way")
      await expectNoAxeViolations(page)
      if (screens) await saveScreenshots(page, "account-forgot-password")

      const link = new URL(await readResetLink(request, email))
      await page.goto(`${link.pathname}${link.search}`)
      const reset = page.getByRole("dialog", { name: "Reset password" })
      await expect(reset).toBeVisible()
      await reset.getByLabel("New Password", { exact: true }).fill(NEW_PASSWORD)
      await reset.getByLabel("Confirm New Password").fill(NEW_PASSWORD)
      await expectNoAxeViolations(page)
      if (screens) await saveScreenshots(page, "account-reset-password")
      await reset.getByRole("button", { name: "Save password" }).click()
      const updated = page.getByRole("dialog", { name: PASSWORD_UPDATED })
      await expect(updated).toBeVisible()
      await expectNoAxeViolations(page)
      if (screens) await saveScreenshots(page, "account-password-updated")
      await updated.getByRole("button", { name: "Login" }).click()
      await logIn(page, email, NEW_PASSWORD)
      await expect(page).toHaveURL(new RegExp(`${MY_DETAILS_ROUTE}$`))

      // The same link again: used, and said so in plain words.
      await page.goto(`${link.pathname}${link.search}`)
      const again = page.getByRole("dialog", { name: "Reset password" })
      await again.getByLabel("New Password", { exact: true }).fill(PASSWORD)
      await again.getByLabel("Confirm New Password").fill(PASSWORD)
      await again.getByRole("button", { name: "Save password" }).click()
      await expect(again.getByRole("alert")).toContainText("has expired or has already been used")
    })

    test("a wrong password five times, then the API's 429 words", async ({ page, request }) => {
      await page.goto("/")
      const email = await register(page, request, `locked${width}`, false)
      const dialog = page.getByRole("dialog", { name: "Login or register" })
      const answered = () => page.waitForResponse((response) => new URL(response.url()).pathname === LOGIN_PATH)
      for (let attempt = 1; attempt <= 5; attempt++) {
        const answer = answered()
        await logIn(page, email, `Wrong-Pass-${attempt}0`)
        expect((await answer).status()).toBe(401)
        await expect(dialog.getByRole("alert")).toHaveText(INVALID_EMAIL_OR_PASSWORD)
      }
      const throttled = answered()
      await logIn(page, email, PASSWORD)
      expect((await throttled).status()).toBe(429)
      await expect(dialog.getByRole("alert")).toHaveText(TOO_MANY_REQUESTS)
      await expect(dialog.getByLabel("Email")).toHaveValue(email)
      await expectNoAxeViolations(page)
      if (screens) await saveScreenshots(page, "account-login-throttled")
    })
  })
}
