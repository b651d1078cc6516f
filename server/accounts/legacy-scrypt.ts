import { scrypt, timingSafeEqual } from "node:crypto"

/**
 * The scrypt hashes stored before argon2id (issue 14, then issue 22 §3): `scrypt$<log2 N>$<r>$<p>$<salt b64url>$<hash b64url>`.
 * They are only checked now, through node's asynchronous `crypto.scrypt` (libuv's thread pool, never the event loop),
 * and a match is replaced by an argon2id hash on that sign-in (PasswordHasher).
 */

export interface ScryptParameters {
  /** log2 of the CPU/memory cost N. */
  readonly logN: number
  readonly r: number
  readonly p: number
}

const SCHEME = "scrypt"
const KEY_LENGTH = 32

interface ScryptHash {
  readonly parameters: ScryptParameters
  readonly salt: Buffer
  readonly key: Buffer
}

/** scrypt needs 128 * N * r bytes; node's default cap (32 MiB) is below the parameters we used (N=2^17). */
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

/** Reads a stored scrypt hash; undefined when it is not one (then nothing matches it). */
export const parseScryptHash = (stored: string): ScryptHash | undefined => {
  const parts = stored.split("$")
  if (parts.length !== 6 || parts[0] !== SCHEME) return undefined
  const [logN, r, p] = parts.slice(1, 4).map(Number) as [number, number, number]
  if (![logN, r, p].every((n) => Number.isInteger(n) && n >= 1 && n <= 32)) return undefined
  return { parameters: { logN, r, p }, salt: Buffer.from(parts[4]!, "base64url"), key: Buffer.from(parts[5]!, "base64url") }
}

/** Whether `password` is the one `stored` was made from, in constant time. */
export const scryptMatches = async (password: string, stored: ScryptHash): Promise<boolean> => {
  const key = await derive(password, stored.salt, stored.parameters)
  return key.length === stored.key.length && timingSafeEqual(key, stored.key)
}
