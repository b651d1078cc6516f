import { Effect } from "effect"
import { describe, expect, it } from "vitest"
import { type Argon2Parameters, OWASP_ARGON2ID, parseArgon2Parameters, PasswordHasher } from "./PasswordHasher.ts"
import { legacyScryptHash } from "./testing/legacy-hashes.ts"

const run = <A>(parameters: Argon2Parameters, use: (hasher: PasswordHasher["Service"]) => Effect.Effect<A>) =>
  Effect.runPromise(PasswordHasher.use(use).pipe(Effect.provide(PasswordHasher.layer(parameters))))

const CHEAP: Argon2Parameters = { memoryKiB: 256, passes: 1, lanes: 1 }
const PASSWORD = "Sunny-Stay-2030"

describe("PasswordHasher", () => {
  it("hashes with argon2id at OWASP's parameters (m=19 MiB, t=2, p=1) by default, and the hash checks", async () => {
    const stored = await run(OWASP_ARGON2ID, (hasher) => hasher.hash(PASSWORD))
    expect(stored.startsWith("$argon2id$v=19$m=19456,t=2,p=1$")).toBe(true)
    expect(parseArgon2Parameters(stored)).toEqual({ memoryKiB: 19 * 1024, passes: 2, lanes: 1 })
    expect(stored).not.toContain(PASSWORD)
    expect(await run(OWASP_ARGON2ID, (hasher) => hasher.verify(PASSWORD, stored))).toEqual({ matches: true, needsRehash: false })
  })

  it("salts every hash, and a wrong password does not match", async () => {
    const [first, second] = await run(CHEAP, (hasher) => Effect.all([hasher.hash(PASSWORD), hasher.hash(PASSWORD)]))
    expect(first).not.toBe(second)
    expect(await run(CHEAP, (hasher) => hasher.verify("Sunny-Stay-2031", first!))).toEqual({ matches: false, needsRehash: false })
  })

  it("reads a password the same whichever Unicode form it was typed in", async () => {
    const composed = "Caf\u00e9-Stay-2030"
    const decomposed = "Cafe\u0301-Stay-2030"
    const stored = await run(CHEAP, (hasher) => hasher.hash(composed))
    expect(await run(CHEAP, (hasher) => hasher.verify(decomposed, stored))).toEqual({ matches: true, needsRehash: false })
  })

  it("asks for a rehash when the parameters have risen, only for the right password", async () => {
    const old = await run(CHEAP, (hasher) => hasher.hash(PASSWORD))
    for (const stronger of [{ ...CHEAP, memoryKiB: 512 }, { ...CHEAP, passes: 2 }, { ...CHEAP, lanes: 2 }]) {
      expect(await run(stronger, (hasher) => hasher.verify(PASSWORD, old))).toEqual({ matches: true, needsRehash: true })
      expect(await run(stronger, (hasher) => hasher.verify("wrong", old))).toEqual({ matches: false, needsRehash: false })
    }
  })

  it("checks a scrypt hash of before argon2id, and asks for it to be replaced when it matches", async () => {
    const legacy = legacyScryptHash(PASSWORD, { logN: 10, r: 8, p: 1 })
    expect(await run(CHEAP, (hasher) => hasher.verify(PASSWORD, legacy))).toEqual({ matches: true, needsRehash: true })
    expect(await run(CHEAP, (hasher) => hasher.verify("Sunny-Stay-2031", legacy))).toEqual({ matches: false, needsRehash: false })
  })

  it("matches nothing against a hash it cannot read", async () => {
    const unreadable = ["", "plain-text", "scrypt$99$8$1$AA$AA", "md5$abc", "$argon2id$v=19$m=256,t=1,p=1$", "$argon2id$nonsense", "$argon2i$v=19$m=256,t=1,p=1$c2FsdHNhbHQ$aGFzaA"]
    for (const stored of unreadable) {
      expect(await run(CHEAP, (hasher) => hasher.verify(PASSWORD, stored))).toEqual({ matches: false, needsRehash: false })
    }
  })

  it("does not block the event loop while hashing", async () => {
    let ticks = 0
    const timer = setInterval(() => (ticks += 1), 1)
    await run(OWASP_ARGON2ID, (hasher) => Effect.all([hasher.hash(PASSWORD), hasher.hash(PASSWORD), hasher.verifyNothing(PASSWORD)]))
    clearInterval(timer)
    expect(ticks).toBeGreaterThan(0)
  })
})
