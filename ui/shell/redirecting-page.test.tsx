import { render, screen } from "@testing-library/react"
import { MemoryRouter, Route, Routes } from "react-router-dom"
import { describe, expect, it } from "vitest"
import { REVIEW_ROUTE } from "../../core/routes.ts"
import { bookingRedirect } from "../../core/search/booking-redirect.ts"
import { REDIRECTING } from "../../core/search/messages.ts"
import { RedirectingPage } from "./redirecting-page.tsx"

describe("the redirect rule's page state", () => {
  it("shows Redirecting... and goes home, replacing the booking page in the history", async () => {
    const redirect = bookingRedirect(REVIEW_ROUTE, false, false)
    if (redirect.kind !== "redirect") throw new Error("the review page without a search redirects (core/search/booking-redirect.ts)")
    render(
      <MemoryRouter initialEntries={[REVIEW_ROUTE]}>
        <Routes>
          <Route path={REVIEW_ROUTE} element={<RedirectingPage redirect={redirect} />} />
          <Route path="/" element={<h1>Home</h1>} />
        </Routes>
      </MemoryRouter>,
    )
    expect(REDIRECTING).toBe("Redirecting...")
    expect(await screen.findByRole("heading", { name: "Home" })).toBeInTheDocument()
  })

  it("reads Redirecting... while it redirects", () => {
    render(
      <MemoryRouter initialEntries={[REVIEW_ROUTE]}>
        <Routes>
          <Route path={REVIEW_ROUTE} element={<RedirectingPage redirect={{ kind: "redirect", to: "/", message: REDIRECTING }} />} />
          <Route path="/" element={<RedirectingPage redirect={{ kind: "redirect", to: "/", message: REDIRECTING }} />} />
        </Routes>
      </MemoryRouter>,
    )
    expect(screen.getByText(REDIRECTING)).toBeInTheDocument()
    expect(screen.getByRole("status", { name: REDIRECTING })).toBeInTheDocument()
  })
})
