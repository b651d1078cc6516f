import { and, eq, inArray, isNull, or } from "drizzle-orm"
import { Clock, Context, Effect, Layer } from "effect"
import { birthdayIssue } from "../../core/account/birthday.ts"
import { ALREADY_TAKEN, COMMUNICATION_METHOD_REQUIRED } from "../../core/account/messages.ts"
import { today } from "../../core/time/clock.ts"
import { type AccountResponse, SIGN_IN_REQUIRED, type UpdateAccountRequest } from "../../contracts/api/accounts.ts"
import { Db, type DbFailure } from "../db/Db.ts"
import { SQLSTATE } from "../db/errors.ts"
import { accountCodes, accounts, bookings, companies, outbox, passwordResets, travellers } from "../db/schema.ts"
import { FieldRefusal, NotSignedIn } from "./account-errors.ts"
import { LoyaltyLedger } from "../loyalty/LoyaltyLedger.ts"
import { type AccountRow, accountChanges, ERASED, toWireAccount } from "./account-wire.ts"
import { Sessions } from "./Sessions.ts"

/**
 * The signed-in member's account (spec A §7 GET, PATCH, DELETE /api/web/accounts; issue 14).
 * - PATCH keeps at least one communication method (spec A §4); unticking e-mail clears the specials
 *   and promotions permission (the mailing list); a mobile number another member has is "has already
 *   been taken".
 * - DELETE (POPIA): every personal field is erased and the row kept as a tombstone, so the member's
 *   bookings stay for the hotel's records with no link to a person; codes, reset links and messages
 *   to the member go, and every session ends.
 */

export const COMMUNICATION_FIELD = "user_account.account_attributes.communication_methods"
export const ACCOUNT_MOBILE_FIELD = "user_account.account_attributes.mobile_number"
export const BIRTHDAY_FIELD = "user_account.account_attributes.birthday"

export interface AccountServiceShape {
  readonly get: (accountId: number) => Effect.Effect<AccountResponse, NotSignedIn>
  readonly update: (accountId: number, update: UpdateAccountRequest["user_account"]) => Effect.Effect<AccountResponse, NotSignedIn | FieldRefusal>
  readonly remove: (accountId: number) => Effect.Effect<void, NotSignedIn>
}

const gone = () => new NotSignedIn({ message: SIGN_IN_REQUIRED })

export class AccountService extends Context.Service<AccountService, AccountServiceShape>()("hotel/server/AccountService") {
  static readonly layer: Layer.Layer<AccountService, never, Db | Sessions | LoyaltyLedger> = Layer.effect(
    AccountService,
    Effect.gen(function* () {
      const database = yield* Db
      const ledger = yield* LoyaltyLedger
      const wire = (row: AccountRow) => Effect.map(ledger.statement(row.id), ({ totals }) => toWireAccount(row, totals))
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
        function* (accountId: number, request: UpdateAccountRequest["user_account"]) {
          const now = new Date(yield* Clock.currentTimeMillis)
          const changes = accountChanges(request)
          // issue 22 §5: the wire schema checked the date; whether it is in the past needs today, on the hotels' clock
          const birthdayRefused = typeof changes.birthday === "string" ? birthdayIssue(changes.birthday, (yield* today).toString()) : undefined
          if (birthdayRefused !== undefined) return yield* new FieldRefusal({ errors: { [BIRTHDAY_FIELD]: [birthdayRefused] } })
          const updated = yield* database.transaction(
            Effect.gen(function* () {
              const [row] = yield* database.query((db) => db.select().from(accounts).where(live(accountId)).for("update"))
              if (row === undefined) return yield* gone()
              const next = { ...row, ...changes }
              if (!next.viaEmail && !next.viaSms && !next.viaWhatsapp) return yield* new FieldRefusal({ errors: { [COMMUNICATION_FIELD]: [COMMUNICATION_METHOD_REQUIRED] } })
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
          ).pipe(
            Effect.catchTag("DbFailure", (failure): Effect.Effect<never, FieldRefusal | DbFailure> =>
              failure.code === SQLSTATE.uniqueViolation ? Effect.fail(new FieldRefusal({ errors: { [ACCOUNT_MOBILE_FIELD]: [ALREADY_TAKEN] } })) : Effect.fail(failure),
            ),
          )
          return yield* wire(updated)
        },
        Effect.catchTag("DbFailure", (failure: DbFailure) => Effect.die(failure)),
      )

      const remove = Effect.fn("AccountService.remove")(
        function* (accountId: number) {
          const now = new Date(yield* Clock.currentTimeMillis)
          yield* database.transaction(
            Effect.gen(function* () {
              const [row] = yield* database.query((db) => db.select().from(accounts).where(live(accountId)).for("update"))
              if (row === undefined) return yield* gone()
              const addresses = [row.email, row.mobileNumber].filter((value): value is string => value !== null)
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
              yield* sessions.endAll(accountId, "account_deleted")
            }),
          )
          yield* Effect.logInfo("account deleted").pipe(Effect.annotateLogs({ account_id: accountId }))
        },
        Effect.catchTag("DbFailure", (failure: DbFailure) => Effect.die(failure)),
      )

      return AccountService.of({ get, update, remove })
    }),
  )
}
