import { createHash, createHmac, randomBytes } from "node:crypto"

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
