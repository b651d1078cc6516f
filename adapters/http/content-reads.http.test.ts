import { Effect, Layer } from "effect"
import { describe, expect, it } from "vitest"
import { ContentsQuery } from "../../contracts/api/contents.ts"
import { JobVacanciesQuery } from "../../contracts/api/jobs.ts"
import { ReviewsQuery } from "../../contracts/api/reviews.ts"
import { faqItemOf, entitiesOf } from "../../core/content/content-entities.ts"
import { loadContent, loadContents, loadJobVacancies, loadReviews, NO_JOB_VACANCIES_PAGE } from "../../core/content/load-content.ts"
import { ContentApi } from "../../core/ports/ContentApi.ts"
import { makeTokenStoreMemory } from "../../core/ports/TokenStore.memory.ts"
import { acceptedBody, answer, API, http, HttpResponse, makeLogCapture, url, useMswServer } from "../testing/http.testing.ts"
import * as ContentApiHttp from "./ContentApi.http.ts"

/** The content, job vacancy and review reads (issue 16) over msw: what the adapter sends, how it maps, and that failures reach core's empty reads. */

const server = useMswServer()

const harness = () => {
  const logs = makeLogCapture()
  const layer = ContentApiHttp.layerHttp({ baseUrl: API }).pipe(Layer.provide(makeTokenStoreMemory().layer), Layer.provideMerge(logs.layer))
  return { run: <A, E>(effect: Effect.Effect<A, E, ContentApi>) => Effect.runPromise(Effect.provide(effect, layer)), logs: logs.lines }
}

const queryOf = (request: Request) => Object.fromEntries(new URL(request.url).searchParams)

const faqItem = {
  id: 87,
  content_type: "faq",
  fields: [
    { id: 1, fieldable_type: "StringField", key: "slug", value: "faq-hotel-check-in", brand_id: null },
    { id: 2, fieldable_type: "StringField", key: "question", value: "What time is check-in?", brand_id: null },
    { id: 3, fieldable_type: "WriteUpField", key: "answer", value: "<p>From 14:00.</p>", brand_id: null },
    { id: 4, fieldable_type: "IntegerField", key: "sequence", value: 1, brand_id: null },
    { id: 5, fieldable_type: "DateField", key: "reviewed", value: "2030-03-01T12:00:00+02:00", brand_id: null },
    { id: 6, fieldable_type: "BrandLinkField", key: "brand", value: 2, brand_id: 2 },
  ],
  images: [{ id: 9, name: "check-in.svg", type: "image/svg+xml", size: 2048, url: "/images/content/faq/check-in.svg", thumb: "/images/content/faq/check-in-thumb.svg" }],
  files: [],
  created_at: "2030-02-01T10:00:00.000Z",
}

describe("contents over HTTP (GET /api/web/contents)", () => {
  it("sends every parameter of the client version in the contract's form and maps the items to core's model", async () => {
    const queries: Array<Record<string, string>> = []
    server.use(
      http.get(url("/api/web/contents"), ({ request }) => {
        queries.push(queryOf(request))
        return answer({ contents: [faqItem], pagination: { current_page: 2, total_pages: 3, total_count: 25 } })
      }),
    )
    const page = await harness().run(
      loadContents({
        contentType: "faq",
        page: 2,
        per: 10,
        brandId: 2,
        hotelId: 7,
        containsContentIds: [87, 88],
        stringFields: [
          { key: "section", value: "Hotel" },
          { key: "tag", value: "rooms, beds" },
        ],
        emptyValueKeyFilter: "sub_name",
        maxCapacityStringFields: [{ key: "max_capacity", value: "50" }],
      }),
    )
    expect(queries).toStrictEqual([
      {
        content_type: "faq",
        page: "2",
        per: "10",
        brand_id: "2",
        hotel_id: "7",
        contains_content_ids: "87,88",
        string_fields: "section,Hotel;tag,rooms, beds",
        empty_value_key_filter: "sub_name",
        max_capacity_string_fields: "max_capacity,50",
      },
    ])
    expect(acceptedBody(ContentsQuery, queries[0])).toBeDefined()
    expect(page.pagination).toStrictEqual({ currentPage: 2, totalPages: 3, totalCount: 25 })
    expect(page.items[0]).toStrictEqual({
      id: 87,
      contentType: "faq",
      fields: [
        { id: 1, fieldableType: "StringField", key: "slug", value: "faq-hotel-check-in", brandId: null },
        { id: 2, fieldableType: "StringField", key: "question", value: "What time is check-in?", brandId: null },
        { id: 3, fieldableType: "WriteUpField", key: "answer", value: "<p>From 14:00.</p>", brandId: null },
        { id: 4, fieldableType: "IntegerField", key: "sequence", value: 1, brandId: null },
        { id: 5, fieldableType: "DateField", key: "reviewed", value: "2030-03-01", brandId: null },
        { id: 6, fieldableType: "BrandLinkField", key: "brand", value: 2, brandId: 2 },
      ],
      images: faqItem.images,
      files: [],
      createdAt: "2030-02-01T10:00:00.000Z",
    })
    expect(entitiesOf(page.items, faqItemOf)).toStrictEqual([{ id: 87, question: "What time is check-in?", answer: "<p>From 14:00.</p>", sequence: 1 }])
  })

  it("sends only the content type, page 1 and the paging helper's 10 when nothing else is asked, leaving out filters the wire cannot carry", async () => {
    const queries: Array<Record<string, string>> = []
    server.use(
      http.get(url("/api/web/contents"), ({ request }) => {
        queries.push(queryOf(request))
        return answer({ contents: [], pagination: { current_page: 1, total_pages: 0, total_count: 0 } })
      }),
    )
    await harness().run(loadContents({ contentType: "blog", stringFields: [{ key: "bad;key", value: "x" }] }))
    expect(queries).toStrictEqual([{ content_type: "blog", page: "1", per: "10" }])
  })

  it("shows an empty page when the server fails or answers off contract (spec A §7, §8)", async () => {
    server.use(http.get(url("/api/web/contents"), () => answer({ message: "down" }, 503)))
    expect(await harness().run(loadContents({ contentType: "faq", page: 3 }))).toStrictEqual({
      items: [],
      pagination: { currentPage: 3, totalPages: 0, totalCount: 0 },
    })
    server.use(http.get(url("/api/web/contents"), () => answer({ contents: [{ ...faqItem, content_type: "no_such_type" }], pagination: { current_page: 1, total_pages: 1, total_count: 1 } })))
    const drifted = harness()
    expect((await drifted.run(loadContents({ contentType: "faq" }))).items).toStrictEqual([])
    expect(drifted.logs.map((line) => line.level)).toStrictEqual(["Warn"])
  })

  it("shows an empty page when the network is down", async () => {
    server.use(http.get(url("/api/web/contents"), () => HttpResponse.error()))
    expect((await harness().run(loadContents({ contentType: "faq" }))).items).toStrictEqual([])
  })
})

describe("one content item over HTTP (GET /api/web/contents/{slug})", () => {
  it("reads the item at its slug's path", async () => {
    server.use(http.get(url("/api/web/contents/faq-hotel-check-in"), () => answer({ content: faqItem })))
    expect(await harness().run(loadContent("faq-hotel-check-in"))).toMatchObject({ id: 87, contentType: "faq" })
  })

  it("gives the empty object (null) for an unknown slug's 404 and for a slug that cannot be one, without asking", async () => {
    server.use(http.get(url("/api/web/contents/no-such-item"), () => answer({ message: "Content not found." }, 404)))
    expect(await harness().run(loadContent("no-such-item"))).toBeNull()
    // msw refuses any request without a handler: a malformed slug is never sent.
    expect(await harness().run(loadContent("Not A Slug/../x"))).toBeNull()
  })
})

describe("job vacancies over HTTP (GET /api/web/job_vacancies)", () => {
  it("asks for a page of 12 with the brand and category, and maps jobVacancies and totalPages", async () => {
    const queries: Array<Record<string, string>> = []
    server.use(
      http.get(url("/api/web/job_vacancies"), ({ request }) => {
        queries.push(queryOf(request))
        return answer({
          job_vacancies: [
            {
              id: 18,
              job_title: "Floor supervisor, Centurion",
              description: "Check rooms and coach a team.",
              category: "housekeeping",
              brand_linked: 3,
              expiry_date: "2030-03-20T12:00:00+02:00",
              link: "https://careers.karoohotels.example/vacancies/1032",
            },
          ],
          pagination: { current_page: 2, total_pages: 4, total_count: 40 },
        })
      }),
    )
    const page = await harness().run(loadJobVacancies({ page: 2, per: 12, brand: "road", category: "housekeeping" }))
    expect(queries).toStrictEqual([{ page: "2", per: "12", brand: "road", category: "housekeeping" }])
    expect(acceptedBody(JobVacanciesQuery, queries[0])).toBeDefined()
    expect(page).toStrictEqual({
      jobVacancies: [
        {
          id: 18,
          jobTitle: "Floor supervisor, Centurion",
          description: "Check rooms and coach a team.",
          category: "housekeeping",
          brandLinked: 3,
          expiryDate: "2030-03-20",
          link: "https://careers.karoohotels.example/vacancies/1032",
        },
      ],
      totalPages: 4,
    })
  })

  it("shows no vacancies when the call fails", async () => {
    server.use(http.get(url("/api/web/job_vacancies"), () => answer({ message: "Some fields are missing or invalid.", errors: { page: ["Must be at least 1"] } }, 422)))
    expect(await harness().run(loadJobVacancies({ page: 1, per: 12 }))).toStrictEqual(NO_JOB_VACANCIES_PAGE)
  })
})

describe("guest reviews over HTTP (GET /api/social-places)", () => {
  it("asks for the store's reviews on the platform, at least 4, at most 5, and maps them", async () => {
    const queries: Array<Record<string, string>> = []
    server.use(
      http.get(url("/api/social-places"), ({ request }) => {
        queries.push(queryOf(request))
        return answer({ reviews: [{ rating: 5, reviewer_text: "Spotless.", reviewer_name: "Thabo K.", store_url: "https://maps.google.example/reviews/karoo-801/1" }] })
      }),
    )
    const reviews = await harness().run(loadReviews("karoo-801", "google"))
    expect(queries).toStrictEqual([{ storeId: "karoo-801", platform: "google", scale: "greater-than-equal-to", scaleValue: "4", limit: "5" }])
    expect(acceptedBody(ReviewsQuery, queries[0])).toBeDefined()
    expect(reviews).toStrictEqual([{ rating: 5, reviewerText: "Spotless.", reviewerName: "Thabo K.", storeUrl: "https://maps.google.example/reviews/karoo-801/1" }])
  })

  it("shows no reviews when the call fails", async () => {
    server.use(http.get(url("/api/social-places"), () => answer({ message: "Something went wrong", errors: [{ message: "x" }] }, 500)))
    expect(await harness().run(loadReviews("karoo-801", "tripadvisor"))).toStrictEqual([])
  })
})
