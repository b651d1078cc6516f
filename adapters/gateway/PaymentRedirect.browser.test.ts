import { Effect, Logger } from "effect"
import { describe, expect, it } from "vitest"
import { CHECKSUM_FIELD, PAY_REQUEST_ID_FIELD } from "../../core/ports/PaymentRedirect.ts"
import { makeMemorySessionStore } from "../../core/ports/SessionStore.memory.ts"
import type { FormDocumentLike } from "../platform.ts"
import { makePaymentRedirectBrowser } from "./PaymentRedirect.browser.ts"
import { makeProcessUrl } from "./process-url.ts"

const request = { payRequestId: "23B785AE-C96C-32AF-4879-D2C9363DB6E8", checksum: "b41a2d6b6ae2a0a4f4c3c5e4c0e2a7f1" }

/** Records the form the redirect posts instead of leaving the test page. */
const postedForm = async (configured: string | undefined, remembered?: string) => {
  const submitted: Array<{ readonly action: string; readonly method: string; readonly fields: Record<string, string> }> = []
  // A document that records the form it is asked to submit instead of leaving the page.
  const recordingDocument = {
    createElement: (tag: string) => {
      if (tag === "input") return { type: "", name: "", value: "" }
      const inputs: Array<{ readonly name: string; readonly value: string }> = []
      return {
        method: "",
        action: "",
        appendChild: (input: { readonly name: string; readonly value: string }) => void inputs.push(input),
        submit() {
          submitted.push({ action: this.action, method: this.method, fields: Object.fromEntries(inputs.map((input) => [input.name, input.value])) })
        },
      }
    },
    body: { appendChild: () => undefined },
  } as unknown as FormDocumentLike
  const session = makeMemorySessionStore()
  const processUrl = makeProcessUrl(configured, session)
  const logs: Array<string> = []
  const run = <A>(effect: Effect.Effect<A>) =>
    Effect.runPromise(Effect.provide(effect, Logger.layer([Logger.make(({ logLevel }) => void logs.push(logLevel))])))
  if (remembered !== undefined) await run(processUrl.remember(remembered))
  await run(makePaymentRedirectBrowser(processUrl, recordingDocument).submit(request))
  return { submitted, logs }
}

describe("the gateway hand-off is a form POST of PAY_REQUEST_ID and CHECKSUM", () => {
  it("posts to the process page the initiate-payment answer named", async () => {
    const { submitted } = await postedForm("https://configured.example/process.trans", "http://localhost:3000/paygate/payweb3/process.trans")
    expect(submitted).toEqual([
      {
        action: "http://localhost:3000/paygate/payweb3/process.trans",
        method: "POST",
        fields: { [PAY_REQUEST_ID_FIELD]: request.payRequestId, [CHECKSUM_FIELD]: request.checksum },
      },
    ])
  })

  it("posts to the configured process page when no answer named one this session", async () => {
    const { submitted } = await postedForm("https://secure.paygate.co.za/payweb3/process.trans")
    expect(submitted.map((form) => form.action)).toEqual(["https://secure.paygate.co.za/payweb3/process.trans"])
  })

  it("with nowhere to post, reports the setup fault through the logger and posts nothing", async () => {
    const { submitted, logs } = await postedForm(undefined)
    expect(submitted).toEqual([])
    expect(logs).toEqual(["Error"])
  })
})
