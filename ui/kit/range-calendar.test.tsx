import { render, screen } from "@testing-library/react"
import { describe, expect, it } from "vitest"
import RangeCalendar from "./range-calendar.tsx"

describe("RangeCalendar", () => {
  // Late in the evening in London it is already tomorrow at the hotels: the picker's "Today" is the hotels' day.
  it("names the hotels' today as Today and disables the days before it, whatever the browser's own date", () => {
    const hotelsToday = new Date(2031, 6, 15)
    render(<RangeCalendar today={hotelsToday} from={undefined} to={undefined} months={1} onSelect={() => undefined} />)
    const todayButton = screen.getByRole("button", { name: /^Today, Tuesday, July 15th, 2031/ })
    expect(todayButton).toBeEnabled()
    expect(screen.getByRole("button", { name: /^Monday, July 14th, 2031/ })).toBeDisabled()
  })
})
