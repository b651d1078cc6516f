import { Effect } from "effect"
import { ContentApi } from "../ports/ContentApi.ts"
import type { WebsiteAssistance } from "./company-content.ts"
import { entitiesOf, websiteAssistanceOf } from "./content-entities.ts"
import { allHotelsQuery, type HotelDetails } from "./hotel-listing.ts"
import { loadContents, loadHotels } from "./load-content.ts"

/** spec B §2, A §2: the support page's content: the group's numbers and e-mails, and every hotel's contacts. */
export interface ContactDetails {
  /** Null when the content has none (the page then lists the hotels only). */
  readonly group: WebsiteAssistance | null
  readonly hotels: ReadonlyArray<HotelDetails>
}

/**
 * The support page the Booking not found dialog names (/contact-us): the group's contact details (the
 * website_assistance content item) and every hotel's from the hotels call (page 1 of 100, spec B §7), read
 * together; a failed read shows as nothing rather than as an error (content reads, load-content.ts).
 */
export const loadContactDetails = Effect.fn("ContentReads.loadContactDetails")(function* (): Effect.fn.Return<ContactDetails, never, ContentApi> {
  const [assistance, hotels] = yield* Effect.all(
    [loadContents({ contentType: "website_assistance", page: 1, per: 1 }), loadHotels(allHotelsQuery())],
    { concurrency: 2 },
  )
  return { group: entitiesOf(assistance.items, websiteAssistanceOf)[0] ?? null, hotels: hotels.hotels }
})
