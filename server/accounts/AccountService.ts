import { and, eq, inArray, isNull, or } from "drizzle-orm"
import { Clock, Context, Effect, Layer } from "effect"
import { birthdayIssue } from "../../core/account/birthday.ts"
import { COMMUNICATION_METHOD_REQUIRED } from "../../core/account/messages.ts"
import { TOO_MANY_REQUESTS } from "../../contracts/api/errors.ts"
import { today } from "../../core/time/clock.ts"
import { type AccountResponse, type UpdateAccountRequest } from "../../contracts/api/accounts.ts"
import { SIGN_IN_REQUIRED } from "../../contracts/api/sign-in.ts"
import { Db, type DbFailure } from "../db/Db.ts"
import { accountCodes, accounts, bookings, companies, outbox, passwordResets, travellers } from "../db/schema.ts"
import { FieldRefusal, NotSignedIn, Throttled } from "./account-errors.ts"
import { MobileChange } from "./MobileChange.ts"
import { LoyaltyLedger } from "../loyalty/LoyaltyLedger.ts"
import { type AccountRow, accountChanges, ERASED, toWireAccount } from "./account-wire.ts"
import { Sessions } from "./Sessions.ts"

/**
 * The signed-in member's account (spec A §7 GET, PATCH, DELETE /api/web/accounts; issue 14).
 * - PATCH keeps at least one communication method (spec A §4); unticking e-mail clears the specials
 *   and promotions permission (the mailing list); a new mobile number waits for the code texted to it,
 *   and only verify_mobile makes it the account's (issue 22 §4, MobileChange).
 * - DELETE (POPIA): every personal field is erased and the row kept as a tombstone, so the member's
 *   bookings stay for the hotel's records with no link to a person; codes, reset links and messages
 *   to the member go, and every session ends.
 */

export const COMMUNICATION_FIELD = "user_account.account_attributes.communication_methods"
export const BIRTHDAY_FIELD = "user_account.account_attributes.birthday"

export interface AccountServiceShape {
  readonly get: (accountId: number) => Effect.Effect<AccountResponse, NotSignedIn>
  /** Saves the changes; a new mobile number waits for the code texted to it (MobileChange). */
  readonly update: (accountId: number, update: UpdateAccountRequest["user_account"], clientKey: string) => Effect.Effect<AccountResponse, NotSignedIn | FieldRefusal | Throttled>
  /** Makes the new mobile number waiting the account's, with its code; answers the account. */
  readonly verifyMobile: (accountId: number, code: string, clientKey: string) => Effect.Effect<AccountResponse, NotSignedIn | FieldRefusal | Throttled>
  readonly remove: (accountId: number) => Effect.Effect<void, NotSignedIn>
}

const gone = () => new NotSignedIn({ message: SIGN_IN_REQUIRED })

export class AccountService extends Context.Service<AccountService, AccountServiceShape>()("hotel/server/AccountService") {
  static readonly layer: Layer.Layer<AccountService, never, Db | Sessions | LoyaltyLedger | MobileChange> = Layer.effect(
    AccountService,
    Effect.gen(function* () {
      const database = yield* Db
      const ledger = yield* LoyaltyLedger
      const mobileChange = yield* MobileChange
      const wire = (row: AccountRow) =>
        Effect.map(Effect.all([ledger.statement(row.id), mobileChange.pendingOf(row.id)]), ([{ totals }, pending]) => toWireAccount(row, totals, pending))
      const sessions = yield* Sessions
      const live = (accountId: number) => and(eq(accounts.id, accountId), isNull(accounts.deletedAt))

      const get = Effect.fn("AccountService.get")(
        function* (accountId: number) {
          const [row] = yield* database.query((db) => db.select().from(accounts).where(live(accountId)))
          if (row === undefined) return yield* gone()
          return yield* wire(row)
        },
        Effect.catchTag("DbFailure", (failure: DbFailure) => Effect.die(failure)),
      )

      const update = Effect.fn("AccountService.update")(
        function* (accountId: number, request: UpdateAccountRequest["user_account"], clientKey: string) {
          const now = new Date(yield* Clock.currentTimeMillis)
          const changes = accountChanges(request)
          // issue 22 §5: the wire schema checked the date; whether it is in the past needs today, on the hotels' clock
          const birthdayRefused = typeof changes.birthday === "string" ? birthdayIssue(changes.birthday, (yield* today).toString()) : undefined
          if (birthdayRefused !== undefined) return yield* new FieldRefusal({ errors: { [BIRTHDAY_FIELD]: [birthdayRefused] } })
          // issue 22 §4: a new mobile number waits for its code; asking for one counts against the throttle first
          const mobile = request.account_attributes?.mobile_number
          if (mobile !== undefined) {
            const [current] = yield* database.query((db) => db.select({ mobile: accounts.mobileNumber }).from(accounts).where(live(accountId)))
            if (current !== undefined && (yield* mobileChange.wouldSend(accountId, current.mobile, mobile))) yield* mobileChange.admit(accountId, clientKey)
          }
          const updated = yield* database.transaction(
            Effect.gen(function* () {
              const [row] = yield* database.query((db) => db.select().from(accounts).where(live(accountId)).for("update"))
              if (row === undefined) return yield* gone()
              const next = { ...row, ...changes }
              if (!next.viaEmail && !next.viaSms && !next.viaWhatsapp) return yield* new FieldRefusal({ errors: { [COMMUNICATION_FIELD]: [COMMUNICATION_METHOD_REQUIRED] } })
              if (mobile !== undefined) {
                const asked = yield* mobileChange.requestIn(accountId, row.mobileNumber, mobile, now.getTime())
                if (asked.kind === "wait") return yield* new Throttled({ message: TOO_MANY_REQUESTS, retryAfterSeconds: asked.retryAfterSeconds })
              }
              // spec A §4: unticking e-mail clears the mailing-list permission.
              const marketing = next.viaEmail && next.specialsAndPromotionsMarketing
              const [saved] = yield* database.query((db) =>
                db
                  .update(accounts)
                  .set({ ...changes, specialsAndPromotionsMarketing: marketing, updatedAt: now })
                  .where(eq(accounts.id, accountId))
                  .returning(),
              )
              return saved!
            }),
          )
          return yield* wire(updated)
        },
        Effect.catchTag("DbFailure", (failure: DbFailure) => Effect.die(failure)),
      )

      const verifyMobile = Effect.fn("AccountService.verifyMobile")(function* (accountId: number, code: string, clientKey: string) {
        yield* mobileChange.verify(accountId, code, clientKey)
        return yield* get(accountId)
      })

      const remove = Effect.fn("AccountService.remove")(
        function* (accountId: number) {
          const now = new Date(yield* Clock.currentTimeMillis)
          yield* database.transaction(
            Effect.gen(function* () {
              const [row] = yield* database.query((db) => db.select().from(accounts).where(live(accountId)).for("update"))
              if (row === undefined) return yield* gone()
              // the numbers a change of mobile texted codes to are the member's messages too
              const codedNumbers = yield* database.query((db) => db.select({ mobile: accountCodes.mobileNumber }).from(accountCodes).where(eq(accountCodes.accountId, accountId)))
              const addresses = [row.email, row.mobileNumber, ...codedNumbers.map((code) => code.mobile)].filter((value): value is string => value !== null)
              yield* database.query(async (db) => {
                await db.delete(accountCodes).where(eq(accountCodes.accountId, accountId))
                await db.delete(passwordResets).where(eq(passwordResets.accountId, accountId))
                // The corporate area is the member's personal data too (issue 15).
                await db.delete(travellers).where(eq(travellers.accountId, accountId))
                await db.delete(companies).where(eq(companies.accountId, accountId))
                // Messages to the member that are not a booking's record (codes, reset links).
                await db.delete(outbox).where(and(inArray(outbox.recipient, addresses), or(eq(outbox.kind, "account_verification"), eq(outbox.kind, "password_reset"))))
                await db.update(bookings).set({ memberId: null }).where(eq(bookings.memberId, accountId))
                await db.update(accounts).set({ ...ERASED, deletedAt: now, updatedAt: now }).where(eq(accounts.id, accountId))
              })
              yield* ledger.erase(accountId)
              yield* sessions.endAll(accountId, "account_deleted")
            }),
          )
          yield* Effect.logInfo("account deleted").pipe(Effect.annotateLogs({ account_id: accountId }))
        },
        Effect.catchTag("DbFailure", (failure: DbFailure) => Effect.die(failure)),
      )

      return AccountService.of({ get, update, verifyMobile, remove })
    }),
  )
}
