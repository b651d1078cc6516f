import { screen, waitFor, within } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import { describe, expect, it } from "vitest"
import { CLUB_CARD_LENGTH } from "../../core/search/messages.ts"
import { makeSearchForm } from "../../core/search/search-form.ts"
import { renderInApp } from "../testing/render.testing.tsx"
import { ClubCardModal } from "./club-card-modal.tsx"

describe("the Clicks ClubCard modal", () => {
  it("says what the number needs once left, keeps Validate disabled until 13 characters, and takes a valid card into the search", async () => {
    const user = userEvent.setup()
    const form = makeSearchForm()
    const { toasts } = renderInApp(<ClubCardModal form={form} />, { booking: { validClubCards: ["1234567890123"] } })
    await user.click(await screen.findByRole("button", { name: "Add Clicks ClubCard" }))
    const dialog = await screen.findByRole("dialog", { name: "Clicks ClubCard" })
    const validate = await within(dialog).findByRole("button", { name: "Validate" })
    const number = within(dialog).getByLabelText("Club card number")
    expect(validate).toBeDisabled()
    await user.type(number, " 123456789012")
    await user.tab()
    expect(number).toHaveValue("123456789012")
    expect(within(dialog).getByText(CLUB_CARD_LENGTH)).toBeInTheDocument()
    expect(validate).toBeDisabled()
    await user.type(number, "3")
    await waitFor(() => expect(validate).toBeEnabled())
    await user.click(validate)
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument())
    expect(toasts).toEqual([{ kind: "success", message: "Validation successful" }])
    expect(form.values.value.clubCard).toBe("1234567890123")
    expect(screen.getByRole("button", { name: "ClubCard 1234567890123" })).toBeInTheDocument()
  })
})
