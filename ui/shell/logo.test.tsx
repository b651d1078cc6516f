import { render } from "@testing-library/react"
import { describe, expect, it } from "vitest"
import { Logo } from "./logo.tsx"

describe("the logo's words", () => {
  it("read 'Karoo Hotels', so a link around them can be named by what it shows (label in name)", () => {
    const { container } = render(<Logo />)
    expect(container.textContent?.replace(/\s+/g, " ").trim()).toBe("Karoo Hotels")
  })
})
