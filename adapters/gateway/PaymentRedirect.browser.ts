import { Effect, Layer, Option } from "effect"
import { gatewayFormFields, PaymentRedirect, type PaymentRedirectShape } from "../../core/ports/PaymentRedirect.ts"
import { browserGlobals, type FormDocumentLike } from "../platform.ts"
import type { ProcessUrl } from "./process-url.ts"

/**
 * spec B §4: leaves the site for the card gateway with a form POST of PAY_REQUEST_ID and CHECKSUM
 * (core's `gatewayFormFields`) to the gateway's process page, as PayWeb3 (and the server's simulator)
 * expect: a top-level navigation, so the gateway's own page and cookies are in charge.
 */
export const makePaymentRedirectBrowser = (processUrl: ProcessUrl, document: FormDocumentLike | undefined): PaymentRedirectShape => ({
  submit: (request) =>
    Effect.gen(function* () {
      const action = yield* processUrl.current
      if (Option.isNone(action) || document === undefined) {
        // Nowhere to post (no initiate answer this session and no configured gateway): a setup fault, not the guest's.
        return yield* Effect.logError("Payment redirect: no gateway process URL or no document to post from")
      }
      yield* Effect.sync(() => {
        const form = document.createElement("form")
        form.method = "POST"
        form.action = action.value
        for (const [name, value] of gatewayFormFields(request)) {
          const input = document.createElement("input")
          input.type = "hidden"
          input.name = name
          input.value = value
          form.appendChild(input)
        }
        document.body.appendChild(form)
        form.submit()
      })
    }),
})

export const layerBrowser = (processUrl: ProcessUrl, document?: FormDocumentLike): Layer.Layer<PaymentRedirect> =>
  Layer.sync(PaymentRedirect, () => makePaymentRedirectBrowser(processUrl, document ?? browserGlobals().document))
