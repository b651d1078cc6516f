import { render, screen } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import { describe, expect, it } from "vitest"
import { ResendCode } from "./resend-code.tsx"

// The countdown itself is core's: core/manage-booking/code-resend.test.ts.
describe("the one-time code's resend", () => {
  it("says how long to wait while the countdown runs", () => {
    render(<ResendCode canResend={false} resendLabel="Resend OTP" waitText="Wait 59 seconds." onResend={() => undefined} />)
    expect(screen.getByText("Wait 59 seconds.")).toBeInTheDocument()
    expect(screen.queryByRole("button", { name: "Resend OTP" })).not.toBeInTheDocument()
  })

  it("offers the resend once it is over", async () => {
    let asked = 0
    render(<ResendCode canResend resendLabel="Resend OTP" waitText="" onResend={() => void asked++} />)
    await userEvent.click(screen.getByRole("button", { name: "Resend OTP" }))
    expect(asked).toBe(1)
  })
})
