import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from "node:fs"
import { createRequire } from "node:module"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { cruise } from "dependency-cruiser"
import { ESLint } from "eslint"
import { afterAll, describe, expect, it } from "vitest"

// The guards of the dependency rule must themselves be able to fail: each test plants a breach
// and expects the guard `npm test` runs to catch it.

const eslint = new ESLint({ cwd: process.cwd() })

const lintCore = async (code: string) => {
  const [result] = await eslint.lintText(code, { filePath: "core/booking/planted.ts" })
  return (result?.messages ?? []).map((message) => message.ruleId)
}

describe("core stays framework-free (lint)", () => {
  it("rejects a DOM global in core", async () => {
    expect(await lintCore("export const width = window.innerWidth\n")).toContain("no-restricted-globals")
    expect(await lintCore("export const stored = sessionStorage.getItem('x')\n")).toContain("no-restricted-globals")
  })

  it("rejects fetch in core", async () => {
    expect(await lintCore("export const answer = fetch('/api')\n")).toContain("no-restricted-globals")
  })

  it("rejects wall-clock time in core", async () => {
    expect(await lintCore("export const stamp = Date.now()\n")).toContain("no-restricted-properties")
    expect(await lintCore("export const stamp = new Date()\n")).toContain("no-restricted-syntax")
  })

  it("accepts a Date made from a given instant, which reads no clock", async () => {
    expect(await lintCore("export const month = (millis: number) => new Date(millis).getUTCMonth()\n")).toEqual([])
  })

  it("accepts the same code outside core", async () => {
    const [result] = await eslint.lintText("export const stamp = Date.now()\n", { filePath: "adapters/planted.ts" })
    expect(result?.messages).toEqual([])
  })
})

describe("the dependency rule (dependency-cruiser)", () => {
  const ruleSet = createRequire(import.meta.url)("../../.dependency-cruiser.cjs")
  const scratch = mkdtempSync(join(tmpdir(), "depcruise-"))
  afterAll(() => rmSync(scratch, { recursive: true, force: true }))

  const violationsOf = async (files: Record<string, string>) => {
    const root = mkdtempSync(join(scratch, "case-"))
    for (const [path, code] of Object.entries(files)) {
      mkdirSync(join(root, path, ".."), { recursive: true })
      writeFileSync(join(root, path), code)
    }
    const { output } = await cruise(["core", "adapters", "ui", "contracts", "server", "tests"].filter((dir) => Object.keys(files).some((f) => f.startsWith(dir))), {
      baseDir: root,
      validate: true,
      ruleSet: { forbidden: ruleSet.forbidden },
      doNotFollow: { path: "node_modules" },
    })
    if (typeof output === "string") throw new Error("expected a cruise result")
    return output.summary.violations.map((violation) => violation.rule.name)
  }

  it("rejects React imported from core", async () => {
    expect(await violationsOf({ "core/view.ts": 'import React from "react"\nexport const x = React\n' })).toContain("core-is-framework-free")
  })

  it("rejects core importing an adapter", async () => {
    const violations = await violationsOf({
      "core/rule.ts": 'import { x } from "../adapters/http.ts"\nexport const y = x\n',
      "adapters/http.ts": "export const x = 1\n",
    })
    expect(violations).toContain("core-is-framework-free")
  })

  it("rejects a feature folder of the UI reaching an adapter", async () => {
    const violations = await violationsOf({
      "ui/booking/page.ts": 'import { x } from "../../adapters/http.ts"\nexport const y = x\n',
      "adapters/http.ts": "export const x = 1\n",
    })
    expect(violations).toContain("ui-reaches-adapters-only-at-the-root")
  })

  it("rejects one ui feature importing another, and lets features share the kit and the booking template", async () => {
    const violations = await violationsOf({
      "ui/checkout/review.tsx": 'import { x } from "../booking/rooms.tsx"\nimport { y } from "../kit/button.tsx"\nimport { z } from "../booking-template/template.tsx"\nexport const w = [x, y, z]\n',
      "ui/booking/rooms.tsx": "export const x = 1\n",
      "ui/kit/button.tsx": "export const y = 1\n",
      "ui/booking-template/template.tsx": "export const z = 1\n",
    })
    expect(violations).toEqual(["ui-features-stay-apart"])
  })

  it("rejects the kit importing a capability of core, and lets it import core's screen seam", async () => {
    const violations = await violationsOf({
      "ui/kit/notice.tsx": 'import { x } from "../../core/booking/messages.ts"\nimport { y } from "../../core/screen/view-state.ts"\nexport const w = [x, y]\n',
      "core/booking/messages.ts": "export const x = 1\n",
      "core/screen/view-state.ts": "export const y = 1\n",
    })
    expect(violations).toEqual(["ui-kit-is-design-system"])
  })

  it("rejects production code importing a kit from a testing/ folder", async () => {
    const violations = await violationsOf({
      "server/bookings/routes.ts": 'import { TEST_NOW } from "../testing/booking-kit.ts"\nexport const now = TEST_NOW\n',
      "server/testing/booking-kit.ts": "export const TEST_NOW = 1\n",
    })
    expect(violations).toContain("production-never-imports-test-support")
  })

  it("rejects production code importing a *.testing.ts module", async () => {
    const violations = await violationsOf({
      "core/booking/booking.ts": 'import { aBooking } from "./booking.testing.ts"\nexport const sample = aBooking\n',
      "core/booking/booking.testing.ts": "export const aBooking = {}\n",
    })
    expect(violations).toContain("production-never-imports-test-support")
  })

  it("lets tests, test support and the benchmarks import test support", async () => {
    const violations = await violationsOf({
      "server/testing/booking-kit.ts": "export const TEST_NOW = 1\n",
      "server/testing/guest-journey.ts": 'import { TEST_NOW } from "./booking-kit.ts"\nexport const now = TEST_NOW\n',
      "server/bookings/routes.test.ts": 'import { TEST_NOW } from "../testing/booking-kit.ts"\nexport const now = TEST_NOW\n',
      "tests/perf/search-bench.ts": 'import { TEST_NOW } from "../../server/testing/booking-kit.ts"\nexport const now = TEST_NOW\n',
    })
    expect(violations).toEqual([])
  })

  it("accepts core importing itself", async () => {
    const violations = await violationsOf({
      "core/a.ts": 'import { b } from "./b.ts"\nexport const a = b\n',
      "core/b.ts": "export const b = 1\n",
    })
    expect(violations).toEqual([])
  })

  it("rejects a server slice reaching into another slice's internals, and accepts its service", async () => {
    const files = {
      "server/reservations/confirm.ts": "export const roomReference = 1\n",
      "server/reservations/ReservationService.ts": "export class ReservationService {}\n",
    }
    expect(
      await violationsOf({ ...files, "server/bookings/date-change.ts": 'import { roomReference } from "../reservations/confirm.ts"\nexport const y = roomReference\n' }),
    ).toContain("server-slices-meet-through-public-modules")
    expect(
      await violationsOf({
        ...files,
        "server/bookings/date-change.ts": 'import { ReservationService } from "../reservations/ReservationService.ts"\nexport const y = ReservationService\n',
      }),
    ).toEqual([])
  })
})
