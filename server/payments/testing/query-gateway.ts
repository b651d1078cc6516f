import { checksumMatches, type PayWeb3Fields, QUERY_REQUEST_ORDER, signed, TRANSACTION_RESULT_ORDER } from "../payweb3/checksum.ts"
import { decodeForm, encodeForm, FORM_CONTENT_TYPE } from "../payweb3/form.ts"
import { TEST_MERCHANT } from "../simulator/payweb3-simulator.ts"

/**
 * Test support: a PayWeb3 gateway whose query.trans answers what the test decides, to pass as a PayWeb3Client's
 * `fetch`. It answers a payment's result fields signed with the merchant's key, as the gateway signs them, or a
 * Response of the test's own (an ERROR code, an HTTP failure, a forged body, a network failure by throwing); a
 * request it was told nothing about, or a query with a bad checksum, gets PayWeb3's ERROR answer. It counts the
 * queries it was asked, so a test can show a request was refused before the gateway was troubled.
 */

export type GatewayAnswer = PayWeb3Fields | (() => Response | Promise<Response>)

export interface QueryGateway {
  readonly fetch: typeof globalThis.fetch
  /** What query.trans answers for `payRequestId` from now on. */
  readonly answer: (payRequestId: string, answer: GatewayAnswer) => void
  /** How many query.trans calls it has had. */
  readonly queries: () => number
}

const formResponse = (entries: ReadonlyArray<readonly [string, string]>): Response =>
  new Response(encodeForm(entries), { headers: { "content-type": FORM_CONTENT_TYPE } })

export const queryGateway = (merchant: { readonly key: string } = TEST_MERCHANT): QueryGateway => {
  const answers = new Map<string, GatewayAnswer>()
  let queries = 0
  const fetch = async (input: string | URL | Request, init?: RequestInit): Promise<Response> => {
    const url = input instanceof Request ? input.url : String(input)
    if (!url.endsWith("/query.trans")) return new Response("not found", { status: 404 })
    queries += 1
    const asked = decodeForm(typeof init?.body === "string" ? init.body : "")
    if (!checksumMatches(asked, QUERY_REQUEST_ORDER, merchant.key)) return formResponse([["ERROR", "DATA_CHK"]])
    const answer = answers.get(asked["PAY_REQUEST_ID"] ?? "")
    if (answer === undefined) return formResponse([["ERROR", "NO_TRANS_DATA"]])
    return typeof answer === "function" ? answer() : formResponse(signed(answer, TRANSACTION_RESULT_ORDER, merchant.key))
  }
  return {
    fetch: fetch as typeof globalThis.fetch,
    answer: (payRequestId, answer) => void answers.set(payRequestId, answer),
    queries: () => queries,
  }
}
