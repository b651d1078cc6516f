import { Effect, Schema } from "effect"
import type { HttpError } from "../../core/http/http-error.ts"
import { type HttpClient, type HttpRequest, invalidRequest, malformedAnswer } from "./client.ts"

/**
 * One call as the API modules declare it: the request is encoded with its contract Schema (so the
 * client sends only what the server accepts, with every message the server would give) and the answer
 * decoded with its contract Schema (so a drifting server is caught here, as a normalised error).
 */


/** Encodes `value` with `schema`; a value the contract refuses fails as a 422 with its field errors. */
export const encodeWith = <S extends Schema.Top & { readonly EncodingServices: never }>(schema: S) => {
  const encode = Schema.encodeUnknownEffect(schema, { errors: "all" })
  return (value: S["Type"]): Effect.Effect<S["Encoded"], HttpError> =>
    encode(value).pipe(Effect.mapError((error) => invalidRequest(error.issue)))
}

/** Decodes an answer from `path` with `schema`; a mismatch is logged and fails as the generic error. */
export const decodeWith = <S extends Schema.Top & { readonly DecodingServices: never }>(schema: S) => {
  const decode = Schema.decodeUnknownEffect(schema)
  return (path: string, answer: unknown): Effect.Effect<S["Type"], HttpError> =>
    decode(answer).pipe(Effect.catch((error) => malformedAnswer(path, error.issue)))
}

/** Sends `request` and decodes its answer with `answer`. */
export const exchange = <A>(http: HttpClient, request: HttpRequest, answer: (path: string, body: unknown) => Effect.Effect<A, HttpError>) =>
  http.request(request).pipe(Effect.flatMap((body) => answer(request.path, body)))

