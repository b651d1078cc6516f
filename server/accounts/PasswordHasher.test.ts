import { Effect } from "effect"
import { describe, expect, it } from "vitest"
import { OWASP_SCRYPT, parseHash, PasswordHasher, type ScryptParameters } from "./PasswordHasher.ts"

const run = <A>(parameters: ScryptParameters, use: (hasher: PasswordHasher["Service"]) => Effect.Effect<A>) =>
  Effect.runPromise(PasswordHasher.use(use).pipe(Effect.provide(PasswordHasher.layer(parameters))))

const CHEAP: ScryptParameters = { logN: 10, r: 8, p: 1 }
const PASSWORD = "Sunny-Stay-2030"

describe("PasswordHasher", () => {
  it("hashes at OWASP's scrypt parameters (N=2^17, r=8, p=1) by default, and the hash checks", async () => {
    const stored = await run(OWASP_SCRYPT, (hasher) => hasher.hash(PASSWORD))
    expect(parseHash(stored)?.parameters).toEqual({ logN: 17, r: 8, p: 1 })
    expect(stored).not.toContain(PASSWORD)
    expect(await run(OWASP_SCRYPT, (hasher) => hasher.verify(PASSWORD, stored))).toEqual({ matches: true, needsRehash: false })
  }, 30_000)

  it("salts every hash, and a wrong password does not match", async () => {
    const [first, second] = await run(CHEAP, (hasher) => Effect.all([hasher.hash(PASSWORD), hasher.hash(PASSWORD)]))
    expect(first).not.toBe(second)
    expect(await run(CHEAP, (hasher) => hasher.verify("Sunny-Stay-2031", first!))).toEqual({ matches: false, needsRehash: false })
  })

  it("asks for a rehash when the parameters have risen, only for the right password", async () => {
    const old = await run(CHEAP, (hasher) => hasher.hash(PASSWORD))
    const stronger: ScryptParameters = { ...CHEAP, logN: 11 }
    expect(await run(stronger, (hasher) => hasher.verify(PASSWORD, old))).toEqual({ matches: true, needsRehash: true })
    expect(await run(stronger, (hasher) => hasher.verify("wrong", old))).toEqual({ matches: false, needsRehash: false })
  })

  it("matches nothing against a hash it cannot read", async () => {
    for (const stored of ["", "plain-text", "scrypt$99$8$1$AA$AA", "md5$abc"]) {
      expect(await run(CHEAP, (hasher) => hasher.verify(PASSWORD, stored))).toEqual({ matches: false, needsRehash: false })
    }
  })

  it("does not block the event loop while hashing", async () => {
    let ticks = 0
    const timer = setInterval(() => (ticks += 1), 5)
    await run(OWASP_SCRYPT, (hasher) => hasher.hash(PASSWORD))
    clearInterval(timer)
    expect(ticks).toBeGreaterThan(0)
  }, 30_000)
})
