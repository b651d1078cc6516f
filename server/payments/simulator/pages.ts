import { html } from "hono/html"
import { formatMoney } from "../../../core/rates/money-format.ts"
import { paymentStatusLabel } from "../../../core/payment/payment-status.ts"
import { paymentStatusOfTransactionStatus } from "../../../core/payment/payweb3-status.ts"
import { CARD_FIELDS, type CardFormErrors } from "./card-form.ts"
import { TEST_CARDS } from "./test-cards.ts"

/**
 * The simulator's HTML: plain, accessible, no JavaScript needed. Every interpolated value goes
 * through hono/html's `html`, which escapes it; nothing from a request is ever marked raw.
 */

type Markup = ReturnType<typeof html>

export const STYLESHEET_PATH = "simulator.css"
export const RETURN_SCRIPT_PATH = "return.js"

const page = (base: string, title: string, body: Markup): Markup => html`<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="robots" content="noindex" />
    <title>${title} – PayWeb3 simulator</title>
    <link rel="stylesheet" href="${base}/${STYLESHEET_PATH}" />
  </head>
  <body>
    <header>
      <p class="banner">PayGate PayWeb3 simulator: test payments only, no money moves.</p>
    </header>
    <main>${body}</main>
  </body>
</html>`

export interface CardPageModel {
  readonly base: string
  readonly payRequestId: string
  readonly checksum: string
  readonly reference: string
  readonly amountCents: number
  readonly currency: string
  readonly errors?: CardFormErrors
  /** What the customer typed, shown again after a failed submit; never the card number or CVV. */
  readonly expiry?: string
  readonly holder?: string
}

const errorId = (name: string): string => `${name}-error`

const cardField = (
  model: CardPageModel,
  key: keyof typeof CARD_FIELDS,
  label: string,
  attributes: { autocomplete: string; inputmode?: string; hint?: string; value?: string | undefined },
): Markup => {
  const name = CARD_FIELDS[key]
  const error = model.errors?.[key]
  const hintId = `${name}-hint`
  const describedBy = [attributes.hint === undefined ? undefined : hintId, error === undefined ? undefined : errorId(name)]
    .filter((id) => id !== undefined)
    .join(" ")
  return html`<div class="field">
    <label for="${name}">${label}</label>
    ${attributes.hint === undefined ? "" : html`<p class="hint" id="${hintId}">${attributes.hint}</p>`}
    ${error === undefined ? "" : html`<p class="error" id="${errorId(name)}">${error}</p>`}
    <input
      id="${name}"
      name="${name}"
      type="text"
      autocomplete="${attributes.autocomplete}"
      ${attributes.inputmode === undefined ? "" : html`inputmode="${attributes.inputmode}"`}
      ${describedBy === "" ? "" : html`aria-describedby="${describedBy}"`}
      ${error === undefined ? "" : html`aria-invalid="true"`}
      value="${attributes.value ?? ""}"
      required
    />
  </div>`
}

const errorSummary = (errors: CardFormErrors | undefined): Markup | string => {
  const entries = Object.entries(errors ?? {}) as ReadonlyArray<[keyof typeof CARD_FIELDS, string]>
  if (entries.length === 0) return ""
  return html`<div class="error-summary" role="alert" aria-labelledby="error-summary-title">
    <h2 id="error-summary-title">Check the card details</h2>
    <ul>
      ${entries.map(([key, message]) => html`<li><a href="#${CARD_FIELDS[key]}">${message}</a></li>`)}
    </ul>
  </div>`
}

const testCardTable = html`<section aria-labelledby="test-cards-title">
  <h2 id="test-cards-title">Test cards</h2>
  <p>PayGate's test cards. Use any expiry date in the future; the name and CVV can be anything.</p>
  <div class="table-scroll" role="region" aria-labelledby="test-cards-title" tabindex="0">
  <table>
    <thead>
      <tr><th scope="col">Card</th><th scope="col">Number</th><th scope="col">Result</th></tr>
    </thead>
    <tbody>
      ${TEST_CARDS.map(
        (card) =>
          html`<tr><td>${card.brand}</td><td><code>${card.number}</code></td><td>${card.label} (${card.outcome.resultCode})</td></tr>`,
      )}
    </tbody>
  </table>
  </div>
  <p>Any other card number: invalid card number (900004, declined). Cancel: user cancelled (990028).</p>
</section>`

/** process.trans: the card page, with the amount and the merchant's reference. */
export const cardPage = (model: CardPageModel): Markup => {
  const amount = formatMoney(model.amountCents, model.currency)
  return page(
    model.base,
    model.errors === undefined ? "Pay by card" : "Error: pay by card",
    html`<h1>Pay by card</h1>
      <dl class="summary">
        <dt>Merchant reference</dt>
        <dd>${model.reference}</dd>
        <dt>Amount</dt>
        <dd>${amount}</dd>
      </dl>
      ${errorSummary(model.errors)}
      <form method="post" action="${model.base}/process.trans/pay">
        <input type="hidden" name="PAY_REQUEST_ID" value="${model.payRequestId}" />
        <input type="hidden" name="CHECKSUM" value="${model.checksum}" />
        ${cardField(model, "number", "Card number", { autocomplete: "cc-number", inputmode: "numeric" })}
        ${cardField(model, "expiry", "Expiry date", { autocomplete: "cc-exp", hint: "MM/YY, for example 12/30", value: model.expiry })}
        ${cardField(model, "cvv", "CVV", { autocomplete: "cc-csc", inputmode: "numeric", hint: "3 or 4 digits" })}
        ${cardField(model, "holder", "Cardholder name", { autocomplete: "cc-name", value: model.holder })}
        <div class="actions">
          <button type="submit" name="ACTION" value="pay">Pay ${amount}</button>
          <button type="submit" name="ACTION" value="cancel" formnovalidate class="secondary">Cancel</button>
        </div>
      </form>
      ${testCardTable}`,
  )
}

export const RETURN_FORM_ID = "payweb3-return"

/**
 * After the card page: the browser's form POST to RETURN_URL. return.js submits it at once; without
 * JavaScript the customer presses Continue.
 */
export const returnPage = (base: string, returnUrl: string, fields: ReadonlyArray<readonly [string, string]>, transactionStatus: number): Markup => {
  const label = paymentStatusLabel(paymentStatusOfTransactionStatus(transactionStatus))
  return page(
    base,
    "Returning to the merchant",
    html`<h1>Returning to the merchant</h1>
      <p>Payment result: <strong>${label}</strong>.</p>
      <form id="${RETURN_FORM_ID}" method="post" action="${returnUrl}">
        ${fields.map(([name, value]) => html`<input type="hidden" name="${name}" value="${value}" />`)}
        <button type="submit">Continue</button>
      </form>
      <script src="${base}/${RETURN_SCRIPT_PATH}"></script>`,
  )
}

/** process.trans refused: the error code and PayGate's description. */
export const errorPage = (base: string, code: string, description: string): Markup =>
  page(
    base,
    "Payment could not be processed",
    html`<h1>Payment could not be processed</h1>
      <p>ERROR: <code>${code}</code></p>
      <p>${description}</p>`,
  )

export const RETURN_SCRIPT = `document.getElementById(${JSON.stringify(RETURN_FORM_ID)}).submit();\n`

export const STYLESHEET = `body{font:16px/1.5 system-ui,sans-serif;margin:0;color:#1a1a1a;background:#f6f7f9}
header .banner{margin:0;padding:.5rem 1rem;background:#1f3a5f;color:#fff}
main{max-width:36rem;margin:0 auto;padding:1rem}
.summary{display:grid;grid-template-columns:auto 1fr;gap:.25rem 1rem}
.summary dt{font-weight:600}.summary dd{margin:0}
.field{margin:1rem 0}.field label{display:block;font-weight:600}
.field input{box-sizing:border-box;width:100%;max-width:24rem;padding:.5rem;font:inherit;border:2px solid #555;border-radius:4px}
.field input:focus,button:focus,a:focus{outline:3px solid #f0b400;outline-offset:2px}
.hint{margin:0;color:#444}.error{margin:0;color:#b00020;font-weight:600}
.error-summary{border:3px solid #b00020;padding:0 1rem;margin:1rem 0;background:#fff}
.actions{display:flex;gap:1rem;flex-wrap:wrap;margin:1.5rem 0}
button{font:inherit;padding:.6rem 1.2rem;border:2px solid #1f3a5f;border-radius:4px;background:#1f3a5f;color:#fff;cursor:pointer}
button.secondary{background:#fff;color:#1f3a5f}
.table-scroll{overflow-x:auto}.table-scroll:focus{outline:3px solid #f0b400;outline-offset:2px}
table{border-collapse:collapse;width:100%}th,td{text-align:left;padding:.25rem .4rem;border-bottom:1px solid #ccc}td code{white-space:nowrap}
`
