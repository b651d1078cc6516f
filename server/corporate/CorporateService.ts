import { and, asc, count, eq, ilike, or, sql } from "drizzle-orm"
import { Clock, Context, Effect, Layer, Schema } from "effect"
import {
  type Company,
  CompanyFromWire,
  MAX_TRAVELLERS,
  NO_COMPANY_DETAILS,
  TOO_MANY_TRAVELLERS,
  TRAVELLER_NOT_FOUND,
  type Traveller,
  TravellerDetailsFromWire,
  type TravellerFields,
  TravellerFromWire,
  TRAVELLERS_PER_PAGE,
  type TravellersResponse,
} from "../../contracts/api/corporate.ts"
import { Db } from "../db/Db.ts"
import { companies, travellers } from "../db/schema.ts"

/**
 * The corporate area (issue 15): a member's company details and travellers. Every read and write is keyed by the
 * signed-in member's account, so another member's traveller is simply not found (404), never forbidden: an id
 * says nothing about whether it exists. The spec's traveller form reuses the forgot-password call as a
 * placeholder; these are real calls instead (docs/decisions.md).
 */

export class CorporateNotFound extends Schema.TaggedError<CorporateNotFound>()("CorporateNotFound", { message: Schema.String }) {}
export class TooManyTravellers extends Schema.TaggedError<TooManyTravellers>()("TooManyTravellers", { message: Schema.String }) {}

export interface TravellerSearch {
  readonly query?: string | undefined
  readonly page?: number | undefined
}

export interface CorporateServiceShape {
  readonly company: (accountId: number) => Effect.Effect<Company, CorporateNotFound>
  readonly saveCompany: (accountId: number, company: Company) => Effect.Effect<Company>
  readonly travellers: (accountId: number, search: TravellerSearch) => Effect.Effect<TravellersResponse>
  readonly addTraveller: (accountId: number, traveller: TravellerFields) => Effect.Effect<Traveller, TooManyTravellers>
  readonly editTraveller: (accountId: number, id: number, traveller: TravellerFields) => Effect.Effect<Traveller, CorporateNotFound>
  readonly removeTraveller: (accountId: number, id: number) => Effect.Effect<void, CorporateNotFound>
}

type CompanyRow = typeof companies.$inferSelect
type TravellerRow = typeof travellers.$inferSelect

// A stored company is core's details by name (the columns are core's camelCase names), so contracts' one mapping
// (CompanyFromWire) writes it to the wire and reads the wire back into columns.
const encodeCompany = Schema.encodeSync(CompanyFromWire)
const decodeCompany = Schema.decodeSync(CompanyFromWire)

const toCompany = (row: CompanyRow): Company => encodeCompany(row)

const companyColumns = (company: Company) => decodeCompany(company)

// A stored traveller is core's by name too (the id type constrained to core's by the table's CHECK): contracts' one
// mapping (TravellerFromWire, TravellerDetailsFromWire) writes it to the wire and reads the wire's fields into columns.
const toTraveller: (row: TravellerRow) => Traveller = Schema.encodeSync(TravellerFromWire)

const travellerColumns: (traveller: TravellerFields) => typeof TravellerDetailsFromWire.Type = Schema.decodeSync(TravellerDetailsFromWire)

/** A LIKE pattern matching `text` literally anywhere. */
const containing = (text: string): string => `%${text.replace(/[\\%_]/gu, (special) => `\\${special}`)}%`

/** The class of the two-key advisory locks taken per member's travellers (others: hold-limit.ts, LoyaltyLedger.ts). */
const TRAVELLERS_LOCK_CLASS = 727_274_016

export class CorporateService extends Context.Service<CorporateService, CorporateServiceShape>()("hotel/server/CorporateService") {
  static readonly layer: Layer.Layer<CorporateService, never, Db> = Layer.effect(
    CorporateService,
    Effect.gen(function* () {
      const database = yield* Db
      // A write the database refuses here is our bug or an outage: a defect (500); the contract validated the fields.
      const query = <A>(run: Parameters<typeof database.query<A>>[0]) => database.query(run).pipe(Effect.orDie)
      const notFound = (message: string) => new CorporateNotFound({ message })
      const ownTraveller = (accountId: number, id: number) => and(eq(travellers.accountId, accountId), eq(travellers.id, id))

      return CorporateService.of({
        company: (accountId) =>
          query((db) => db.select().from(companies).where(eq(companies.accountId, accountId))).pipe(
            Effect.flatMap(([row]) => (row === undefined ? Effect.fail(notFound(NO_COMPANY_DETAILS)) : Effect.succeed(toCompany(row)))),
          ),

        saveCompany: (accountId, company) =>
          Effect.gen(function* () {
            const now = new Date(yield* Clock.currentTimeMillis)
            const columns = companyColumns(company)
            const [row] = yield* query((db) =>
              db
                .insert(companies)
                .values({ accountId, ...columns, createdAt: now, updatedAt: now })
                .onConflictDoUpdate({ target: companies.accountId, set: { ...columns, updatedAt: now } })
                .returning(),
            )
            return toCompany(row!)
          }),

        travellers: (accountId, search) =>
          Effect.gen(function* () {
            const text = search.query?.trim() ?? ""
            const matching =
              text === ""
                ? eq(travellers.accountId, accountId)
                : and(
                    eq(travellers.accountId, accountId),
                    or(
                      ilike(sql`${travellers.firstName} || ' ' || ${travellers.lastName}`, containing(text)),
                      ilike(travellers.email, containing(text)),
                      ilike(travellers.mobileNo, containing(text)),
                    ),
                  )
            const page = search.page ?? 1
            const [counted] = yield* query((db) => db.select({ total: count() }).from(travellers).where(matching))
            const rows = yield* query((db) =>
              db
                .select()
                .from(travellers)
                .where(matching)
                .orderBy(asc(travellers.lastName), asc(travellers.firstName), asc(travellers.id))
                .limit(TRAVELLERS_PER_PAGE)
                .offset((page - 1) * TRAVELLERS_PER_PAGE),
            )
            const total = counted?.total ?? 0
            return {
              travellers: rows.map(toTraveller),
              meta: { current_page: page, total_pages: Math.max(1, Math.ceil(total / TRAVELLERS_PER_PAGE)), total_count: total },
            }
          }),

        addTraveller: (accountId, traveller) =>
          database
            .transaction(
              Effect.gen(function* () {
                // one member's adds are counted one after the other, so two at once cannot pass the cap together
                yield* database.query((db) => db.execute(sql`select pg_advisory_xact_lock(${TRAVELLERS_LOCK_CLASS}, ${accountId})`))
                const [counted] = yield* database.query((db) => db.select({ total: count() }).from(travellers).where(eq(travellers.accountId, accountId)))
                if ((counted?.total ?? 0) >= MAX_TRAVELLERS) return yield* new TooManyTravellers({ message: TOO_MANY_TRAVELLERS })
                const now = new Date(yield* Clock.currentTimeMillis)
                const [row] = yield* database.query((db) =>
                  db
                    .insert(travellers)
                    .values({ accountId, ...travellerColumns(traveller), createdAt: now, updatedAt: now })
                    .returning(),
                )
                return toTraveller(row!)
              }),
            )
            .pipe(Effect.catchTag("DbFailure", (failure) => Effect.die(failure))),

        editTraveller: (accountId, id, traveller) =>
          Effect.gen(function* () {
            const now = new Date(yield* Clock.currentTimeMillis)
            const [row] = yield* query((db) =>
              db
                .update(travellers)
                .set({ ...travellerColumns(traveller), updatedAt: now })
                .where(ownTraveller(accountId, id))
                .returning(),
            )
            return row === undefined ? yield* notFound(TRAVELLER_NOT_FOUND) : toTraveller(row)
          }),

        removeTraveller: (accountId, id) =>
          query((db) => db.delete(travellers).where(ownTraveller(accountId, id)).returning({ id: travellers.id })).pipe(
            Effect.flatMap((rows) => (rows.length === 0 ? Effect.fail(notFound(TRAVELLER_NOT_FOUND)) : Effect.void)),
          ),

      })
    }),
  )
}
