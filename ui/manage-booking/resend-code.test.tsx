import { screen } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import { describe, expect, it } from "vitest"
import { renderInApp } from "../testing/render.testing.tsx"
import { ResendCode } from "./resend-code.tsx"

// The countdown itself is core's: core/manage-booking/code-resend.test.ts.
describe("the one-time code's Resend OTP", () => {
  it("says how long to wait while the countdown runs", () => {
    renderInApp(<ResendCode canResend={false} remainingText="59 seconds" onResend={() => undefined} />)
    expect(screen.getByText("You can ask for a new code in 59 seconds.")).toBeInTheDocument()
    expect(screen.queryByRole("button", { name: "Resend OTP" })).not.toBeInTheDocument()
  })

  it("offers Resend OTP once it is over", async () => {
    let asked = 0
    renderInApp(<ResendCode canResend remainingText="0 seconds" onResend={() => void asked++} />)
    await userEvent.click(screen.getByRole("button", { name: "Resend OTP" }))
    expect(asked).toBe(1)
  })
})
