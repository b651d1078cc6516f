import { readdirSync, readFileSync } from "node:fs"
import { join } from "node:path"
import { describe, expect, it } from "vitest"
import { readsSignalsUnsubscribed } from "./signal-reads.ts"

// A component that reads a signal must subscribe to it itself. Under hydration React renders in slices, so a child's
// reads are not caught by its parent's subscription: the meeting room's More Information did nothing on the
// server-rendered meetings page until MeetingModals subscribed.

const uiFiles = (dir: string): ReadonlyArray<string> =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) return entry.name === "testing" ? [] : uiFiles(path)
    return /\.tsx$/.test(entry.name) && !/\.test\.tsx$|\.testing\.tsx$/.test(entry.name) ? [path] : []
  })

describe("components subscribe to the signals they read", () => {
  it("flags a component that reads a bound model's signal without subscribing, and passes one that subscribes", () => {
    const unsubscribed = `export const Modals = ({ page }: { readonly page: Bound<Model> }) => <Modal open={page.informing.value !== null} />`
    expect(readsSignalsUnsubscribed(unsubscribed)).toBe(true)
    expect(readsSignalsUnsubscribed(`${unsubscribed}\nconst Other = () => { useSignals(); return null }`)).toBe(false)
    expect(readsSignalsUnsubscribed(`const Box = ({ field }: { readonly field: Bound<F> }) => <input onChange={(event) => event.target.value} />`)).toBe(false)
  })

  it("holds for every component of the site", () => {
    const offenders = uiFiles("ui").filter((file) => readsSignalsUnsubscribed(readFileSync(file, "utf8")))
    expect(offenders).toEqual([])
  })
})
