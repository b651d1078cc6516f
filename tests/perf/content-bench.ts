import { performance } from "node:perf_hooks"
import { parseArgs } from "node:util"
import { sql } from "drizzle-orm"
import { buildServerApp } from "../../server/main.ts"
import { testConfig } from "../../server/config.ts"
import { contentFields, contentItems } from "../../server/db/schema.ts"
import { createTestDatabase } from "../../server/db/testing/test-database.ts"
import { silentLogger } from "../../server/testing/logs.ts"

/**
 * `npm run bench:content`: how long a filtered page of GET /api/web/contents takes with 10 000 more content items than
 * the seed's (issue 16: "indexes so a filtered page stays fast with 10,000 items"), through the app as server/main.ts
 * builds it (in process, no sockets), on the embedded database, or on PostgreSQL with --postgres URL. Each query is
 * timed `--runs` times after a warm-up pass over every query; the median and the 95th percentile are printed, then the same with the
 * content_fields indexes of migration 0007 dropped, for the ratio (the indexes earn their place, or they go).
 *
 *   --items 10000   extra items: 60 % blog posts, 20 % attractions, the rest meeting rooms, eight fields each
 *   --runs 40       timings per query
 *   --postgres URL  PostgreSQL instead of PGlite (a schema of its own, dropped at the end)
 */

const { values: options } = parseArgs({
  options: { items: { type: "string", default: "10000" }, runs: { type: "string", default: "40" }, postgres: { type: "string" } },
})
const ITEMS = Number(options.items)
const RUNS = Number(options.runs)

const database = await createTestDatabase({ databaseUrl: options.postgres ?? null, seed: { days: 1, content: true } })
const { app, http } = await buildServerApp(testConfig(), database, silentLogger, "/nonexistent")

const CATEGORIES = ["Travel", "Business", "Food & Beverage", "Sustainability", "People", "Our Hotels"]

/** The extra items: inserted with SQL's generate_series, so 10 000 items and their fields take seconds. */
const addItems = async (): Promise<void> => {
  const [{ next }] = (await database.db.execute<{ next: number }>(sql`select coalesce(max(id), 0) + 1 as next from ${contentItems}`)).rows as [{ next: number }]
  const blogs = Math.round(ITEMS * 0.6)
  const attractions = Math.round(ITEMS * 0.2)
  await database.db.execute(sql`
    insert into content_items (id, content_type, created_at)
    select ${next} + n, case when n < ${blogs} then 'blog' when n < ${blogs + attractions} then 'attraction' else 'boardroom' end,
           now() - make_interval(mins => n)
    from generate_series(0, ${ITEMS - 1}) as n`)
  await database.db.execute(sql`select setval(pg_get_serial_sequence('content_items', 'id'), (select max(id) from content_items) + 1, false)`)
  const categories = sql.raw(`array[${CATEGORIES.map((category) => `'${category.replaceAll("'", "''")}'`).join(", ")}]`)
  await database.db.execute(sql`
    insert into content_fields (content_item_id, position, fieldable_type, key, value, brand_id)
    select i.id, f.position, f.fieldable_type, f.key, f.value, f.brand_id
    from content_items i
    cross join lateral (values
      (0, 'StringField', 'slug', 'bench-' || i.id, null::smallint),
      (1, 'StringField', 'title', 'Bench item ' || i.id, null),
      (2, 'StringField', 'category', (${categories})[1 + i.id % 6], null),
      (3, 'WriteUpField', 'content', '<p>Item ' || i.id || ' of the benchmark, with a paragraph of text.</p>', null),
      (4, 'HotelLinkField', 'hotel', (1 + i.id % 58)::text, null),
      (5, 'BrandLinkField', 'brand', (1 + i.id % 4)::text, null),
      (6, 'StringField', 'max_capacity', (10 + i.id % 190)::text, null),
      (7, 'StringField', 'author_name', case when i.id % 5 = 0 then '' else 'Author ' || (i.id % 40) end, null)
    ) as f(position, fieldable_type, key, value, brand_id)
    where i.id >= ${next}`)
  await database.db.execute(sql`analyze content_items`)
  await database.db.execute(sql`analyze content_fields`)
}

const QUERIES: ReadonlyArray<readonly [string, string]> = [
  ["a type's first page (blog, 10)", "content_type=blog"],
  ["a deep page (blog, page 500)", "content_type=blog&page=500"],
  ["string_fields (category)", `content_type=blog&string_fields=${encodeURIComponent("category,Food & Beverage")}`],
  ["string_fields, two pairs", `content_type=blog&string_fields=${encodeURIComponent("category,Travel;author_name,Author 6")}`],
  ["hotel_id (attractions)", "content_type=attraction&hotel_id=5"],
  ["brand_id (meeting rooms)", "content_type=boardroom&brand_id=2"],
  ["max_capacity_string_fields", "content_type=boardroom&max_capacity_string_fields=max_capacity,180"],
  ["empty_value_key_filter", "content_type=blog&empty_value_key_filter=author_name"],
  ["contains_content_ids (20 ids)", `content_type=blog&contains_content_ids=${Array.from({ length: 20 }, (_, index) => 600 + index * 7).join(",")}`],
  ["one item by slug", "slug:bench-1234"],
]

const percentile = (sorted: ReadonlyArray<number>, share: number): number => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))]!

const time = async (query: string): Promise<{ readonly median: number; readonly p95: number; readonly count: number }> => {
  const path = query.startsWith("slug:") ? `/api/web/contents/${query.slice(5)}` : `/api/web/contents?${query}`
  let count = 0
  const once = async () => {
    const response = await app.request(path)
    if (response.status !== 200) throw new Error(`${path} answered ${response.status}: ${await response.text()}`)
    const body = (await response.json()) as { pagination?: { total_count: number } }
    count = body.pagination?.total_count ?? 1
  }
  for (let warm = 0; warm < 5; warm++) await once()
  const timings: Array<number> = []
  for (let run = 0; run < RUNS; run++) {
    const started = performance.now()
    await once()
    timings.push(performance.now() - started)
  }
  timings.sort((a, b) => a - b)
  return { median: percentile(timings, 0.5), p95: percentile(timings, 0.95), count }
}

const INDEXES = ["content_fields_key_value_idx", "content_fields_hotel_link_idx", "content_fields_brand_link_idx", "content_fields_brand_id_idx", "content_fields_item_key_idx"]

try {
  const seeded = Number((await database.db.execute<{ n: number }>(sql`select count(*)::int as n from ${contentItems}`)).rows[0]!.n)
  const started = performance.now()
  await addItems()
  const items = Number((await database.db.execute<{ n: number }>(sql`select count(*)::int as n from ${contentItems}`)).rows[0]!.n)
  const fields = Number((await database.db.execute<{ n: number }>(sql`select count(*)::int as n from ${contentFields}`)).rows[0]!.n)
  console.log(`${database.kind}: ${seeded} seeded + ${items - seeded} added = ${items} items, ${fields} fields (added in ${Math.round(performance.now() - started)} ms); ${RUNS} runs each`)
  // A first pass warms the process (JIT, the database's caches) and is not reported.
  for (const [, query] of QUERIES) await time(query)
  const withIndexes: Array<Awaited<ReturnType<typeof time>>> = []
  for (const [, query] of QUERIES) withIndexes.push(await time(query))
  for (const index of INDEXES) await database.db.execute(sql.raw(`drop index ${index}`))
  await database.db.execute(sql`analyze content_fields`)
  const without: Array<Awaited<ReturnType<typeof time>>> = []
  for (const [, query] of QUERIES) without.push(await time(query))
  console.log("\n| query | matches | median ms | p95 ms | median ms without the field indexes | ratio |")
  console.log("|---|---:|---:|---:|---:|---:|")
  QUERIES.forEach(([name], index) => {
    const a = withIndexes[index]!
    const b = without[index]!
    console.log(`| ${name} | ${a.count} | ${a.median.toFixed(1)} | ${a.p95.toFixed(1)} | ${b.median.toFixed(1)} | ${(b.median / a.median).toFixed(1)}× |`)
  })
} finally {
  await http.dispose()
  await database.close()
}
