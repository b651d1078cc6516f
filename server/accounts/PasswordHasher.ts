import { randomBytes, scrypt, timingSafeEqual } from "node:crypto"
import { Context, Effect, Layer, Semaphore } from "effect"

/**
 * Memory-hard password hashing (issue 14; OWASP Password Storage Cheat Sheet): scrypt with N=2^17,
 * r=8, p=1 (128 MiB per hash), through node's asynchronous `crypto.scrypt`, which runs on libuv's
 * thread pool, never on the event loop. At most HASHES_AT_ONCE hashes run together, so a burst of
 * sign-ins queues here instead of taking every pool thread and all the memory from searches.
 *
 * Stored as `scrypt$<log2 N>$<r>$<p>$<salt b64url>$<hash b64url>`: the parameters travel with the
 * hash, so raising them later makes `verify` report `needsRehash` and the next sign-in rehashes.
 * The password itself is never stored, logged or put in an error.
 */

export interface ScryptParameters {
  /** log2 of the CPU/memory cost N. */
  readonly logN: number
  readonly r: number
  readonly p: number
}

/** OWASP's current minimum for scrypt. */
export const OWASP_SCRYPT: ScryptParameters = { logN: 17, r: 8, p: 1 }

/** Hashes running at once; the rest wait their turn (the thread pool has 4 threads by default). */
export const HASHES_AT_ONCE = 2

const KEY_LENGTH = 32
const SALT_BYTES = 16
const SCHEME = "scrypt"

/** scrypt needs 128 * N * r bytes; node's default cap (32 MiB) is below OWASP's parameters. */
const maxmemFor = ({ logN, r }: ScryptParameters): number => 128 * 2 ** logN * r * 2

const derive = (password: string, salt: Buffer, parameters: ScryptParameters): Promise<Buffer> =>
  new Promise((resolve, reject) =>
    scrypt(
      password.normalize("NFC"),
      salt,
      KEY_LENGTH,
      { N: 2 ** parameters.logN, r: parameters.r, p: parameters.p, maxmem: maxmemFor(parameters) },
      (error, key) => (error === null ? resolve(key) : reject(new Error("scrypt failed", { cause: (error as NodeJS.ErrnoException).code }))),
    ),
  )

interface ParsedHash {
  readonly parameters: ScryptParameters
  readonly salt: Buffer
  readonly key: Buffer
}

/** Reads a stored hash; undefined when it is not one of ours (then nothing matches it). */
export const parseHash = (stored: string): ParsedHash | undefined => {
  const parts = stored.split("$")
  if (parts.length !== 6 || parts[0] !== SCHEME) return undefined
  const [logN, r, p] = parts.slice(1, 4).map(Number) as [number, number, number]
  if (![logN, r, p].every((n) => Number.isInteger(n) && n >= 1 && n <= 32)) return undefined
  return { parameters: { logN, r, p }, salt: Buffer.from(parts[4]!, "base64url"), key: Buffer.from(parts[5]!, "base64url") }
}

const weakerThan = (stored: ScryptParameters, wanted: ScryptParameters): boolean =>
  stored.logN < wanted.logN || stored.r < wanted.r || stored.p < wanted.p

export interface PasswordCheck {
  readonly matches: boolean
  /** The hash was made with weaker parameters than the current ones: store a new one. */
  readonly needsRehash: boolean
}

export interface PasswordHasherShape {
  readonly hash: (password: string) => Effect.Effect<string>
  readonly verify: (password: string, stored: string) => Effect.Effect<PasswordCheck>
  /**
   * Spends the time a real check would, for a sign-in naming no account, so the answer's timing does
   * not tell whether an e-mail is registered.
   */
  readonly verifyNothing: (password: string) => Effect.Effect<void>
}

export class PasswordHasher extends Context.Service<PasswordHasher, PasswordHasherShape>()("hotel/server/PasswordHasher") {
  /** Production uses OWASP_SCRYPT; tests pass cheaper parameters (and raise them to test rehashing). */
  static readonly layer = (parameters: ScryptParameters = OWASP_SCRYPT): Layer.Layer<PasswordHasher> =>
    Layer.effect(
      PasswordHasher,
      Effect.gen(function* () {
        const turns = yield* Semaphore.make(HASHES_AT_ONCE)
        const run = (password: string, salt: Buffer, with_: ScryptParameters) => turns.withPermit(Effect.promise(() => derive(password, salt, with_)))
        const dummySalt = randomBytes(SALT_BYTES)

        const hash = (password: string) =>
          Effect.gen(function* () {
            const salt = randomBytes(SALT_BYTES)
            const key = yield* run(password, salt, parameters)
            return [SCHEME, parameters.logN, parameters.r, parameters.p, salt.toString("base64url"), key.toString("base64url")].join("$")
          })

        const verify = (password: string, stored: string) =>
          Effect.gen(function* () {
            const parsed = parseHash(stored)
            if (parsed === undefined) return { matches: false, needsRehash: false }
            const key = yield* run(password, parsed.salt, parsed.parameters)
            const matches = key.length === parsed.key.length && timingSafeEqual(key, parsed.key)
            return { matches, needsRehash: matches && weakerThan(parsed.parameters, parameters) }
          })

        const verifyNothing = (password: string) => Effect.asVoid(run(password, dummySalt, parameters))

        return PasswordHasher.of({ hash, verify, verifyNothing })
      }),
    )
}
