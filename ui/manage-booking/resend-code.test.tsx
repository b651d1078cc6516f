import { act, screen } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import { Effect } from "effect"
import { TestClock } from "effect/testing"
import { describe, expect, it } from "vitest"
import { renderInApp } from "../testing/render.testing.tsx"
import { ResendCode } from "./resend-code.tsx"

describe("the one-time code's resend countdown", () => {
  it("counts 60 seconds down, then offers Resend OTP, which sends a new code and counts down again", async () => {
    let sent = 0
    const send = () => Effect.sync(() => void sent++)
    const app = renderInApp(<ResendCode send={send} />, { testClock: true })
    const adjust = (seconds: number) => act(() => app.runtime.runPromise(TestClock.adjust(`${seconds} seconds`)))

    expect(screen.getByText("You can ask for a new code in 1 minute.")).toBeInTheDocument()
    await adjust(1)
    expect(screen.getByText("You can ask for a new code in 59 seconds.")).toBeInTheDocument()
    await adjust(58)
    expect(screen.getByText("You can ask for a new code in 1 second.")).toBeInTheDocument()
    expect(screen.queryByRole("button", { name: "Resend OTP" })).not.toBeInTheDocument()
    await adjust(1)
    const resend = await screen.findByRole("button", { name: "Resend OTP" })

    await userEvent.click(resend)
    expect(sent).toBe(1)
    expect(await screen.findByText("You can ask for a new code in 1 minute.")).toBeInTheDocument()
    await adjust(60)
    expect(await screen.findByRole("button", { name: "Resend OTP" })).toBeInTheDocument()
  })
})
