import { renderHook, waitFor } from "@testing-library/react"
import { describe, expect, it } from "vitest"
import { IDLE_WORK_MARK } from "./idle-work-mark.ts"
import { useIdle } from "./use-idle.ts"

describe("useIdle", () => {
  it("stays false while the work is not wanted, then turns true once the browser is idle, and marks it", async () => {
    performance.clearMarks(IDLE_WORK_MARK)
    const { result, rerender } = renderHook(({ wanted }) => useIdle(wanted), { initialProps: { wanted: false } })
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(result.current).toBe(false)
    rerender({ wanted: true })
    expect(result.current).toBe(false)
    await waitFor(() => expect(result.current).toBe(true))
    expect(performance.getEntriesByName(IDLE_WORK_MARK)).toHaveLength(1)
    rerender({ wanted: false })
    expect(result.current).toBe(true)
  })
})
