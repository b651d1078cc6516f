import { Cause, Effect, Exit, Layer, ManagedRuntime, Result, Schema } from "effect"
import type { Context } from "hono"
import { type FieldErrors, MALFORMED_JSON, UNSUPPORTED_CHARSET, UNSUPPORTED_MEDIA_TYPE, validationErrorBody } from "../../contracts/api/errors.ts"
import {
  BadRequestProblem,
  type HttpProblem,
  isHttpProblem,
  problemResponse,
  UnsupportedMediaTypeProblem,
  ValidationProblem,
} from "./problem.ts"
import type { TrustedProxies } from "./client-address.ts"
import { requestHeader } from "./node-bindings.ts"

/**
 * How a Hono handler runs an Effect program: one ManagedRuntime, built once from the app's Layer,
 * runs every request (services are built once and shared, as the Effect + Hono guide does). A program
 * answers a Response; its expected failures must be problem errors (problem.ts), so a route maps its
 * services' tagged errors to problems explicitly (`Effect.catchTags`). Anything else, a defect, is
 * thrown to the app's error handler, which logs it and answers 500 `{ "message": "Something went wrong" }`.
 */

/** What every handler can read from the Hono context (set by the middleware in app.ts). */
export interface AppVariables {
  /** This request's id: the caller's sane `X-Request-Id` or a fresh uuid; echoed on the response. */
  readonly requestId: string
  /** Set by `cspNonce(c)` when a page needs inline `<style>`/`<script>`; the CSP header then allows it. */
  readonly cspNonce: string | undefined
  /** The proxies whose X-Forwarded-For names the client (TRUSTED_PROXIES; unset when none): read by `clientAddress(c)`. */
  readonly trustedProxies: TrustedProxies | undefined
  /** Who the request speaks for: set by `authentication(http)` (member.ts) on the routes that read it, else unset. */
  readonly member: RequestMember | undefined
}

/** The member an access token speaks for. */
export interface Member {
  readonly accountId: number
  readonly sessionId: string
}

/** What the middleware put on the request: whether it sent an Authorization header, and the member its token names. */
export interface RequestMember {
  readonly sent: boolean
  readonly member: Member | undefined
}

export interface AppEnv {
  readonly Variables: AppVariables
}

export type AppContext = Context<AppEnv>

export interface HttpRuntime<R> {
  /** Runs `program` with the app's services and answers its Response, or the problem it failed with. */
  readonly respond: <E extends HttpProblem>(c: AppContext, program: Effect.Effect<Response, E, R>) => Promise<Response>
  /** Runs a middleware's `program` with the app's services; a defect is thrown to the app's error handler, as `respond` does. */
  readonly run: <A>(c: AppContext, program: Effect.Effect<A, never, R>) => Promise<A>
  readonly runtime: ManagedRuntime.ManagedRuntime<R, unknown>
  /** Releases the services' resources (shutdown, end of a test). */
  readonly dispose: () => Promise<void>
}

export interface HttpRuntimeOptions {
  /**
   * Where `Effect.log*` goes (log.ts `effectLoggerLayer`; tests: testing/logs.ts). Required: a layer that only
   * provided a logger to the services' construction would leave requests on Effect's default console logger,
   * which is neither JSON nor redacted.
   */
  readonly logger: Layer.Layer<never>
  readonly memoMap?: Layer.MemoMap
}

export const makeHttpRuntime = <R, ER>(layer: Layer.Layer<R, ER>, { logger, memoMap }: HttpRuntimeOptions): HttpRuntime<R> => {
  // provideMerge: the logger serves the layer's construction (and the fibers it forks) and stays in the
  // runtime's context, so every request's program logs through it too.
  const runtime = ManagedRuntime.make(layer.pipe(Layer.provideMerge(logger)), { memoMap })
  const annotated = <A, E>(c: AppContext, program: Effect.Effect<A, E, R>) =>
    runtime.runPromiseExit(program.pipe(Effect.annotateLogs({ request_id: c.get("requestId") })))
  const thrown = (cause: Cause.Cause<unknown>): Error => {
    // Hono hands only Errors to the app's error handler: wrap anything else so it still gets a 500.
    const defect = Cause.squash(cause)
    return defect instanceof Error ? defect : new Error(`Defect: ${String(defect)}`, { cause: defect })
  }
  const run = async <A>(c: AppContext, program: Effect.Effect<A, never, R>): Promise<A> => {
    const exit = await annotated(c, program)
    if (Exit.isSuccess(exit)) return exit.value
    throw thrown(exit.cause)
  }
  const respond = async <E extends HttpProblem>(c: AppContext, program: Effect.Effect<Response, E, R>): Promise<Response> => {
    // No abort signal: a client hanging up must not interrupt a payment or booking half-way.
    const exit = await annotated(c, program)
    if (Exit.isSuccess(exit)) return exit.value
    const error = Cause.findError(exit.cause)
    if (Result.isSuccess(error) && isHttpProblem(error.success)) return problemResponse(c, error.success)
    throw thrown(exit.cause)
  }
  return { respond, run, runtime, dispose: () => runtime.dispose() }
}

/** `application/json` or a `+json` type, parameters (charset) allowed. */
export const isJsonMediaType = (contentType: string | undefined): boolean => {
  const type = (contentType ?? "").split(";")[0]!.trim().toLowerCase()
  return type === "application/json" || /^application\/[a-z0-9.+-]+\+json$/.test(type)
}

/**
 * Whether a Content-Type names a charset other than UTF-8 (`charset=utf-16`, `charset="latin1"`, any case).
 * JSON between systems is UTF-8 (RFC 8259 §8.1) and the body is read as UTF-8: another charset would be misread,
 * so it is refused instead. No charset at all is UTF-8.
 */
export const namesOtherCharset = (contentType: string): boolean => {
  if (!contentType.includes(";")) return false
  for (const parameter of contentType.split(";").slice(1)) {
    const equals = parameter.indexOf("=")
    if ((equals === -1 ? parameter : parameter.slice(0, equals)).trim().toLowerCase() !== "charset") continue
    const value = equals === -1 ? "" : parameter.slice(equals + 1).trim().replace(/^"(.*)"$/, "$1").trim().toLowerCase()
    if (value !== "utf-8") return true
  }
  return false
}

/**
 * The body as JSON: 415 unless it is sent as JSON (which also keeps plain HTML forms of other sites
 * from posting to the API) in UTF-8, 400 when it does not parse. Never a 500 for what a client sends.
 */
export const readJsonBody = (c: Context): Effect.Effect<unknown, BadRequestProblem | UnsupportedMediaTypeProblem> => {
  const contentType = requestHeader(c, "Content-Type")
  if (!isJsonMediaType(contentType)) return Effect.fail(new UnsupportedMediaTypeProblem({ message: UNSUPPORTED_MEDIA_TYPE }))
  if (namesOtherCharset(contentType!)) return Effect.fail(new UnsupportedMediaTypeProblem({ message: UNSUPPORTED_CHARSET }))
  return Effect.tryPromise({
    try: () => c.req.text(),
    catch: () => new BadRequestProblem({ message: MALFORMED_JSON }),
  }).pipe(
    Effect.flatMap((text) =>
      Effect.try({
        try: (): unknown => JSON.parse(text),
        catch: () => new BadRequestProblem({ message: MALFORMED_JSON }),
      }),
    ),
  )
}

type DecodableSchema = Schema.Top & { readonly DecodingServices: never }

const decodeAll = <S extends DecodableSchema>(schema: S) => {
  const decode = Schema.decodeUnknownResult(schema)
  return (input: unknown): Result.Result<S["Type"], FieldErrors> => {
    const decoded = decode(input, { errors: "all" })
    return Result.isSuccess(decoded) ? Result.succeed(decoded.success) : Result.fail(validationErrorBody(decoded.failure.issue).errors)
  }
}

const orValidationProblem = <A>(result: Result.Result<A, FieldErrors>): Effect.Effect<A, ValidationProblem> =>
  Result.isSuccess(result) ? Effect.succeed(result.success) : Effect.fail(new ValidationProblem({ errors: result.failure }))

/**
 * A decoder of JSON request bodies, built once per schema at module level:
 * `const decodeReservation = jsonBodyDecoder(ReservationRequest)`, then `yield* decodeReservation(c)`.
 * Not sent as JSON → 415; not JSON → 400; JSON that breaks the schema → 422 with every message per
 * field (keys are paths from the body's root, as contracts/api/errors.ts says).
 */
export const jsonBodyDecoder = <S extends DecodableSchema>(
  schema: S,
  /** A cheaper decoding of the usual body that answers what the Schema would, or undefined to let the Schema decide. */
  fastPath?: (body: unknown) => S["Type"] | undefined,
) => {
  const decode = decodeAll(schema)
  return (c: Context): Effect.Effect<S["Type"], BadRequestProblem | UnsupportedMediaTypeProblem | ValidationProblem> =>
    readJsonBody(c).pipe(
      Effect.flatMap((body) => {
        const fast = fastPath?.(body)
        return fast === undefined ? orValidationProblem(decode(body)) : Effect.succeed(fast)
      }),
    )
}

/** A decoder of the query string (each key's first value, as strings) → 422 when it breaks the schema. */
export const queryDecoder = <S extends DecodableSchema>(schema: S) => {
  const decode = decodeAll(schema)
  return (c: Context): Effect.Effect<S["Type"], ValidationProblem> => Effect.suspend(() => orValidationProblem(decode(c.req.query())))
}

/** A decoder of one path parameter (e.g. a booking id) → 422 keyed by the parameter's name. */
export const paramDecoder = <S extends DecodableSchema>(name: string, schema: S) => {
  const decode = decodeAll(schema)
  return (c: Context): Effect.Effect<S["Type"], ValidationProblem> =>
    Effect.suspend(() => {
      const result = decode(c.req.param(name))
      return Result.isSuccess(result)
        ? Effect.succeed(result.success)
        : Effect.fail(new ValidationProblem({ errors: { [name]: Object.values(result.failure).flat() } }))
    })
}

/**
 * An answer encoder, built once per schema: `const answerBooking = jsonAnswer(BookingResponse)`, then
 * `return yield* answerBooking(c, booking)`. Encoding failure is our bug, so it is a defect (500).
 */
export const jsonAnswer = <S extends Schema.Top & { readonly EncodingServices: never }>(schema: S) => {
  const encode = Schema.encodeUnknownEffect(schema)
  return (c: Context, value: S["Type"], status: 200 | 201 | 202 = 200): Effect.Effect<Response> =>
    encode(value).pipe(
      Effect.orDie,
      Effect.map((encoded) => c.json(encoded as never, status)),
    )
}
