import { screen, waitFor } from "@testing-library/react"
import { describe, expect, it } from "vitest"
import { REVIEW_ROUTE } from "../../core/routes.ts"
import { bookingRedirect } from "../../core/search/booking-redirect.ts"
import { REDIRECTING } from "../../core/search/messages.ts"
import { renderInApp } from "../testing/render.testing.tsx"
import { RedirectingPage } from "./redirecting-page.tsx"

describe("the redirect rule's page state", () => {
  it("shows Redirecting... and goes home, replacing the booking page in the history", async () => {
    const redirect = bookingRedirect(REVIEW_ROUTE, false, false)
    if (redirect.kind !== "redirect") throw new Error("the review page without a search redirects (core/search/booking-redirect.ts)")
    const page = renderInApp(<RedirectingPage redirect={redirect} />, { path: REVIEW_ROUTE, route: REVIEW_ROUTE })
    expect(REDIRECTING).toBe("Redirecting...")
    await waitFor(() => expect(page.location()).toBe("/"))
  })

  it("reads Redirecting... while it redirects", () => {
    // with no route given the page stays rendered after it navigates home
    renderInApp(<RedirectingPage redirect={{ kind: "redirect", to: "/", message: REDIRECTING }} />, { path: REVIEW_ROUTE })
    expect(screen.getByText(REDIRECTING)).toBeInTheDocument()
    expect(screen.getByRole("status", { name: REDIRECTING })).toBeInTheDocument()
  })
})
