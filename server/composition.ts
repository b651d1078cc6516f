import { randomBytes } from "node:crypto"
import { Layer } from "effect"
import type { ApiMount } from "./app.ts"
import { ServerConfig, type ServerConfigShape } from "./config.ts"
import { PayWeb3Client } from "./payments/payweb3/client.ts"
import { IMAGES_PATH, makeImageRoutes } from "./catalogue/images.ts"
import { DOCUMENTS_PATH, makeDocumentRoutes } from "./catalogue/documents.ts"
import { BOOKING_CODE_ROUTES_PATH, makeBookingCodeRoutes } from "./codes/routes.ts"
import { BOOKING_ROUTES_PATH, makeBookingRoutes } from "./bookings/routes.ts"
import { makeReservationRoutes, RESERVATION_ROUTES_PATH } from "./reservations/routes.ts"
import { CATALOGUE_ROUTES_PATH, makeCatalogueRoutes } from "./catalogue/routes.ts"
import { ENQUIRY_ROUTES_PATH, makeEnquiryRoutes } from "./enquiries/routes.ts"
import { makePaymentRoutes, PAYMENT_ROUTES_PATH } from "./payments/routes.ts"
import { makeSearchRoutes, SEARCH_ROUTES_PATH } from "./search/routes.ts"
import { CHARITY_ROUTES_PATH, makeCharityRoutes } from "./charities/routes.ts"
import { makeSiteRoutes, SITE_ROUTES_PATH } from "./site/routes.ts"
import { makeSeoRoutes } from "./site/seo-routes.ts"
import { makeOpenApiRoutes, OPENAPI_ROUTES_PATH } from "./openapi/routes.ts"
import { CONTENT_ROUTES_PATH, makeContentRoutes } from "./content/routes.ts"
import { JOB_ROUTES_PATH, makeJobRoutes } from "./jobs/routes.ts"
import { makeReviewRoutes, REVIEW_ROUTES_PATH } from "./reviews/routes.ts"
import { PROVIDER_STATES_PATH } from "../contracts/api/provider-states.ts"
import type { HttpRuntime } from "./http/runtime.ts"
import type { Notifier } from "./notify/Notifier.ts"
import { OutboxNotifierDbLayer } from "./notify/OutboxNotifier.ts"
import { BookingService } from "./bookings/BookingService.ts"
import { CatalogueService } from "./catalogue/CatalogueService.ts"
import { CharityService } from "./charities/CharityService.ts"
import { ContentService } from "./content/ContentService.ts"
import { JobVacancyService } from "./jobs/JobVacancyService.ts"
import { LoyaltyPointsService } from "./loyalty/LoyaltyPointsService.ts"
import { LoyaltyLedger } from "./loyalty/LoyaltyLedger.ts"
import { LoyaltyStays } from "./loyalty/LoyaltyStays.ts"
import { bookingRefunds } from "./payments/cancellation-refunds.ts"
import { LOYALTY_PAYMENT_ROUTES_PATH, makeLoyaltyPaymentRoutes } from "./loyalty/routes.ts"
import { ReviewService } from "./reviews/ReviewService.ts"
import { Db, type DbShape } from "./db/Db.ts"
import { EnquiryService } from "./enquiries/EnquiryService.ts"
import { HoldSweeper } from "./reservations/HoldSweeper.ts"
import { InventoryMirror } from "./inventory/InventoryMirror.ts"
import { InventoryService } from "./inventory/InventoryService.ts"
import { OtpService } from "./codes/OtpService.ts"
import { PaymentService } from "./payments/PaymentService.ts"
import { ReservationService } from "./reservations/ReservationService.ts"
import { SearchService } from "./search/SearchService.ts"
import { ACCOUNT_ROUTES_PATH, makeAccountRoutes } from "./accounts/routes.ts"
import { CORPORATE_ROUTES_PATH, makeCorporateRoutes } from "./corporate/routes.ts"
import { CorporateService } from "./corporate/CorporateService.ts"
import { LOYALTY_STATEMENT_ROUTES_PATH, makeLoyaltyStatementRoutes } from "./loyalty/statement-routes.ts"
import { makeTokenRoutes } from "./accounts/token-routes.ts"
import { AuthThrottle } from "./accounts/AuthThrottle.ts"
import { PasswordHasher } from "./accounts/PasswordHasher.ts"
import { MobileChange } from "./accounts/MobileChange.ts"
import { Registration } from "./accounts/Registration.ts"
import { AccountService } from "./accounts/AccountService.ts"
import { PasswordReset } from "./accounts/PasswordReset.ts"
import { Sessions } from "./accounts/Sessions.ts"
import { SignIn } from "./accounts/SignIn.ts"
import type { MemberAuthentication } from "./http/member.ts"

/**
 * How the server is composed: the services every route can use, built once into one runtime (the slices' layers, and
 * the ports a lower slice defines and a higher one answers), and the API's route modules with where they are mounted.
 * server/main.ts runs it.
 */

/** The services every route can use through the HTTP runtime. */
export type AppServices =
  | ServerConfig
  | Db
  | InventoryService
  | Notifier
  | SearchService
  | CatalogueService
  | EnquiryService
  | ReservationService
  | BookingService
  | OtpService
  | PaymentService
  | CharityService
  | LoyaltyPointsService
  | LoyaltyLedger
  | LoyaltyStays
  | ContentService
  | JobVacancyService
  | ReviewService
  | PasswordHasher
  | AuthThrottle
  | Sessions
  | MemberAuthentication
  | Registration
  | SignIn
  | PasswordReset
  | AccountService
  | MobileChange
  | CorporateService
  | LoyaltyLedger

/**
 * The API's route modules (paths and shapes: contracts/README.md); in test mode also Pact's state-change endpoint,
 * which changes the database on request and so exists nowhere else (issue 12).
 */
export const apiRoutes = async (http: HttpRuntime<AppServices>, config: ServerConfigShape): Promise<ReadonlyArray<ApiMount>> => [
  // Test support, loaded only in test mode: a production process never loads the module.
  ...(config.nodeEnv === "test" ? [{ path: PROVIDER_STATES_PATH, routes: (await import("./testing/provider-states/routes.ts")).makeProviderStateRoutes(http) }] : []),
  { path: SEARCH_ROUTES_PATH, routes: makeSearchRoutes(http) },
  { path: RESERVATION_ROUTES_PATH, routes: makeReservationRoutes(http) },
  { path: BOOKING_ROUTES_PATH, routes: makeBookingRoutes(http) },
  { path: LOYALTY_PAYMENT_ROUTES_PATH, routes: makeLoyaltyPaymentRoutes(http) },
  { path: BOOKING_CODE_ROUTES_PATH, routes: makeBookingCodeRoutes(http) },
  { path: CATALOGUE_ROUTES_PATH, routes: makeCatalogueRoutes(http) },
  { path: PAYMENT_ROUTES_PATH, routes: makePaymentRoutes(http) },
  { path: ENQUIRY_ROUTES_PATH, routes: makeEnquiryRoutes(http) },
  { path: CHARITY_ROUTES_PATH, routes: makeCharityRoutes(http) },
  { path: SITE_ROUTES_PATH, routes: makeSiteRoutes(http) },
  { path: CONTENT_ROUTES_PATH, routes: makeContentRoutes(http) },
  { path: JOB_ROUTES_PATH, routes: makeJobRoutes(http) },
  { path: REVIEW_ROUTES_PATH, routes: makeReviewRoutes(http) },
  { path: ACCOUNT_ROUTES_PATH, routes: makeAccountRoutes(http, accountsSecret(config)) },
  { path: CORPORATE_ROUTES_PATH, routes: makeCorporateRoutes(http) },
  { path: LOYALTY_STATEMENT_ROUTES_PATH, routes: makeLoyaltyStatementRoutes(http) },
  { path: "/", routes: makeTokenRoutes(http, accountsSecret(config)) },
  { path: OPENAPI_ROUTES_PATH, routes: makeOpenApiRoutes() },
  { path: IMAGES_PATH, routes: makeImageRoutes() },
  { path: DOCUMENTS_PATH, routes: makeDocumentRoutes() },
  { path: "/", routes: makeSeoRoutes(http) },
]

/** Without OTP_SECRET (tests, development) the accounts' keyed hashes use a key of this process. */
const PROCESS_SECRET = randomBytes(32).toString("hex")
const accountsSecret = (config: ServerConfigShape): string => config.otpSecret ?? PROCESS_SECRET

/** Members' accounts over the foundation (Db, Notifier). */
const accountsLayer = (config: ServerConfigShape) => {
  const secret = accountsSecret(config)
  const throttled = Layer.mergeAll(PasswordHasher.layer(), AuthThrottle.layer, Sessions.layerWithAuthentication)
  const base = MobileChange.layer({ secret }).pipe(Layer.provideMerge(throttled))
  return Layer.mergeAll(
    Registration.layer({ secret }),
    SignIn.layer({ secret }),
    PasswordReset.layer({ secret, publicUrl: config.publicUrl }),
    AccountService.layer,
    CorporateService.layer,
  ).pipe(Layer.provideMerge(base))
}

/**
 * The booking engine's services over one database. Each service is built once and shared (one
 * OtpService for codes sent and codes checked at cancel); the hold sweeper runs for as long as the
 * runtime does.
 */
export const engineLayer = (config: ServerConfigShape, database: DbShape) => {
  const db = Layer.succeed(Db, database)
  const foundation = Layer.mergeAll(
    db,
    Layer.succeed(ServerConfig, config),
    OutboxNotifierDbLayer.pipe(Layer.provide(db)),
    InventoryService.layer.pipe(Layer.provide(db)),
    InventoryMirror.layer.pipe(Layer.provide(db)),
    PayWeb3Client.layer({ url: config.paygate.url, paygateId: config.paygate.merchantId, key: config.paygate.key }),
  )
  // Without a key (tests; development keeps one in DATA_DIR, see withOtpSecret), codes are keyed per process: they end with it.
  const codes = OtpService.layer({ secret: config.otpSecret ?? randomBytes(32).toString("hex") }).pipe(Layer.provideMerge(foundation))
  const enquiries = EnquiryService.layer.pipe(Layer.provideMerge(codes))
  const loyalty = LoyaltyStays.layerWithLedger.pipe(Layer.provideMerge(enquiries))
  const services = Layer.mergeAll(
    SearchService.layer,
    CatalogueService.layer,
    ReservationService.layer,
    PaymentService.layer,
    CharityService.layer,
    ContentService.layer,
    JobVacancyService.layer,
    ReviewService.layer,
  ).pipe(Layer.provideMerge(loyalty))
  const members = accountsLayer(config).pipe(Layer.provideMerge(services))
  // The ports a lower slice defines and a higher one answers (docs/architecture.md, the slice graph).
  const ports = Layer.mergeAll(OtpService.cancellationCode, LoyaltyStays.bookingLoyalty, bookingRefunds).pipe(Layer.provideMerge(members))
  const bookings = BookingService.layer.pipe(Layer.provideMerge(ports))
  const lapsed = BookingService.lapsedBookings.pipe(Layer.provideMerge(bookings))
  const sweeper = HoldSweeper.layer.pipe(Layer.provideMerge(lapsed))
  return Layer.merge(sweeper, HoldSweeper.layerLoop.pipe(Layer.provide(sweeper)))
}

