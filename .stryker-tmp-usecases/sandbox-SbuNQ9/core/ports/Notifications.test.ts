// @ts-nocheck
import { Effect } from "effect"
import { describe, expect, it } from "vitest"
import { Notifications, TOAST_DURATION_MILLIS } from "./Notifications.ts"
import { makeNotificationsMemory } from "./Notifications.memory.ts"

describe("toasts", () => {
  it("last 5000 ms", () => {
    expect(TOAST_DURATION_MILLIS).toBe(5000)
  })

  it("are recorded, success and error, in order, by the in-memory fake", async () => {
    const memory = makeNotificationsMemory()
    await Effect.runPromise(
      Effect.gen(function* () {
        const notifications = yield* Notifications
        yield* notifications.error("Could not make booking")
        yield* notifications.success("Request has been sent.")
      }).pipe(Effect.provide(memory.layer)),
    )
    expect(memory.toasts).toEqual([
      { kind: "error", message: "Could not make booking" },
      { kind: "success", message: "Request has been sent." },
    ])
  })
})
