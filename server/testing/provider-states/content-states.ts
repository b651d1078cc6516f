import { Effect, Schema } from "effect"
import { ContentsQuery } from "../../../contracts/api/contents.ts"
import { JobVacanciesQuery } from "../../../contracts/api/jobs.ts"
import { PROVIDER_STATES, type ProviderStateValues, REVIEW_STORE_ID } from "../../../contracts/api/provider-states.ts"
import { ReviewsQuery } from "../../../contracts/api/reviews.ts"
import { ContentService } from "../../content/ContentService.ts"
import { JobVacancyService } from "../../jobs/JobVacancyService.ts"
import { ReviewService } from "../../reviews/ReviewService.ts"

/**
 * The content, job and review states (issue 16). The server seeds what they name on first start (server/db/seed), so a
 * set-up checks the fact through the services that answer the calls, and fails (a 500, the interaction fails) when
 * it does not hold, rather than let an interaction run without its state.
 */

export type ContentStateServices = ContentService | JobVacancyService | ReviewService

const decodeContents = Schema.decodeUnknownEffect(ContentsQuery)
const decodeJobs = Schema.decodeUnknownEffect(JobVacanciesQuery)
const decodeReviews = Schema.decodeUnknownEffect(ReviewsQuery)

/** The items a contents query (as the query string gives it) answers: at least `least` of them, or a defect. */
const requireContents = (query: Record<string, string>, least: number) =>
  Effect.gen(function* () {
    const decoded = yield* decodeContents(query).pipe(Effect.orDie)
    const page = yield* ContentService.use((content) => content.list(decoded))
    if (page.pagination.total_count < least) return yield* Effect.die(new Error(`fewer than ${least} content items answer ${new URLSearchParams(query)}`))
    return page
  })

const fail = (message: string) => Effect.die(new Error(message))

export const CONTENT_STATE_SET_UPS: Readonly<Record<string, Effect.Effect<ProviderStateValues, never, ContentStateServices>>> = {
  [PROVIDER_STATES.contentPublished]: Effect.gen(function* () {
    yield* requireContents({ content_type: "faq", string_fields: "section,Hotel" }, 1)
    yield* requireContents({ content_type: "blog" }, 11)
    yield* requireContents({ content_type: "legal_term", empty_value_key_filter: "sub_name" }, 1)
    const programmes = yield* requireContents({ content_type: "loyalty_programme" }, 1)
    const withValues = programmes.contents.every((item) => item.fields.some((field) => field.fieldable_type === "IntegerField" && field.brand_id !== null))
    if (!withValues) return yield* fail("a loyalty programme has no points values")
    return {}
  }),
  [PROVIDER_STATES.blogPost]: Effect.gen(function* () {
    const page = yield* requireContents({ content_type: "blog", per: "1" }, 1)
    const slug = page.contents[0]!.fields.find((field) => field.key === "slug")?.value
    return typeof slug === "string" ? { slug } : yield* fail("the newest blog post has no slug")
  }),
  [PROVIDER_STATES.hotelOneContent]: Effect.gen(function* () {
    yield* requireContents({ content_type: "boardroom", hotel_id: "1", brand_id: "1", max_capacity_string_fields: "max_capacity,20" }, 1)
    yield* requireContents({ content_type: "attraction", hotel_id: "1" }, 1)
    return {}
  }),
  [PROVIDER_STATES.jobsOpen]: Effect.gen(function* () {
    const query = yield* decodeJobs({ brand: "city", category: "front_office" }).pipe(Effect.orDie)
    const page = yield* JobVacancyService.use((jobs) => jobs.list(query))
    return page.job_vacancies.length > 0 ? {} : yield* fail("no open front office vacancy of the city brand")
  }),
  [PROVIDER_STATES.reviewsPublished]: Effect.gen(function* () {
    const query = yield* decodeReviews({ storeId: REVIEW_STORE_ID, platform: "tripadvisor", scale: "greater-than-equal-to", scaleValue: "4", limit: "5" }).pipe(Effect.orDie)
    const reviews = yield* ReviewService.use((service) => service.list(query))
    return reviews.length > 0 ? {} : yield* fail(`no tripadvisor review rated 4 or more for ${REVIEW_STORE_ID}`)
  }),
}
