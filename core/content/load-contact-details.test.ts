import { Effect } from "effect"
import { describe, expect, it } from "vitest"
import { makeContentApiMemory } from "../ports/ContentApi.memory.ts"
import type { ContentField, ContentItem } from "./content-item.ts"
import { loadContactDetails } from "./load-contact-details.ts"
import { hotelDetails } from "./testing/hotel-details.testing.ts"

const field = (id: number, key: string, value: string): ContentField => ({ id, fieldableType: "StringField", key, value, brandId: null })
const assistance = (id: number, number: string): ContentItem => ({
  id,
  contentType: "website_assistance",
  fields: [field(1, "assistance_number", number), field(2, "assistance_email", "help@example.co.za"), field(3, "media_number", "+27 11 555 0199"), field(4, "media_email", "media@example.co.za")],
  images: [],
  files: [],
  createdAt: "2030-01-05T08:00:00.000Z",
})
const hotels = [hotelDetails(1, "Karoo City Sandton", 1, "Johannesburg"), hotelDetails(2, "Karoo Town Umhlanga", 4, "Umhlanga")]

describe("the support page's contact details (/contact-us)", () => {
  it("are the group's numbers and e-mails and every hotel's contacts, read together", async () => {
    const content = makeContentApiMemory({ hotels, contents: [assistance(7, "+27 11 555 0100")] })
    const details = await Effect.runPromise(loadContactDetails().pipe(Effect.provide(content.layer)))
    expect(details).toEqual({
      group: { assistanceNumber: "+27 11 555 0100", assistanceEmail: "help@example.co.za", mediaNumber: "+27 11 555 0199", mediaEmail: "media@example.co.za" },
      hotels,
    })
    // the group's item is the one website_assistance item, and the hotels are page 1 of 100 (spec B §7)
    expect(content.calls.map((call) => [call.method, call.args[0]])).toEqual(
      expect.arrayContaining([
        ["contents", expect.objectContaining({ contentType: "website_assistance", page: 1, per: 1 })],
        ["hotels", expect.objectContaining({ page: 1, per: 100 })],
      ]),
    )
  })

  it("list the hotels only when the content has no group contacts", async () => {
    const content = makeContentApiMemory({ hotels })
    expect(await Effect.runPromise(loadContactDetails().pipe(Effect.provide(content.layer)))).toEqual({ group: null, hotels })
  })
})
