import { screen } from "@testing-library/react"
import { describe, expect, it } from "vitest"
import { renderInApp } from "../testing/render.testing.tsx"
import { NOT_FOUND_TITLE } from "../../core/content/messages.ts"
import { NotFoundPage } from "./not-found-page.tsx"

describe("the 404 page", () => {
  it("says the page was not found and offers the way home", () => {
    renderInApp(<NotFoundPage />, { path: "/no-such-page" })
    expect(screen.getByRole("heading", { level: 1, name: NOT_FOUND_TITLE })).toBeInTheDocument()
    expect(screen.getByRole("link", { name: "Back to the home page" })).toHaveAttribute("href", "/")
  })
})
