import { screen, within } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import { useState } from "react"
import { describe, expect, it } from "vitest"
import { renderInApp } from "../testing/render.testing.tsx"
import { Button } from "./button.tsx"
import { Modal } from "./modal.tsx"

const ClubCardModal = ({ dismissible = true }: { readonly dismissible?: boolean }) => {
  const [open, setOpen] = useState(false)
  return (
    <Modal
      open={open}
      onOpenChange={setOpen}
      title="Club card"
      dismissible={dismissible}
      trigger={<Button>Add club card</Button>}
      actions={<Button onClick={() => setOpen(false)}>Validate</Button>}
    >
      <input aria-label="Card number" />
    </Modal>
  )
}

/** A modal with a form of its own, opened from inside an outer form (the club card modal in the search form). */
const FormInsideForm = ({ onOuterSubmit, onInnerSubmit }: { readonly onOuterSubmit: () => void; readonly onInnerSubmit: () => void }) => {
  const [open, setOpen] = useState(false)
  return (
    <form
      aria-label="Search hotels"
      onSubmit={(event) => {
        event.preventDefault()
        onOuterSubmit()
      }}
    >
      <Modal open={open} onOpenChange={setOpen} title="Club card" trigger={<Button type="button">Add club card</Button>}>
        <form
          onSubmit={(event) => {
            event.preventDefault()
            onInnerSubmit()
          }}
        >
          <input aria-label="Card number" />
          <Button type="submit">Validate</Button>
        </form>
      </Modal>
    </form>
  )
}

describe("Modal", () => {
  it("keeps a form's submit inside the modal: the page's form around its trigger is not submitted", async () => {
    const user = userEvent.setup()
    const submitted: Array<string> = []
    renderInApp(<FormInsideForm onOuterSubmit={() => submitted.push("search")} onInnerSubmit={() => submitted.push("club card")} />)
    await user.click(screen.getByRole("button", { name: "Add club card" }))
    const dialog = await screen.findByRole("dialog", { name: "Club card" })
    await user.click(within(dialog).getByRole("button", { name: "Validate" }))
    expect(submitted).toEqual(["club card"])
  })

  it("opens as a named dialog and moves focus inside it", async () => {
    const user = userEvent.setup()
    renderInApp(<ClubCardModal />)
    await user.click(screen.getByRole("button", { name: "Add club card" }))
    const dialog = await screen.findByRole("dialog", { name: "Club card" })
    expect(dialog).toContainElement(document.activeElement as HTMLElement)
  })

  it("closes on Escape and returns focus to the button that opened it", async () => {
    const user = userEvent.setup()
    renderInApp(<ClubCardModal />)
    const trigger = screen.getByRole("button", { name: "Add club card" })
    await user.click(trigger)
    await screen.findByRole("dialog", { name: "Club card" })
    await user.keyboard("{Escape}")
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument()
    expect(trigger).toHaveFocus()
  })

  it("keeps Tab inside the dialog", async () => {
    const user = userEvent.setup()
    renderInApp(<ClubCardModal />)
    await user.click(screen.getByRole("button", { name: "Add club card" }))
    const dialog = await screen.findByRole("dialog")
    for (let press = 0; press < 5; press++) {
      await user.tab()
      expect(dialog).toContainElement(document.activeElement as HTMLElement)
    }
  })

  it("stays open on Escape when the guest must answer it", async () => {
    const user = userEvent.setup()
    renderInApp(<ClubCardModal dismissible={false} />)
    await user.click(screen.getByRole("button", { name: "Add club card" }))
    await screen.findByRole("dialog", { name: "Club card" })
    await user.keyboard("{Escape}")
    expect(screen.getByRole("dialog", { name: "Club card" })).toBeInTheDocument()
    expect(screen.queryByRole("button", { name: "Close" })).not.toBeInTheDocument()
  })

  it("returns focus to the button a page opened it from, when the modal has no trigger of its own", async () => {
    const PageOpened = () => {
      const [open, setOpen] = useState(false)
      return (
        <>
          <Button onClick={() => setOpen(true)}>Continue</Button>
          <Modal open={open} onOpenChange={setOpen} title="Same Day Reservations" />
        </>
      )
    }
    const user = userEvent.setup()
    renderInApp(<PageOpened />)
    const button = screen.getByRole("button", { name: "Continue" })
    await user.click(button)
    await screen.findByRole("dialog", { name: "Same Day Reservations" })
    await user.keyboard("{Escape}")
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument()
    expect(button).toHaveFocus()
  })

  it("gives its trigger the state a screen reader announces", async () => {
    const user = userEvent.setup()
    renderInApp(<ClubCardModal />)
    const trigger = screen.getByRole("button", { name: "Add club card" })
    expect(trigger).toHaveAttribute("aria-haspopup", "dialog")
    expect(trigger).toHaveAttribute("aria-expanded", "false")
    await user.click(trigger)
    await screen.findByRole("dialog", { name: "Club card" })
    expect(trigger).toHaveAttribute("aria-expanded", "true")
  })
})
