// @ts-nocheck
import { Effect } from "effect"
import { describe, expect, it } from "vitest"
import { HttpError } from "./http-error.ts"
import { orEmpty } from "./or-empty.ts"

describe("a content or hotel fetch", () => {
  it("gives its answer when it succeeds", async () => {
    expect(await Effect.runPromise(orEmpty(Effect.succeed(["Hotel A"]), []))).toEqual(["Hotel A"])
  })

  it("gives the empty list or object when it fails", async () => {
    const failed = Effect.fail(new HttpError({ status: 404, message: "Server is probably offline" }))
    expect(await Effect.runPromise(orEmpty<ReadonlyArray<string>, HttpError, never>(failed, []))).toEqual([])
    expect(await Effect.runPromise(orEmpty<Record<string, string>, HttpError, never>(failed, {}))).toEqual({})
  })

  it("still surfaces a defect, which is a bug and not a failed fetch", async () => {
    await expect(Effect.runPromise(orEmpty(Effect.die(new Error("bug")), []))).rejects.toThrow("bug")
  })
})
