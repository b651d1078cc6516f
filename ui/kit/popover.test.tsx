import { screen } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import { describe, expect, it } from "vitest"
import { renderInApp } from "../testing/render.testing.tsx"
import { Popover } from "./popover.tsx"

const PromoPopover = () => (
  <>
    <Popover label="Promo code" trigger={<button type="button">Add promo code</button>}>
      <input aria-label="Code" />
    </Popover>
    <button type="button">Elsewhere</button>
  </>
)

describe("Popover", () => {
  it("opens from its trigger as a named dialog the trigger controls", async () => {
    const user = userEvent.setup()
    renderInApp(<PromoPopover />)
    const trigger = screen.getByRole("button", { name: "Add promo code" })
    expect(trigger).toHaveAttribute("aria-expanded", "false")
    await user.click(trigger)
    const panel = await screen.findByRole("dialog", { name: "Promo code" })
    expect(trigger).toHaveAttribute("aria-expanded", "true")
    expect(trigger).toHaveAttribute("aria-controls", panel.id)
  })

  it("closes on Escape and gives focus back to its trigger", async () => {
    const user = userEvent.setup()
    renderInApp(<PromoPopover />)
    const trigger = screen.getByRole("button", { name: "Add promo code" })
    await user.click(trigger)
    await user.click(await screen.findByRole("textbox", { name: "Code" }))
    await user.keyboard("{Escape}")
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument()
    expect(trigger).toHaveFocus()
  })

  it("closes when its trigger is pressed again, rather than closing and reopening", async () => {
    const user = userEvent.setup()
    renderInApp(<PromoPopover />)
    const trigger = screen.getByRole("button", { name: "Add promo code" })
    await user.click(trigger)
    await screen.findByRole("dialog", { name: "Promo code" })
    await user.click(trigger)
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument()
    expect(trigger).toHaveAttribute("aria-expanded", "false")
  })

  it("leaves focus where the guest went when they click elsewhere", async () => {
    const user = userEvent.setup()
    renderInApp(<PromoPopover />)
    await user.click(screen.getByRole("button", { name: "Add promo code" }))
    await screen.findByRole("dialog", { name: "Promo code" })
    const elsewhere = screen.getByRole("button", { name: "Elsewhere" })
    await user.click(elsewhere)
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument()
    expect(elsewhere).toHaveFocus()
  })
})
