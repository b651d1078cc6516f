import { Effect } from "effect"
import type { BrandKey } from "../booking/hotel.ts"
import { ContentApi } from "../ports/ContentApi.ts"
import { allHotelsQuery, type HotelDetails, type MegaMenuTab, megaMenuContent } from "./hotel-listing.ts"
import { NO_HOTELS } from "./messages.ts"

/**
 * spec B §2 (mega-menu), §7: all hotels, page 1 of 100, or a failure. The failure is kept apart from an empty
 * answer (unlike content-reads' orEmpty) so the menu can try again on its next opening rather than keep a
 * failed answer for the page's life.
 */
export type MegaMenuHotels =
  | { readonly kind: "ready"; readonly hotels: ReadonlyArray<HotelDetails> }
  | { readonly kind: "failed" }

export const loadMegaMenuHotels = Effect.fn("MegaMenu.loadHotels")(function* (): Effect.fn.Return<MegaMenuHotels, never, ContentApi> {
  const api = yield* ContentApi
  return yield* api.hotels(allHotelsQuery()).pipe(
    Effect.map((page): MegaMenuHotels => ({ kind: "ready", hotels: page.hotels })),
    Effect.catch(() => Effect.succeed<MegaMenuHotels>({ kind: "failed" })),
  )
})

/** What one tab shows: its hotels or cities, or spec B §8's empty-list words (for a failed fetch too, spec A §7). */
export type MegaMenuTabView =
  | { readonly kind: "hotels"; readonly brand: BrandKey; readonly hotels: ReadonlyArray<HotelDetails> }
  | { readonly kind: "cities"; readonly cities: ReadonlyArray<string> }
  | { readonly kind: "empty"; readonly message: string }

export const megaMenuTabView = (hotels: MegaMenuHotels, tab: MegaMenuTab): MegaMenuTabView => {
  if (hotels.kind === "failed") return { kind: "empty", message: NO_HOTELS }
  const content = megaMenuContent(hotels.hotels, tab)
  const count = content.kind === "cities" ? content.cities.length : content.hotels.length
  return count === 0 ? { kind: "empty", message: NO_HOTELS } : content
}
