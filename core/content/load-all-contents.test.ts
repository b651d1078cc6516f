import { Effect } from "effect"
import { describe, expect, it } from "vitest"
import { HttpError } from "../http/http-error.ts"
import { makeContentApiMemory } from "../ports/ContentApi.memory.ts"
import type { ContentItem } from "./content-item.ts"
import { allContentsId, loadAllContents } from "./load-all-contents.ts"

const term = (id: number): ContentItem => ({ id, contentType: "legal_term", fields: [], images: [], files: [], createdAt: "2030-01-05T08:00:00.000Z" })

describe("every item of a content type (spec A §7, §8)", () => {
  it("asks for the type's first page of 100 and answers its items", async () => {
    const fake = makeContentApiMemory({ contents: [term(1), term(2)] })
    const items = await Effect.runPromise(loadAllContents("legal_term").pipe(Effect.provide(fake.layer)))
    expect(items.map((item) => item.id).sort()).toStrictEqual([1, 2])
    expect(fake.calls).toStrictEqual([{ method: "contents", args: [{ contentType: "legal_term", page: 1, per: 100 }] }])
  })

  it("a failed read is none", async () => {
    const fake = makeContentApiMemory({ contents: [term(1)] })
    fake.failNext("contents", new HttpError({ status: 503, message: "Request failed with status code 503" }))
    expect(await Effect.runPromise(loadAllContents("legal_term").pipe(Effect.provide(fake.layer)))).toStrictEqual([])
  })

  it("is shared under one id per content type", () => {
    expect(allContentsId("legal_term")).toBe("contents:legal_term:all")
    expect(allContentsId("faq")).not.toBe(allContentsId("legal_term"))
  })
})
