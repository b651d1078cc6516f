import { readdirSync, readFileSync } from "node:fs"
import { join } from "node:path"
import { describe, expect, it } from "vitest"
import { componentsReadingSignalsUnsubscribed } from "./signal-reads.ts"

// A component that reads a signal must subscribe to it itself. Under hydration React renders in slices, so a child's
// reads are not caught by its parent's subscription: the meeting room's More Information did nothing on the
// server-rendered meetings page until MeetingModals subscribed, and an offer enquiry's thank-you never opened until
// OfferContent did (its page subscribed, the component beside it did not).

const uiFiles = (dir: string): ReadonlyArray<string> =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) return entry.name === "testing" ? [] : uiFiles(path)
    return /\.tsx$/.test(entry.name) && !/\.test\.tsx$|\.testing\.tsx$/.test(entry.name) ? [path] : []
  })

describe("components subscribe to the signals they read", () => {
  it("flags a component that reads a bound model's signal without subscribing, beside one that subscribes", () => {
    const page = `export const Page = () => {\n  const page = useScreenModel(make, undefined)\n  return <Content page={page} />\n}`
    const content = `const Content = ({ page }: { readonly page: Bound<Model> }) => <Modal open={page.thanked.value} />`
    expect(componentsReadingSignalsUnsubscribed(`${content}\n${page}`)).toEqual(["Content"])
    expect(componentsReadingSignalsUnsubscribed(`${content.replace("=> <Modal", "=> { useSignals(); return <Modal")} }\n${page}`)).toEqual([])
    expect(componentsReadingSignalsUnsubscribed(`const Box = ({ f }: { readonly f: Bound<F> }) => <input onChange={(event) => event.target.value} />`)).toEqual([])
  })

  it("holds for every component of the site", () => {
    const offenders = uiFiles("ui").flatMap((file) => componentsReadingSignalsUnsubscribed(readFileSync(file, "utf8")).map((name) => `${file}: ${name}`))
    expect(offenders).toEqual([])
  })
})
