/** The accounts slice's tables (re-exported for Drizzle by server/db/schema.ts; columns are snake_case in the database, camelCase here). */
import { sql } from "drizzle-orm"
import { boolean, check, index, integer, pgTable, smallint, text, uniqueIndex, uuid } from "drizzle-orm/pg-core"
import { OTP_MAX_ATTEMPTS } from "../../core/account/one-time-code.ts"
import { createdAt, day, instant, oneOf, oneTimeCodeColumns, updatedAt } from "../db/columns.ts"

/** Why a session (a family of refresh tokens) ended. */
export const SESSION_END_REASONS = ["logout", "reuse", "password_reset", "account_deleted", "expired"] as const

/** What a throttled account action is. */
export const AUTH_ACTIONS = ["login", "register", "forgot_password", "verify_otp", "resend_otp", "change_mobile"] as const

export type AuthAction = (typeof AUTH_ACTIONS)[number]

/**
 * spec A §3: a member. E-mail (kept lower-cased) and mobile are unique among live accounts: the unique
 * indexes decide a registration race, so two registrations at once give exactly one account. A deleted
 * account keeps its row (bookings point at it) with every personal field erased (POPIA).
 */
export const accounts = pgTable(
  "accounts",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    email: text("email"),
    firstName: text("first_name"),
    lastName: text("last_name"),
    mobileNumber: text("mobile_number"),
    /** `$argon2id$v=19$m=..,t=..,p=..$<salt>$<hash>` (PHC), or `scrypt$<logN>$<r>$<p>$<salt>$<hash>` until its next sign-in; never the password. */
    passwordHash: text("password_hash"),
    birthday: day("birthday"),
    title: text("title"),
    country: text("country"),
    countryCode: integer("country_code"),
    idNumber: text("id_number"),
    passportNumber: text("passport_number"),
    passportNumberExpiryMonth: smallint("passport_number_expiry_month"),
    passportNumberExpiryYear: smallint("passport_number_expiry_year"),
    lineOne: text("line_one"),
    lineTwo: text("line_two"),
    town: text("town"),
    zipCode: text("zip_code"),
    province: text("province"),
    telephoneExtension: text("telephone_extension"),
    telephoneNumber: text("telephone_number"),
    viaSms: boolean("via_sms").notNull().default(true),
    viaEmail: boolean("via_email").notNull().default(true),
    viaWhatsapp: boolean("via_whatsapp").notNull().default(false),
    rateUsQuestionnaire: boolean("rate_us_questionnaire").notNull().default(false),
    specialsAndPromotionsMarketing: boolean("specials_and_promotions_marketing").notNull().default(false),
    loyaltyType: text("loyalty_type").notNull().default("individual"),
    registrationCompletedAt: instant("registration_completed_at"),
    deletedAt: instant("deleted_at"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("accounts_email_key").on(t.email).where(sql`${t.email} is not null`),
    uniqueIndex("accounts_mobile_number_key").on(t.mobileNumber).where(sql`${t.mobileNumber} is not null`),
    check("accounts_email_lower_case", sql`${t.email} = lower(${t.email})`),
    // A live account has its sign-in data; a deleted one has none.
    check("accounts_live_or_erased", sql`(${t.deletedAt} is null) = (${t.email} is not null and ${t.passwordHash} is not null and ${t.mobileNumber} is not null)`),
    check("accounts_communication_method", sql`${t.deletedAt} is not null or ${t.viaEmail} or ${t.viaSms} or ${t.viaWhatsapp}`),
    // spec A §4: unticking e-mail clears the mailing-list permission.
    check("accounts_marketing_needs_email", sql`not ${t.specialsAndPromotionsMarketing} or ${t.viaEmail}`),
  ],
)

/**
 * The SMS code that completes a registration, or a change of mobile number (QUALITY.md one-time-code rules): stored
 * hashed, one live code per account, 10 minutes, locked after OTP_MAX_ATTEMPTS wrong tries. Every row is also a send,
 * for the 60-second resend rule and the hourly limit.
 */
export const accountCodes = pgTable(
  "account_codes",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    accountId: integer("account_id")
      .notNull()
      .references(() => accounts.id, { onDelete: "cascade" }),
    ...oneTimeCodeColumns(),
    /** The new mobile number a change of number waits to verify (issue 22 §4); null for a registration's code. */
    mobileNumber: text("mobile_number"),
  },
  (t) => [
    uniqueIndex("account_codes_one_live_per_account").on(t.accountId).where(sql`${t.consumedAt} is null and ${t.voidedAt} is null`),
    index("account_codes_account_created_idx").on(t.accountId, t.createdAt),
    check("account_codes_attempts_range", sql`${t.attempts} between 0 and ${sql.raw(String(OTP_MAX_ATTEMPTS))}`),
    check("account_codes_hash_not_code", sql`length(${t.codeHash}) >= 32`),
  ],
)

/** A password-reset link's token (sha-256 of it): single use, one hour; a newer one voids it. */
export const passwordResets = pgTable(
  "password_resets",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    accountId: integer("account_id")
      .notNull()
      .references(() => accounts.id, { onDelete: "cascade" }),
    tokenHash: text("token_hash").notNull().unique(),
    expiresAt: instant("expires_at").notNull(),
    usedAt: instant("used_at"),
    voidedAt: instant("voided_at"),
    createdAt: createdAt(),
  },
  (t) => [index("password_resets_account_idx").on(t.accountId)],
)

/**
 * A signed-in session: one family of refresh tokens, from a login to its end. Revoking the family ends
 * every token in it at once (logout, a reused refresh token, a password reset, a deleted account).
 */
export const sessionFamilies = pgTable(
  "session_families",
  {
    id: uuid("id").primaryKey(),
    accountId: integer("account_id")
      .notNull()
      .references(() => accounts.id, { onDelete: "cascade" }),
    clientId: text("client_id").notNull(),
    scope: text("scope").notNull(),
    expiresAt: instant("expires_at").notNull(),
    revokedAt: instant("revoked_at"),
    revokedReason: text("revoked_reason", { enum: SESSION_END_REASONS }),
    createdAt: createdAt(),
  },
  (t) => [
    index("session_families_account_idx").on(t.accountId),
    check("session_families_revoked_reason", sql`(${t.revokedAt} is null) = (${t.revokedReason} is null)`),
    check("session_families_revoked_reason_values", sql`${t.revokedReason} is null or ${oneOf(t.revokedReason, SESSION_END_REASONS)}`),
  ],
)

/**
 * The tokens of a session, stored only as sha-256 digests (they are 256-bit random, so a fast hash is
 * enough). An access token lives ~15 minutes; a refresh token is used once (`usedAt`) and replaced.
 */
export const sessionTokens = pgTable(
  "session_tokens",
  {
    tokenHash: text("token_hash").primaryKey(),
    familyId: uuid("family_id")
      .notNull()
      .references(() => sessionFamilies.id, { onDelete: "cascade" }),
    kind: text("kind", { enum: ["access", "refresh"] }).notNull(),
    expiresAt: instant("expires_at").notNull(),
    usedAt: instant("used_at"),
    /**
     * A used refresh token's successor pair, encrypted with a key only the used token gives (issue 22 §8): a second
     * refresh with it within the grace window (another tab) gets the same pair back; nothing in the table opens it.
     */
    successor: text("successor"),
    createdAt: createdAt(),
  },
  (t) => [
    index("session_tokens_family_idx").on(t.familyId),
    check("session_tokens_kind_values", sql`${t.kind} in ('access', 'refresh')`),
    check("session_tokens_only_refresh_used", sql`${t.usedAt} is null or ${t.kind} = 'refresh'`),
  ],
)

/**
 * Account actions for throttling (sign-in per account and per client, registration, reset e-mails,
 * codes), in the database so that several server processes agree. Keys are keyed hashes: no e-mail
 * or address is stored.
 */
export const authAttempts = pgTable(
  "auth_attempts",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    action: text("action", { enum: AUTH_ACTIONS }).notNull(),
    subjectKey: text("subject_key").notNull(),
    clientKey: text("client_key").notNull(),
    /** null while the attempt is in progress (issue 22 §3: a failure counts when it fails). */
    failed: boolean("failed"),
    at: instant("at").notNull(),
  },
  (t) => [
    index("auth_attempts_subject_idx").on(t.action, t.subjectKey, t.at),
    index("auth_attempts_client_idx").on(t.action, t.clientKey, t.at),
    check("auth_attempts_action_values", oneOf(t.action, AUTH_ACTIONS)),
  ],
)

// Messages and enquiries.
