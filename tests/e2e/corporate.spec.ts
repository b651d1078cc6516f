import type { Page } from "@playwright/test"
import { TRAVELLER_ADDED, TRAVELLER_EDITED, TRAVELLER_REMOVED } from "../../core/account/messages.ts"
import { COMPANY_TRAVELLERS_ROUTE, CORPORATE_ACCOUNT_ROUTE } from "../../core/routes.ts"
import { expectNoAxeViolations } from "./support/axe.ts"
import { expect, test } from "./support/fixtures.ts"
import { signInBrowser, signUpMember } from "./support/member.ts"
import { saveScreenshots } from "./support/screenshots.ts"

/** axe at both widths of DESIGN.md, the page as it is now (an open modal included). */
const axeAtBothWidths = async (page: Page) => {
  for (const width of [360, 1440]) {
    await page.setViewportSize({ width, height: 900 })
    await expectNoAxeViolations(page)
  }
}

const toast = (page: Page, text: string) => page.getByText(text, { exact: true })

test.describe("the corporate area: company details and travellers (issue 24, spec A §6)", () => {
  test.describe.configure({ timeout: 180_000 })
  // 404: the company's details before their first save (the form starts empty)
  test.use({ expectedHttpErrors: [404] })

  test("saves the company details, then adds, edits, searches and removes a traveller", async ({ page }) => {
    // A member through the accounts API; the corporate calls serve any signed-in member (the type decides the menu).
    const member = await signUpMember(page.request, "corporate")
    await signInBrowser(page, member)

    await page.goto(CORPORATE_ACCOUNT_ROUTE)
    await expect(page.getByRole("heading", { name: "Company Details" })).toBeVisible()
    await page.getByRole("button", { name: "Save" }).click()
    await expect(page.getByLabel("Company name *")).toHaveAttribute("aria-invalid", "true")
    await axeAtBothWidths(page)
    await page.getByLabel("Company name *").fill("Karoo Travel")
    await page.getByLabel("E-mail address *").fill("office@karoo.example")
    await page.getByLabel("Contact number *").fill("+27115550100")
    await page.getByRole("button", { name: "Save" }).click()
    await expect(toast(page, "Your changes have been saved successfully!")).toBeVisible()
    await saveScreenshots(page, "corporate-company-details")

    await page.goto(COMPANY_TRAVELLERS_ROUTE)
    await expect(page.getByRole("heading", { name: "Company Travelers" })).toBeVisible()
    await expect(page.getByText("No results")).toBeVisible()
    await page.getByRole("button", { name: "Add traveller" }).click()
    const add = page.getByRole("dialog", { name: "Add traveller" })
    await expect(add.getByRole("button", { name: "Save" })).toBeDisabled()
    await add.getByLabel("Title *").selectOption("Mr")
    await add.getByLabel("First name *").fill("Sipho")
    await add.getByLabel("Last name *").fill("Dlamini")
    await add.getByLabel("Mobile number *").fill("+27821234567")
    await add.getByLabel("E-mail address *").fill("sipho@example.co.za")
    await add.getByLabel("ID Number *").fill("8001015009087")
    await axeAtBothWidths(page)
    await saveScreenshots(page, "corporate-add-traveller")
    await add.getByRole("button", { name: "Save" }).click()
    await expect(toast(page, TRAVELLER_ADDED)).toBeVisible()
    await expect(page.getByRole("cell", { name: "Mr Sipho Dlamini", exact: true })).toBeVisible()
    await axeAtBothWidths(page)
    await saveScreenshots(page, "corporate-travellers")

    await page.getByRole("button", { name: "Edit Mr Sipho Dlamini" }).click()
    const edit = page.getByRole("dialog", { name: "Edit traveller" })
    await edit.getByLabel("Identification type").selectOption("Passport")
    await expect(edit.getByLabel("Passport Number *")).toHaveValue("")
    await edit.getByLabel("Passport Number *").fill("A12345678")
    await edit.getByRole("button", { name: "Save" }).click()
    await expect(toast(page, TRAVELLER_EDITED)).toBeVisible()
    await expect(page.getByRole("cell", { name: "Passport Number: A12345678" })).toBeVisible()

    await page.getByRole("searchbox", { name: "Search travellers" }).fill("nobody")
    await page.getByRole("button", { name: "Search", exact: true }).click()
    await expect(page).toHaveURL(new RegExp(`${COMPANY_TRAVELLERS_ROUTE}\\?query=nobody$`))
    await expect(page.getByText("No results")).toBeVisible()
    await page.getByRole("searchbox", { name: "Search travellers" }).fill("sipho")
    await page.getByRole("button", { name: "Search", exact: true }).click()
    await expect(page).toHaveURL(new RegExp(`${COMPANY_TRAVELLERS_ROUTE}\\?query=sipho$`))
    await expect(page.getByRole("cell", { name: "Mr Sipho Dlamini", exact: true })).toBeVisible()

    await page.getByRole("button", { name: "Remove Mr Sipho Dlamini" }).click()
    const confirm = page.getByRole("dialog", { name: "Remove traveller" })
    await expect(confirm).toContainText("Remove Sipho Dlamini from the company's travellers?")
    await axeAtBothWidths(page)
    await saveScreenshots(page, "corporate-remove-traveller")
    await confirm.getByRole("button", { name: "Remove" }).click()
    await expect(toast(page, TRAVELLER_REMOVED)).toBeVisible()
    await expect(page.getByText("No results")).toBeVisible()
  })
})
