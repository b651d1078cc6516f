import { randomBytes, scryptSync } from "node:crypto"
import type { ScryptParameters } from "../legacy-scrypt.ts"

/** A password hash as members who signed up before argon2id have it (written here independently of its reader). */
export const legacyScryptHash = (password: string, { logN, r, p }: ScryptParameters): string => {
  const salt = randomBytes(16)
  const key = scryptSync(password.normalize("NFC"), salt, 32, { N: 2 ** logN, r, p, maxmem: 256 * 2 ** logN * r })
  return ["scrypt", logN, r, p, salt.toString("base64url"), key.toString("base64url")].join("$")
}
