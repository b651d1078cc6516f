import { createCipheriv, createDecipheriv, createHash, createHmac, hkdfSync, randomBytes } from "node:crypto"

/**
 * Keys and tokens of the accounts slice. Throttling keys are keyed hashes (HMAC-SHA-256 with the
 * server secret), so the database holds no e-mail or address for them. Tokens are 256 random bits,
 * stored as their SHA-256: the database never holds a usable token.
 */

/** A keyed hash of `value` for `purpose` (e-mails are compared lower-cased). */
export const keyOf = (secret: string, purpose: string, value: string): string =>
  `k1$${createHmac("sha256", secret).update(`${purpose}:${value}`, "utf8").digest("hex").slice(0, 40)}`

/** A new bearer or refresh token: 32 random bytes, base64url. */
export const newToken = (): string => randomBytes(32).toString("base64url")

/** The stored form of a token. */
export const tokenHash = (token: string): string => createHash("sha256").update(token, "utf8").digest("hex")

/** E-mails are unique ignoring case: stored and compared lower-cased. */
export const normaliseEmail = (email: string): string => email.trim().toLowerCase()

const SEAL_IV_BYTES = 12
const SEAL_TAG_BYTES = 16

/** A key only `token` gives: the database, holding the token's SHA-256 only, cannot make it. */
const sealKeyOf = (token: string, purpose: string): Buffer => Buffer.from(hkdfSync("sha256", token, "", purpose, 32))

/** `text` encrypted (AES-256-GCM) with a key derived from `token`, so only a holder of the token can read it. */
export const sealWith = (token: string, purpose: string, text: string): string => {
  const iv = randomBytes(SEAL_IV_BYTES)
  const cipher = createCipheriv("aes-256-gcm", sealKeyOf(token, purpose), iv)
  const sealed = Buffer.concat([cipher.update(text, "utf8"), cipher.final()])
  return Buffer.concat([iv, sealed, cipher.getAuthTag()]).toString("base64url")
}

/** What sealWith sealed with `token`; undefined when `sealed` was not sealed with it (or was altered). */
export const openWith = (token: string, purpose: string, sealed: string): string | undefined => {
  const bytes = Buffer.from(sealed, "base64url")
  if (bytes.length < SEAL_IV_BYTES + SEAL_TAG_BYTES) return undefined
  try {
    const decipher = createDecipheriv("aes-256-gcm", sealKeyOf(token, purpose), bytes.subarray(0, SEAL_IV_BYTES))
    decipher.setAuthTag(bytes.subarray(bytes.length - SEAL_TAG_BYTES))
    return Buffer.concat([decipher.update(bytes.subarray(SEAL_IV_BYTES, bytes.length - SEAL_TAG_BYTES)), decipher.final()]).toString("utf8")
  } catch {
    return undefined
  }
}
