import { act, render, screen } from "@testing-library/react"
import { Suspense } from "react"
import { describe, expect, it } from "vitest"
import { preloadableLazy } from "./preloadable-lazy.tsx"

const Page = ({ name }: { readonly name: string }) => <h1>{name}</h1>

/** A module load the test settles by hand, counting how often it was asked for. */
const controlledLoad = () => {
  let settle: (module: { readonly default: typeof Page }) => void = () => undefined
  let calls = 0
  const load = () => {
    calls += 1
    return new Promise<{ readonly default: typeof Page }>((resolve) => (settle = resolve))
  }
  return { load, settle: (module: { readonly default: typeof Page }) => settle(module), calls: () => calls }
}

describe("preloadableLazy", () => {
  it("renders a preloaded component at once, without showing the fallback", async () => {
    const { load, settle } = controlledLoad()
    const lazyPage = preloadableLazy(load)
    const preloaded = lazyPage.preload()
    settle({ default: Page })
    await preloaded
    render(
      <Suspense fallback={<p>Loading</p>}>
        <lazyPage.Component name="Rooms" />
      </Suspense>,
    )
    expect(screen.getByRole("heading", { name: "Rooms" })).toBeInTheDocument()
    expect(screen.queryByText("Loading")).toBeNull()
  })

  it("suspends until a component not yet loaded arrives, then shows it", async () => {
    const { load, settle } = controlledLoad()
    const lazyPage = preloadableLazy(load)
    render(
      <Suspense fallback={<p>Loading</p>}>
        <lazyPage.Component name="Hotels" />
      </Suspense>,
    )
    expect(screen.getByText("Loading")).toBeInTheDocument()
    await act(async () => settle({ default: Page }))
    expect(await screen.findByRole("heading", { name: "Hotels" })).toBeInTheDocument()
  })

  it("loads the module once, however often it is preloaded and rendered", async () => {
    const { load, settle, calls } = controlledLoad()
    const lazyPage = preloadableLazy(load)
    const first = lazyPage.preload()
    const second = lazyPage.preload()
    settle({ default: Page })
    await Promise.all([first, second])
    render(<lazyPage.Component name="Review" />)
    expect(calls()).toBe(1)
  })

  it("tries a failed load again on the next preload", async () => {
    let attempts = 0
    const lazyPage = preloadableLazy(() => {
      attempts += 1
      return attempts === 1 ? Promise.reject(new Error("offline")) : Promise.resolve({ default: Page })
    })
    await expect(lazyPage.preload()).rejects.toThrow("offline")
    await lazyPage.preload()
    render(<lazyPage.Component name="Thank you" />)
    expect(screen.getByRole("heading", { name: "Thank you" })).toBeInTheDocument()
  })
})
