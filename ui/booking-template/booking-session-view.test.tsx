import { render, screen } from "@testing-library/react"
import { describe, expect, it } from "vitest"
import { DEFAULT_BOOKING_SESSION_STATE } from "../../core/booking/session-state.ts"
import { SESSION_KEYS, serialiseBookingState } from "../../core/booking/session-store.ts"
import { makeNavigationMemory } from "../../core/ports/Navigation.memory.ts"
import { makeMemoryAppRuntime } from "../testing/app-runtime.testing.ts"
import { readBookingSession } from "../../core/booking/booking-template-model.ts"
import { ScreenRuntimeProvider, useScreenModel } from "../kit/screen-model.tsx"

const Destination = () => <p>{useScreenModel(readBookingSession, undefined).state.value.destination?.name ?? "No search"}</p>

describe("the booking session of the runtime", () => {
  it("draws its page in the first render, with the session read from session storage", () => {
    const stored = { ...DEFAULT_BOOKING_SESSION_STATE, destination: { category: "location" as const, name: "Umhlanga", latitude: -29.7, longitude: 31.08 } }
    const { runtime } = makeMemoryAppRuntime({ storage: [[SESSION_KEYS.bookingState, serialiseBookingState(stored)]] }, { navigation: makeNavigationMemory().layer })
    render(
      <ScreenRuntimeProvider runtime={runtime}>
        <Destination />
      </ScreenRuntimeProvider>,
    )
    // No waiting (no findBy): the first render already holds the page.
    expect(screen.getByText("Umhlanga")).toBeInTheDocument()
  })
})
