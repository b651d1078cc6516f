import { Effect, Layer } from "effect"
import { describe, expect, it } from "vitest"
import { HttpError } from "../http/http-error.ts"
import { makeContentApiMemory } from "../ports/ContentApi.memory.ts"
import { makeNavigationMemory } from "../ports/Navigation.memory.ts"
import { makeNotificationsMemory } from "../ports/Notifications.memory.ts"
import type { NewsletterSignup } from "./newsletter.ts"
import { makeNewsletterModel } from "./newsletter-model.ts"

const SIGNUP: NewsletterSignup = { firstName: "Thandi", surname: "Nkosi", contactNumber: "+27821234567", email: "thandi@example.com", viaEmail: true, viaWhatsapp: false }

const setUp = () => {
  const content = makeContentApiMemory({})
  const notifications = makeNotificationsMemory()
  const navigation = makeNavigationMemory()
  const run = <A>(effect: Effect.Effect<A, never, never>) => Effect.runPromise(effect)
  const layer = Layer.mergeAll(content.layer, notifications.layer, navigation.layer)
  return { content, notifications, navigation, run, layer }
}

describe("the newsletter sign-up", () => {
  it("opens the thank-you over the form when the sign-up is sent, and resets the form", async () => {
    const { content, run, layer } = setUp()
    const model = await run(makeNewsletterModel())
    await run(model.open())
    expect(model.stage.value).toBe("form")
    await run(model.submit(SIGNUP).pipe(Effect.provide(layer)))
    expect(content.newsletterSignups).toEqual([SIGNUP])
    expect(model.stage.value).toBe("thanks")
    expect(model.formVersion.value).toBe(1)
  })

  it("closes both modals when the thank-you closes, and Explore Hotels shows the hotels", async () => {
    const { navigation, run, layer } = setUp()
    const model = await run(makeNewsletterModel())
    await run(model.open())
    await run(model.submit(SIGNUP).pipe(Effect.provide(layer)))
    await run(model.close())
    expect(model.stage.value).toBe("closed")
    await run(model.open())
    await run(model.exploreHotels().pipe(Effect.provide(layer)))
    expect([model.stage.value, navigation.visits.map((visit) => visit.to)]).toEqual(["closed", ["/our-hotels"]])
  })

  it("shows the spec's toast on a failure and keeps the form open", async () => {
    const { content, notifications, run, layer } = setUp()
    content.failNext("signUpForNewsletter", new HttpError({ status: 500, message: "boom" }))
    const model = await run(makeNewsletterModel())
    await run(model.open())
    await run(model.submit(SIGNUP).pipe(Effect.provide(layer)))
    expect(notifications.toasts).toEqual([{ kind: "error", message: "Sign up has failed, Please try again." }])
    expect([model.stage.value, model.formVersion.value, model.submitting.value]).toEqual(["form", 0, false])
  })

  it("allows Join Today only when every field is filled in, with no format rule", async () => {
    const { run } = setUp()
    const model = await run(makeNewsletterModel())
    expect(model.canSubmit(SIGNUP)).toBe(true)
    expect(model.canSubmit({ ...SIGNUP, email: "not an address", contactNumber: "12" })).toBe(true)
    for (const field of ["firstName", "surname", "contactNumber", "email"] as const) expect(model.canSubmit({ ...SIGNUP, [field]: "  " }), field).toBe(false)
  })

  it("starts closed, sends nothing for a form that is not filled in, and is submitting only while the sign-up is on its way", async () => {
    const { content, run, layer } = setUp()
    const model = await run(makeNewsletterModel())
    expect(model.stage.value).toBe("closed")
    await run(model.open())
    await run(model.submit({ ...SIGNUP, email: " " }).pipe(Effect.provide(layer)))
    expect([content.newsletterSignups, model.stage.value]).toEqual([[], "form"])
    const seen: Array<boolean> = []
    const stop = model.submitting.subscribe((submitting) => void seen.push(submitting))
    await run(model.submit(SIGNUP).pipe(Effect.provide(layer)))
    stop()
    expect(seen).toEqual([false, true, false])
  })
})
