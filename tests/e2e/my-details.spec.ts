import type { APIRequestContext, Page } from "@playwright/test"
import { TOKENS_KEY } from "../../adapters/storage/TokenStore.browser.ts"
import { LOGIN_PATH } from "../../contracts/api/sign-in.ts"
import {
  ACCOUNT_DELETED,
  CHANGES_SAVED,
  INVALID_EMAIL_OR_PASSWORD,
  LOG_IN_TO_SEE_ACCOUNT,
  MOBILE_NUMBER_VERIFIED,
  PASSWORD_UPDATED,
} from "../../core/account/messages.ts"
import { MY_DETAILS_ROUTE } from "../../core/routes.ts"
import { readCodeFromOutbox } from "./pages/manage-booking-pages.ts"
import { expectNoAxeViolations } from "./support/axe.ts"
import { expect, test } from "./support/fixtures.ts"
import { signInBrowser, signUpMember } from "./support/member.ts"
import { saveScreenshots } from "./support/screenshots.ts"

// signUpMember's password (tests/e2e/support/member.ts)
const PASSWORD = "Sunny-Stay-2030"
const NEW_PASSWORD = "Rainy-Stay-2031"
// A valid South African ID: born 1980-01-01, citizen, Luhn check digit 7.
const VALID_ID = "8001015009087"

/** The reset link the password-reset e-mail carries, read from the development outbox. */
const readResetLink = async (request: APIRequestContext, email: string): Promise<URL> => {
  for (let attempt = 0; attempt < 40; attempt++) {
    const answer = await request.get(`/dev/outbox?to=${encodeURIComponent(email)}&kind=password_reset&format=json&limit=1`)
    const link = /(https?:\/\/[^\s"\\]+reset_token=[A-Za-z0-9_-]+)/.exec(await answer.text())?.[1]
    if (link !== undefined) return new URL(link)
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  throw new Error(`no reset link for ${email}`)
}

/** A new member, signed in in this browser, on My Details. */
const onMyDetails = async (page: Page, request: APIRequestContext, name: string) => {
  const member = await signUpMember(request, name)
  await signInBrowser(page, member)
  await page.goto(MY_DETAILS_ROUTE)
  await expect(page.locator(".account-details")).toContainText(member.email)
  return member
}

const detailsForm = (page: Page) => page.getByRole("form", { name: "Edit my details" })

/** The login modal from the user menu, then the e-mail and password. */
const logInThroughMenu = async (page: Page, email: string, password: string) => {
  await page.getByRole("button", { name: "Your account" }).click()
  await page.getByRole("button", { name: "New Login/signup" }).click()
  const dialog = page.getByRole("dialog", { name: "Login or register" })
  await dialog.getByLabel("Email").fill(email)
  await dialog.getByLabel("Password").fill(password)
  await dialog.getByRole("button", { name: "Login", exact: true }).click()
  return dialog
}

/** Rewrites the tokens the site keeps without remember-me (adapters/storage/TokenStore.browser.ts). */
const spoilTokens = (page: Page, which: { readonly access: boolean; readonly refresh: boolean }) =>
  page.evaluate(
    ([key, spoilAccess, spoilRefresh]) => {
      const tokens = JSON.parse(sessionStorage.getItem(key as string) ?? "{}") as Record<string, unknown>
      if (spoilAccess === true) tokens["accessToken"] = "expired-access-token"
      if (spoilRefresh === true) tokens["refreshToken"] = "expired-refresh-token"
      sessionStorage.setItem(key as string, JSON.stringify(tokens))
    },
    [TOKENS_KEY, which.access, which.refresh] as const,
  )

for (const width of [360, 1440] as const) {
  test.describe(`My Details at ${width} px (issue 24)`, () => {
    test.use({ viewport: { width, height: width < 768 ? 780 : 900 }, expectedHttpErrors: [401] })
    const screens = width === 1440
    test.setTimeout(120_000)

    test("edit My Details and save (a reload shows it), then a new mobile number verified by the SMS code", async ({ page, request }) => {
      await onMyDetails(page, request, `details${width}`)
      await expect(page.getByText("Not given")).toBeVisible()
      await expectNoAxeViolations(page)
      if (screens) await saveScreenshots(page, "my-details-view")

      await page.getByRole("button", { name: "Edit details" }).click()
      const form = detailsForm(page)
      const save = form.getByRole("button", { name: "Save changes" })
      await expect(save).toBeDisabled()
      await expect(form.getByLabel("Email", { exact: true })).not.toBeEditable()
      await form.getByLabel("First Name").fill("Thandeka")
      await save.click()
      // Title and ID number are required on My Details (spec A §5): said on the fields, nothing lost.
      await expect(form.getByLabel("Title")).toHaveAttribute("aria-invalid", "true")
      await expect(form.getByLabel("First Name")).toHaveValue("Thandeka")
      await expectNoAxeViolations(page)
      if (screens) await saveScreenshots(page, "my-details-editing")
      await form.getByLabel("Title").selectOption("Ms")
      await form.getByLabel("ID Number").fill(VALID_ID)
      await save.click()
      await expect(page.getByText(CHANGES_SAVED)).toBeVisible()
      await expect(page.locator(".account-details")).toContainText("Thandeka Nkosi")
      await page.reload()
      await expect(page.locator(".account-details")).toContainText("Thandeka Nkosi")
      await expect(page.locator(".account-details")).toContainText("Ms")

      const newMobile = `+2782${String(Date.now()).slice(-7)}`
      await page.getByRole("button", { name: "Edit details" }).click()
      await detailsForm(page).getByLabel(/Mobile Number/).fill(newMobile)
      await detailsForm(page).getByRole("button", { name: "Save changes" }).click()
      const verify = page.getByRole("dialog", { name: "Verify new mobile number" })
      await expect(verify).toContainText(newMobile)
      await expect(verify).toContainText("You can ask for a new code in 1 minute.")
      await expectNoAxeViolations(page)
      if (screens) await saveScreenshots(page, "my-details-mobile-code")
      const code = await readCodeFromOutbox(request, newMobile, "", "account_verification")
      await verify.getByLabel("Verification Code").fill(code)
      await verify.getByRole("button", { name: "Verify" }).click()
      await expect(verify).toBeHidden()
      await expect(page.getByText(MOBILE_NUMBER_VERIFIED)).toBeVisible()
      await page.reload()
      await expect(page.locator(".account-details")).toContainText(newMobile)
    })

    test("reset password from the dialog, the link from the outbox, then log in with the new one", async ({ page, request }) => {
      const member = await onMyDetails(page, request, `resetdialog${width}`)
      await page.getByRole("button", { name: "Reset password" }).click()
      const dialog = page.getByRole("dialog", { name: "Reset password" })
      await expect(dialog).toContainText(member.email)
      await expectNoAxeViolations(page)
      if (screens) await saveScreenshots(page, "my-details-reset-password")
      await dialog.getByRole("button", { name: "Send reset link" }).click()
      await expect(dialog.getByRole("status")).toContainText("is on its way")
      await expectNoAxeViolations(page)
      if (screens) await saveScreenshots(page, "my-details-reset-password-sent")

      const link = await readResetLink(request, member.email)
      await page.goto(`${link.pathname}${link.search}`)
      const reset = page.getByRole("dialog", { name: "Reset password" })
      await reset.getByLabel("New Password", { exact: true }).fill(NEW_PASSWORD)
      await reset.getByLabel("Confirm New Password").fill(NEW_PASSWORD)
      await reset.getByRole("button", { name: "Save password" }).click()
      const updated = page.getByRole("dialog", { name: PASSWORD_UPDATED })
      await updated.getByRole("button", { name: "Login" }).click()
      const login = page.getByRole("dialog", { name: "Login or register" })
      await login.getByLabel("Email").fill(member.email)
      await login.getByLabel("Password").fill(NEW_PASSWORD)
      await login.getByRole("button", { name: "Login", exact: true }).click()
      await expect(page).toHaveURL(new RegExp(`${MY_DETAILS_ROUTE}$`))
      await expect(page.locator(".account-details")).toContainText(member.email)
    })

    test("delete account: asked first, then at /, logged out, and the login fails", async ({ page, request }) => {
      const member = await onMyDetails(page, request, `delete${width}`)
      await page.getByRole("button", { name: "Delete account" }).click()
      const dialog = page.getByRole("dialog", { name: "Delete account" })
      // the dialog opens in a render after the click: axe judges it once it is there (and its fade-in over)
      await expect(dialog.getByRole("button", { name: "Delete account" })).toBeVisible()
      await expectNoAxeViolations(page)
      if (screens) await saveScreenshots(page, "my-details-delete-account")
      await dialog.getByRole("button", { name: "Delete account" }).click()
      await expect(page).toHaveURL(/\/$/)
      await expect(page.getByText(ACCOUNT_DELETED)).toBeVisible()
      await page.getByRole("button", { name: "Your account" }).click()
      await expect(page.getByRole("dialog", { name: "Your account" }).getByText("Welcome!", { exact: true })).toBeVisible()
      // No LEGACY_LOYALTY_URL in this deployment: no link to the older loyalty site (spec A §1).
      await expect(page.getByRole("link", { name: "Existing loyalty and corporate club members" })).toHaveCount(0)
      await page.keyboard.press("Escape")
      const refused = page.waitForResponse((response) => new URL(response.url()).pathname === LOGIN_PATH)
      const login = await logInThroughMenu(page, member.email, PASSWORD)
      expect((await refused).status()).toBe(401)
      await expect(login.getByRole("alert")).toHaveText(INVALID_EMAIL_OR_PASSWORD)
    })

    test("a member's session expiring mid-page: the refresh token works once, then a refused refresh logs out", async ({ page, request }) => {
      await onMyDetails(page, request, `expiry${width}`)
      await page.getByRole("button", { name: "Edit details" }).click()
      await detailsForm(page).getByLabel("Title").selectOption("Dr")
      await detailsForm(page).getByLabel("ID Number").fill(VALID_ID)
      // The access token has expired: the save gets a 401, the site refreshes once and the save goes through.
      await spoilTokens(page, { access: true, refresh: false })
      await detailsForm(page).getByRole("button", { name: "Save changes" }).click()
      await expect(page.getByText(CHANGES_SAVED)).toBeVisible()
      await expect(page.locator(".account-details")).toContainText("Dr")

      // Both have expired: the refresh is refused, the member is logged out where they stand.
      await spoilTokens(page, { access: true, refresh: true })
      await page.getByRole("button", { name: "Edit details" }).click()
      await detailsForm(page).getByLabel("Title").selectOption("Ms")
      await detailsForm(page).getByRole("button", { name: "Save changes" }).click()
      await expect(page.getByText(LOG_IN_TO_SEE_ACCOUNT)).toBeVisible()
      await page.getByRole("button", { name: "Your account" }).click()
      await expect(page.getByRole("dialog", { name: "Your account" }).getByText("Welcome!", { exact: true })).toBeVisible()
      await expectNoAxeViolations(page)
    })
  })
}
