import { describe, expect, it } from "vitest"
import { CONTENT_NOT_FOUND } from "../api/errors.ts"
import { CONTENT_TYPES } from "../api/contents.ts"
import { REQUEST_SENT } from "../api/messages.ts"
import { MISSING, PROVIDER_STATES, REVIEW_STORE_ID } from "../api/provider-states.ts"
import { JOB_CATEGORY_KEYS } from "../../core/content/job-vacancy.ts"
import { boardroomOf, diningInfoOf, entitiesOf, faqItemOf, legalTermOf, loyaltyProgrammeOf, mediaItemOf } from "../../core/content/content-entities.ts"
import { contentSlug } from "../../core/content/content-item.ts"
import { hotelContentQuery } from "../../core/hotels/load-hotel-page.ts"
import { content, contentFailure, websitePact } from "./testing/consumer-pact.ts"
import { errorLike, paginationLike } from "./testing/wire-bodies.ts"
import { calendarDate, instant, integer, jsonAnswer, listMaybeEmpty, listOf, matching, orNull, pathFromState, scalarOrNull, string } from "./testing/wire-matchers.ts"

/** The content, job vacancy and review reads (spec A §7, issue 16) and the newsletter sign-up (issue 25), through the website's real adapters. */

const pact = websitePact()

const FIELDABLE_TYPES = "^(StringField|IntegerField|DateField|BooleanField|WriteUpField|HotelLinkField|BrandLinkField)$"

/** contracts/README.md "Content": a field, its value in its kind's type (or null). */
const fieldLike = (fieldableType: string, key: string, value: string) => ({
  id: integer(401),
  fieldable_type: matching(FIELDABLE_TYPES, fieldableType),
  key: string(key),
  value: scalarOrNull(value),
  brand_id: orNull(integer(1)),
})

const fileLike = (url: string, type: string) => ({
  id: integer(9),
  name: string(url.split("/").at(-1)!),
  type: string(type),
  size: integer(2048),
  url: string(url),
  thumb: orNull(string(url.replace(/\.svg$/, "-thumb.svg"))),
})

/** A content item of `type` whose fields are shaped like the example field (every item states the same shape). */
const itemLike = (type: string, field: ReturnType<typeof fieldLike>) => ({
  id: integer(87),
  content_type: matching(`^(${CONTENT_TYPES.join("|")})$`, type),
  fields: listOf(field),
  images: listMaybeEmpty(fileLike(`/images/content/${type}/1.svg`, "image/svg+xml")),
  files: listMaybeEmpty(fileLike(`/files/content/${type}/1.pdf`, "application/pdf")),
  created_at: instant("2030-02-01T10:00:00.000Z"),
})

const page = (items: ReturnType<typeof itemLike>) => ({ contents: listOf(items), pagination: paginationLike() })

describe("content items (GET /api/web/contents)", () => {
  it("gives the FAQs of one help section, a page of 100", async () => {
    await pact
      .addInteraction()
      .given(PROVIDER_STATES.contentPublished)
      .uponReceiving("a request for the FAQs of the Hotel section")
      .withRequest("GET", "/api/web/contents", (request) => request.query({ content_type: "faq", page: "1", per: "100", string_fields: "section,Hotel" }))
      .willRespondWith(200, (response) => jsonAnswer(response, page(itemLike("faq", fieldLike("StringField", "question", "What time is check-in?")))))
      .executeTest(async (mock) => {
        const answer = await content(mock, (api) => api.contents({ contentType: "faq", page: 1, per: 100, stringFields: [{ key: "section", value: "Hotel" }] }))
        expect(answer.pagination).toStrictEqual({ currentPage: 1, totalPages: 7, totalCount: 14 })
        // The mock's example has a question and no answer: an item that does not map is left out, never a broken page.
        expect(entitiesOf(answer.items, faqItemOf)).toStrictEqual([])
        expect(answer.items[0]?.fields[0]).toStrictEqual({ id: 401, fieldableType: "StringField", key: "question", value: "What time is check-in?", brandId: 1 })
      })
  })

  it("gives the second page of blog posts, 10 a page", async () => {
    await pact
      .addInteraction()
      .given(PROVIDER_STATES.contentPublished)
      .uponReceiving("a request for the second page of blog posts")
      .withRequest("GET", "/api/web/contents", (request) => request.query({ content_type: "blog", page: "2", per: "10" }))
      .willRespondWith(200, (response) => jsonAnswer(response, page(itemLike("blog", fieldLike("StringField", "title", "48 hours in Cape Town")))))
      .executeTest(async (mock) => {
        const answer = await content(mock, (api) => api.contents({ contentType: "blog", page: 2, per: 10 }))
        expect(entitiesOf(answer.items, mediaItemOf).map((post) => post.title)).toStrictEqual(["48 hours in Cape Town"])
      })
  })

  it("gives the loyalty programmes with their earn and redeem values per brand", async () => {
    await pact
      .addInteraction()
      .given(PROVIDER_STATES.contentPublished)
      .uponReceiving("a request for the loyalty programmes")
      .withRequest("GET", "/api/web/contents", (request) => request.query({ content_type: "loyalty_programme", page: "1", per: "10" }))
      .willRespondWith(200, (response) =>
        // Every field of the answer is matched against one example: its value may be any scalar (the points values are
        // IntegerFields with a brand_id), so the example is the programme's name.
        jsonAnswer(response, page(itemLike("loyalty_programme", fieldLike("StringField", "name", "Karoo Rewards")))),
      )
      .executeTest(async (mock) => {
        const answer = await content(mock, (api) => api.contents({ contentType: "loyalty_programme", page: 1, per: 10 }))
        expect(entitiesOf(answer.items, loyaltyProgrammeOf).map((programme) => programme.name)).toStrictEqual(["Karoo Rewards"])
      })
  })

  it("gives the legal terms without a sub-name", async () => {
    await pact
      .addInteraction()
      .given(PROVIDER_STATES.contentPublished)
      .uponReceiving("a request for the legal terms whose sub-name is empty")
      .withRequest("GET", "/api/web/contents", (request) => request.query({ content_type: "legal_term", page: "1", per: "10", empty_value_key_filter: "sub_name" }))
      .willRespondWith(200, (response) => jsonAnswer(response, page(itemLike("legal_term", fieldLike("StringField", "name", "Cookie policy")))))
      .executeTest(async (mock) => {
        const answer = await content(mock, (api) => api.contents({ contentType: "legal_term", page: 1, per: 10, emptyValueKeyFilter: "sub_name" }))
        expect(entitiesOf(answer.items, legalTermOf).map((term) => term.name)).toStrictEqual(["Cookie policy"])
      })
  })

  it("gives a hotel's meeting rooms of its brand that seat at least 20", async () => {
    await pact
      .addInteraction()
      .given(PROVIDER_STATES.hotelOneContent)
      .uponReceiving("a request for hotel 1's meeting rooms seating 20 or more")
      .withRequest("GET", "/api/web/contents", (request) =>
        request.query({ content_type: "boardroom", page: "1", per: "10", brand_id: "1", hotel_id: "1", max_capacity_string_fields: "max_capacity,20" }),
      )
      .willRespondWith(200, (response) => jsonAnswer(response, page(itemLike("boardroom", fieldLike("StringField", "name", "Boardroom, Karoo City Sandton")))))
      .executeTest(async (mock) => {
        const answer = await content(mock, (api) =>
          api.contents({ contentType: "boardroom", page: 1, per: 10, brandId: 1, hotelId: 1, maxCapacityStringFields: [{ key: "max_capacity", value: "20" }] }),
        )
        expect(entitiesOf(answer.items, boardroomOf).map((room) => room.name)).toStrictEqual(["Boardroom, Karoo City Sandton"])
      })
  })

  it("gives the attractions near hotel 1", async () => {
    await pact
      .addInteraction()
      .given(PROVIDER_STATES.hotelOneContent)
      .uponReceiving("a request for hotel 1's attractions")
      .withRequest("GET", "/api/web/contents", (request) => request.query({ content_type: "attraction", page: "1", per: "10", hotel_id: "1" }))
      .willRespondWith(200, (response) => jsonAnswer(response, page(itemLike("attraction", fieldLike("StringField", "name", "Nelson Mandela Square")))))
      .executeTest(async (mock) => {
        const answer = await content(mock, (api) => api.contents(hotelContentQuery("attraction", 1)))
        // The example item states one field's shape (name); an attraction needs its distance too, so it is read by its fields.
        expect(answer.items.flatMap((item) => item.fields.map((field) => field.value))).toStrictEqual(["Nelson Mandela Square"])
      })
  })

  it("gives the dining at hotel 1", async () => {
    await pact
      .addInteraction()
      .given(PROVIDER_STATES.hotelOneContent)
      .uponReceiving("a request for hotel 1's dining")
      .withRequest("GET", "/api/web/contents", (request) => request.query({ content_type: "dining_info", page: "1", per: "10", hotel_id: "1" }))
      .willRespondWith(200, (response) => jsonAnswer(response, page(itemLike("dining_info", fieldLike("StringField", "heading", "The Kitchen")))))
      .executeTest(async (mock) => {
        const answer = await content(mock, (api) => api.contents(hotelContentQuery("dining_info", 1)))
        expect(entitiesOf(answer.items, diningInfoOf).map((dining) => dining.heading)).toStrictEqual(["The Kitchen"])
      })
  })
})

describe("one content item (GET /api/web/contents/{slug})", () => {
  it("gives the item with that slug", async () => {
    await pact
      .addInteraction()
      .given(PROVIDER_STATES.blogPost)
      .uponReceiving("a request for a blog post by its slug")
      .withRequest("GET", pathFromState("/api/web/contents/${slug}", /^\/api\/web\/contents\/[a-z0-9-]+$/, "/api/web/contents/48-hours-in-cape-town-1"))
      .willRespondWith(200, (response) => jsonAnswer(response, { content: itemLike("blog", fieldLike("StringField", "slug", "48-hours-in-cape-town-1")) }))
      .executeTest(async (mock) => {
        const item = await content(mock, (api) => api.content("48-hours-in-cape-town-1"))
        expect(contentSlug(item)).toBe("48-hours-in-cape-town-1")
      })
  })

  it("answers 404 for a slug no item has", async () => {
    await pact
      .addInteraction()
      .given(PROVIDER_STATES.noContent)
      .uponReceiving("a request for a content item that does not exist")
      .withRequest("GET", `/api/web/contents/${MISSING.contentSlug}`)
      .willRespondWith(404, (response) => jsonAnswer(response, errorLike(CONTENT_NOT_FOUND)))
      .executeTest(async (mock) => {
        expect((await contentFailure(mock, (api) => api.content(MISSING.contentSlug))).status).toBe(404)
      })
  })
})

describe("job vacancies (GET /api/web/job_vacancies)", () => {
  it("gives a page of 12 open vacancies of a brand and category", async () => {
    await pact
      .addInteraction()
      .given(PROVIDER_STATES.jobsOpen)
      .uponReceiving("a request for the city brand's front office vacancies, 12 a page")
      .withRequest("GET", "/api/web/job_vacancies", (request) => request.query({ page: "1", per: "12", brand: "city", category: "front_office" }))
      .willRespondWith(200, (response) =>
        jsonAnswer(response, {
          job_vacancies: listOf({
            id: integer(7),
            job_title: string("Front office agent, Sandton"),
            description: string("Welcome guests, check them in and out and take reservations."),
            category: matching(`^(${JOB_CATEGORY_KEYS.join("|")})$`, "front_office"),
            brand_linked: orNull(integer(1)),
            expiry_date: calendarDate("2030-04-10T12:00:00+02:00"),
            link: string("https://careers.karoohotels.example/vacancies/1003"),
          }),
          pagination: paginationLike(),
        }),
      )
      .executeTest(async (mock) => {
        const answer = await content(mock, (api) => api.jobVacancies({ page: 1, per: 12, brand: "city", category: "front_office" }))
        expect(answer.totalPages).toBe(7)
        expect(answer.jobVacancies[0]).toStrictEqual({
          id: 7,
          jobTitle: "Front office agent, Sandton",
          description: "Welcome guests, check them in and out and take reservations.",
          category: "front_office",
          brandLinked: 1,
          expiryDate: "2030-04-10",
          link: "https://careers.karoohotels.example/vacancies/1003",
        })
      })
  })
})

describe("guest reviews (GET /api/social-places)", () => {
  it("gives at most 5 of a hotel's tripadvisor reviews rated 4 or more", async () => {
    await pact
      .addInteraction()
      .given(PROVIDER_STATES.reviewsPublished)
      .uponReceiving("a request for a hotel's tripadvisor reviews rated 4 or more")
      .withRequest("GET", "/api/social-places", (request) =>
        request.query({ storeId: REVIEW_STORE_ID, platform: "tripadvisor", scale: "greater-than-equal-to", scaleValue: "4", limit: "5" }),
      )
      .willRespondWith(200, (response) =>
        jsonAnswer(response, {
          reviews: listOf({
            rating: integer(5),
            reviewer_text: string("Spotless room, friendly staff and a great breakfast."),
            reviewer_name: string("Thabo K."),
            store_url: string("https://www.tripadvisor.example/reviews/karoo-801/1"),
          }),
        }),
      )
      .executeTest(async (mock) => {
        expect(await content(mock, (api) => api.reviews(REVIEW_STORE_ID, "tripadvisor"))).toStrictEqual([
          { rating: 5, reviewerText: "Spotless room, friendly staff and a great breakfast.", reviewerName: "Thabo K.", storeUrl: "https://www.tripadvisor.example/reviews/karoo-801/1" },
        ])
      })
  })
})

describe("the newsletter sign-up (POST /api/web/news_letters)", () => {
  it("is accepted, a contact preference not ticked sent as false", async () => {
    await pact
      .addInteraction()
      .uponReceiving("a newsletter sign-up by e-mail")
      .withRequest("POST", "/api/web/news_letters", (builder) =>
        builder.jsonBody({
          first_name: "Thandi",
          surname: "Mokoena",
          contact_number: "+27821234567",
          email: "thandi@example.co.za",
          via_email: true,
          via_whatsapp: false,
        }),
      )
      .willRespondWith(201, (response) => jsonAnswer(response, { id: integer(51), message: string(REQUEST_SENT) }))
      .executeTest(async (mock) => {
        await content(mock, (api) =>
          api.signUpForNewsletter({ firstName: "Thandi", surname: "Mokoena", contactNumber: "+27821234567", email: "thandi@example.co.za", viaEmail: true }),
        )
      })
  })
})
