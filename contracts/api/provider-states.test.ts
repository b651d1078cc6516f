import { readFileSync } from "node:fs"
import { describe, expect, it } from "vitest"
import { PROVIDER_STATE_NAMES } from "./provider-states.ts"

const readme = readFileSync(new URL("../README.md", import.meta.url), "utf8")

describe("the provider states", () => {
  it("are each documented for API teams in contracts/README.md, with what must exist and what it answers", () => {
    const documented = [...readme.matchAll(/^\| ([^|]+?) \| [^|]* \| [^|]+ \|$/gm)].map(([, name]) => name)
    expect(PROVIDER_STATE_NAMES.filter((name) => !documented.includes(name))).toStrictEqual([])
  })
})
