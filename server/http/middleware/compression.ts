import { brotliCompressSync, constants, gzipSync } from "node:zlib"
import type { MiddlewareHandler } from "hono"
import { requestHeader } from "../node-bindings.ts"
import type { AppEnv } from "../runtime.ts"

/** Below this an answer goes as it is: compressing it would save less than a packet. */
export const MIN_COMPRESSED_BYTES = 1024
/** Text answers worth compressing (JSON, the drawn SVG pictures, HTML, CSS, scripts). */
const COMPRESSIBLE = /^(?:application\/(?:json|javascript)|image\/svg\+xml|text\/)/i
/**
 * Middling levels: a hotel search answer (about 35 KB) compresses to a fifth of its size in well under a
 * millisecond; the highest levels would cost several times that for a few per cent more.
 */
const BROTLI_QUALITY = 4
const GZIP_LEVEL = 6

type Encoding = "br" | "gzip"

/** The encoding to answer in, from Accept-Encoding: brotli, else gzip, else none (a `;q=0` refuses one). */
export const chosenEncoding = (acceptEncoding: string | undefined): Encoding | undefined => {
  if (acceptEncoding === undefined) return undefined
  const accepted = new Set(
    acceptEncoding
      .split(",")
      .map((part) => part.trim().toLowerCase())
      .filter((part) => !/;\s*q=0(?:\.0*)?$/.test(part))
      .map((part) => part.split(";")[0]!.trim()),
  )
  if (accepted.has("br")) return "br"
  if (accepted.has("gzip") || accepted.has("*")) return "gzip"
  return undefined
}

const compress = (body: Uint8Array, encoding: Encoding): Uint8Array =>
  encoding === "br"
    ? brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: body.byteLength } })
    : gzipSync(body, { level: GZIP_LEVEL })

/**
 * QUALITY.md ("fast on a phone"): the API's JSON and the drawn pictures go compressed to a browser that accepts it,
 * as the built site's files already do (those are compressed once at build time and keep their own encoding). A
 * client that asks for no encoding (a load test, curl) gets the answer as it is, at the cost of reading one header.
 */
export const compression = (): MiddlewareHandler<AppEnv> =>
  async function compression(c, next) {
    await next()
    if (c.req.method === "HEAD") return
    const encoding = chosenEncoding(requestHeader(c, "accept-encoding"))
    if (encoding === undefined) return
    const response = c.res
    if (response.body === null || response.status === 204 || response.status === 304) return
    if (response.headers.has("content-encoding") || !COMPRESSIBLE.test(response.headers.get("content-type") ?? "")) return
    const body = new Uint8Array(await response.clone().arrayBuffer())
    if (body.byteLength < MIN_COMPRESSED_BYTES) return
    const headers = new Headers(response.headers)
    headers.set("content-encoding", encoding)
    headers.delete("content-length")
    const vary = headers.get("vary")
    if (vary === null) headers.set("vary", "Accept-Encoding")
    else if (!/\baccept-encoding\b/i.test(vary)) headers.set("vary", `${vary}, Accept-Encoding`)
    c.res = undefined
    c.res = new Response(compress(body, encoding), { status: response.status, headers })
  }
