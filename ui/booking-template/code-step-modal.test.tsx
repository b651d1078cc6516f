import { screen } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import { describe, expect, it } from "vitest"
import { renderInApp } from "../testing/render.testing.tsx"
import { CodeStepModal } from "./code-step-modal.tsx"

const showStep = (error: string | undefined, submitted: Array<string>) => (
  <CodeStepModal
    open
    onOpenChange={() => undefined}
    title="Enter your one-time code"
    description="We sent you a code."
    error={error}
    submitLabel="Verify"
    submitting={false}
    resend={{ canResend: false, remainingText: "1 minute" }}
    onResend={() => undefined}
    onSubmit={(otp) => void submitted.push(otp)}
  />
)

describe("the one-time code step", () => {
  it("sends the code as typed, shows the server's refusal on the field, and drops it once the guest types again", async () => {
    const user = userEvent.setup()
    const submitted: Array<string> = []
    const app = renderInApp(showStep(undefined, submitted))
    const field = await screen.findByLabelText("One-time code (6 digits)")
    expect(field).toHaveFocus()
    await user.type(field, "000000")
    await user.click(screen.getByRole("button", { name: "Verify" }))
    expect(submitted).toEqual(["000000"])

    app.rerender(showStep("Invalid code", submitted))
    expect(await screen.findByText("Invalid code")).toBeInTheDocument()
    expect(field).toHaveValue("000000")
    await user.clear(field)
    await user.type(field, "123456")
    expect(screen.queryByText("Invalid code")).not.toBeInTheDocument()
    expect(screen.getByText("You can ask for a new code in 1 minute.")).toBeInTheDocument()
  })
})
