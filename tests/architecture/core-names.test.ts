import { readdirSync, readFileSync } from "node:fs"
import { basename, join } from "node:path"
import { describe, expect, it } from "vitest"

/**
 * Core names a UI developer can guess (docs/architecture.md): a module that holds a use case (an `Effect.fn` over
 * ports) is named for what the visitor does, verb first (`change-dates.ts`, `reserve-rooms.ts`, `log-in.ts`), or is a
 * store of session-kept state (`session-store.ts`); every other module holds rules and is named for a thing
 * (`date-change.ts`, `pay-later.ts`). Ports are `core/ports/`, in-memory fakes `*.memory.ts`.
 */

export const USE_CASE_VERBS = ["change", "check", "confirm", "keep", "load", "log", "manage", "reserve", "start", "submit"] as const

const holdsUseCase = (source: string): boolean => /Effect\.fn\(/.test(source)

const namedAsUseCase = (file: string): boolean =>
  USE_CASE_VERBS.some((verb) => basename(file).startsWith(`${verb}-`)) || file.endsWith("-store.ts")

const coreModules = (dir: string): ReadonlyArray<string> =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) return entry.name === "ports" ? [] : coreModules(path)
    return /\.ts$/.test(entry.name) && !/\.(test|testing|fixture|memory)\.ts$/.test(entry.name) ? [path] : []
  })

describe("core names tell use cases from rules", () => {
  const modules = coreModules("core")

  it("every module holding a use case is named verb first, or is a store", () => {
    const misnamed = modules.filter((file) => holdsUseCase(readFileSync(file, "utf8")) && !namedAsUseCase(file))
    expect(misnamed).toEqual([])
  })

  it("every module named for a use case holds one", () => {
    const empty = modules.filter((file) => namedAsUseCase(file) && !/Effect\.(fn|gen)\(/.test(readFileSync(file, "utf8")))
    expect(empty).toEqual([])
  })
})
