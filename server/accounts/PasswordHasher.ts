import { randomBytes } from "node:crypto"
import { type Algorithm, hash as argon2Hash, verify as argon2Verify } from "@node-rs/argon2"
import { Context, Effect, Layer, Semaphore } from "effect"
import { parseScryptHash, scryptMatches } from "./legacy-scrypt.ts"

/**
 * Memory-hard password hashing (issue 22 §3; OWASP Password Storage Cheat Sheet): argon2id with m=19 MiB, t=2, p=1,
 * through @node-rs/argon2 (Rust, shipped prebuilt inside the npm registry's packages), whose asynchronous calls run on
 * libuv's thread pool, never on the event loop. At 19 MiB a hash costs about 13 ms of one core here, where scrypt at
 * OWASP's N=2^17 (128 MiB) cost about 300 ms: sign-ins went from 3–4 a second to what the bar asks. At most
 * HASHES_AT_ONCE hashes run together, so a burst of sign-ins queues here instead of taking every core from searches.
 *
 * Stored in the PHC string format (`$argon2id$v=19$m=19456,t=2,p=1$<salt>$<hash>`): the parameters travel with the
 * hash, so raising them later makes `verify` report `needsRehash` and the next sign-in rehashes. Scrypt hashes of
 * before (legacy-scrypt.ts) still check, and a match asks for the rehash, so each member moves to argon2id at their
 * next sign-in. Passwords are NFC-normalised first (one password, however the keyboard composed "é"). The password
 * itself is never stored, logged or put in an error.
 */

export interface Argon2Parameters {
  readonly memoryKiB: number
  readonly passes: number
  readonly lanes: number
}

/** OWASP's first argon2id choice: m=19 MiB, t=2, p=1. */
export const OWASP_ARGON2ID: Argon2Parameters = { memoryKiB: 19 * 1024, passes: 2, lanes: 1 }

/** Hashes running at once; the rest wait their turn (the thread pool has 4 threads by default, the machine 2 cores). */
export const HASHES_AT_ONCE = 2

const ARGON2ID_PREFIX = "$argon2id$v=19$"
const PHC_PARAMETERS = /^\$argon2id\$v=19\$m=(\d{1,10}),t=(\d{1,10}),p=(\d{1,3})\$[A-Za-z0-9+/]{11,}\$[A-Za-z0-9+/]{16,}$/

/** The parameters of a stored argon2id hash; undefined when it is not one. */
export const parseArgon2Parameters = (stored: string): Argon2Parameters | undefined => {
  const match = PHC_PARAMETERS.exec(stored)
  if (match === null) return undefined
  const [memoryKiB, passes, lanes] = match.slice(1, 4).map(Number) as [number, number, number]
  return { memoryKiB, passes, lanes }
}

const weakerThan = (stored: Argon2Parameters, wanted: Argon2Parameters): boolean =>
  stored.memoryKiB < wanted.memoryKiB || stored.passes < wanted.passes || stored.lanes < wanted.lanes

/** `Algorithm.Argon2id`: the package declares its algorithms as a const enum, which this build cannot read. */
const ARGON2ID = 2 as Algorithm

const optionsOf = (parameters: Argon2Parameters) => ({
  algorithm: ARGON2ID,
  memoryCost: parameters.memoryKiB,
  timeCost: parameters.passes,
  parallelism: parameters.lanes,
})

export interface PasswordCheck {
  readonly matches: boolean
  /** The hash is scrypt, or argon2id with weaker parameters than the current ones: store a new one. */
  readonly needsRehash: boolean
}

const NO_MATCH: PasswordCheck = { matches: false, needsRehash: false }

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
  /** Production uses OWASP_ARGON2ID; tests pass cheaper parameters (and raise them to test rehashing). */
  static readonly layer = (parameters: Argon2Parameters = OWASP_ARGON2ID): Layer.Layer<PasswordHasher> =>
    Layer.effect(
      PasswordHasher,
      Effect.gen(function* () {
        const turns = yield* Semaphore.make(HASHES_AT_ONCE)
        const inTurn = <A>(work: () => Promise<A>) => turns.withPermit(Effect.promise(work))
        const options = optionsOf(parameters)
        const hashNow = (password: string) => argon2Hash(password.normalize("NFC"), options)
        // A hash of random bytes at today's parameters: what a sign-in naming nobody is checked against.
        const nobody = yield* inTurn(() => hashNow(randomBytes(16).toString("base64url")))

        const hash = (password: string) => inTurn(() => hashNow(password))

        const verifyArgon2 = (password: string, stored: string, storedWith: Argon2Parameters) =>
          inTurn(() => argon2Verify(stored, password.normalize("NFC")).catch(() => false)).pipe(
            Effect.map((matches): PasswordCheck => ({ matches, needsRehash: matches && weakerThan(storedWith, parameters) })),
          )

        const verify = (password: string, stored: string) => {
          const storedWith = stored.startsWith(ARGON2ID_PREFIX) ? parseArgon2Parameters(stored) : undefined
          if (storedWith !== undefined) return verifyArgon2(password, stored, storedWith)
          const legacy = parseScryptHash(stored)
          if (legacy === undefined) return Effect.succeed(NO_MATCH)
          return inTurn(() => scryptMatches(password, legacy).catch(() => false)).pipe(Effect.map((matches): PasswordCheck => ({ matches, needsRehash: matches })))
        }

        const verifyNothing = (password: string) => Effect.asVoid(verifyArgon2(password, nobody, parameters))

        return PasswordHasher.of({ hash, verify, verifyNothing })
      }),
    )
}
