import { act, screen } from "@testing-library/react"
import { Effect } from "effect"
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest"
import { Notifications, TOAST_DURATION_MILLIS } from "../../core/ports/Notifications.ts"
import { renderInApp } from "../testing/render.testing.tsx"
import type { ToastStore } from "../kit/toast-store.ts"
import { Toaster } from "../kit/toaster.tsx"
import { makeAppToasts, toastNotificationsLayer } from "./toasts.ts"

describe("Toasts (core's Notifications port)", () => {
  beforeEach(() => {
    vi.useFakeTimers()
  })
  afterEach(() => {
    vi.useRealTimers()
  })

  const showThroughThePort = (store: ToastStore, kind: "success" | "error", message: string) =>
    act(() =>
      Effect.runSync(
        Effect.gen(function* () {
          const notifications = yield* Notifications
          yield* notifications[kind](message)
        }).pipe(Effect.provide(toastNotificationsLayer(store))),
      ),
    )

  it("shows a toast from a use case in a live region, for exactly TOAST_DURATION_MILLIS", () => {
    const store = makeAppToasts()
    renderInApp(<Toaster store={store} />)
    showThroughThePort(store, "success", "Booking code sent")
    expect(screen.getByRole("status")).toHaveTextContent("Booking code sent")
    act(() => vi.advanceTimersByTime(TOAST_DURATION_MILLIS - 1))
    expect(screen.getByRole("status")).toHaveTextContent("Booking code sent")
    act(() => vi.advanceTimersByTime(1))
    expect(screen.queryByRole("status")).not.toBeInTheDocument()
  })

  it("announces an error toast as an alert", () => {
    const store = makeAppToasts()
    renderInApp(<Toaster store={store} />)
    showThroughThePort(store, "error", "Something went wrong")
    expect(screen.getByRole("alert")).toHaveTextContent("Something went wrong")
  })

  it("lets the guest dismiss a toast before its time", () => {
    const store = makeAppToasts()
    renderInApp(<Toaster store={store} />)
    showThroughThePort(store, "success", "Saved")
    act(() => screen.getByRole("button", { name: "Dismiss notification" }).click())
    expect(screen.queryByRole("status")).not.toBeInTheDocument()
  })
})
