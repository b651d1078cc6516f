import { fireEvent, render, screen } from "@testing-library/react"
import { Link, MemoryRouter, Route, Routes, useNavigate } from "react-router-dom"
import { afterEach, describe, expect, it, vi } from "vitest"
import { ScrollToTop } from "./scroll-to-top.tsx"

const Back = () => {
  const navigate = useNavigate()
  return <button onClick={() => navigate(-1)}>Back</button>
}

const renderRoutes = () =>
  render(
    <MemoryRouter initialEntries={["/booking/guest-details"]}>
      <ScrollToTop />
      <Routes>
        <Route path="/booking/guest-details" element={<Link to="/booking/thank-you">Pay later</Link>} />
        <Route path="/booking/thank-you" element={<><Link to="/booking/thank-you#map">Map</Link><Back /></>} />
      </Routes>
    </MemoryRouter>,
  )

describe("a new page starts at its top", () => {
  afterEach(() => vi.restoreAllMocks())

  it("scrolls to the top when a link opens another page (the guest-details scroll is not the thank-you page's)", () => {
    const scrollTo = vi.spyOn(window, "scrollTo").mockImplementation(() => undefined)
    renderRoutes()
    expect(scrollTo).not.toHaveBeenCalled()
    fireEvent.click(screen.getByRole("link", { name: "Pay later" }))
    expect(scrollTo).toHaveBeenCalledWith(0, 0)
  })

  it("leaves the browser's own restoration to Back and a link to a place on the same page alone", () => {
    const scrollTo = vi.spyOn(window, "scrollTo").mockImplementation(() => undefined)
    renderRoutes()
    fireEvent.click(screen.getByRole("link", { name: "Pay later" }))
    scrollTo.mockClear()
    fireEvent.click(screen.getByRole("link", { name: "Map" }))
    fireEvent.click(screen.getByRole("button", { name: "Back" }))
    expect(scrollTo).not.toHaveBeenCalled()
  })
})
