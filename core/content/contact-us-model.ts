import { computed, type ReadonlySignal, signal } from "@preact/signals-core"
import { Effect, type Scope } from "effect"
import type { Temporal } from "temporal-polyfill"
import { SOMETHING_TERRIBLE } from "../http/messages.ts"
import type { ContentApi } from "../ports/ContentApi.ts"
import { fixedKey, makeResource, type ResourceState } from "../screen/resource.ts"
import type { ResourceCache } from "../screen/ResourceCache.ts"
import { LOADING, failed, ready, type ViewState } from "../screen/view-state.ts"
import { bookHotelHref } from "../search/book-hotel-link.ts"
import { today } from "../time/clock.ts"
import type { WebsiteAssistance } from "./company-content.ts"
import { findContactHotels, shownContactHotels } from "./contact-hotels.ts"
import type { HotelDetails } from "./hotel-listing.ts"
import { type ContactDetails, loadContactDetails } from "./load-contact-details.ts"
import { actionLabel, BOOK_HOTEL } from "./messages.ts"
import { hotelPageOf } from "../hotels/hotel-card.ts"
import { VIEW_HOTEL, viewHotelLabel } from "../hotels/messages.ts"

/**
 * One hotel's contact card (/contact-us, /help): its name, address, phone, e-mail, View Hotel and Book Hotel (its rate
 * calendar from today), with their words; ui/kit's ContactCard draws it.
 */
export interface ContactCard {
  readonly id: number
  readonly name: string
  readonly address: string
  readonly phone: string
  readonly email: string
  readonly bookHref: string
  readonly bookText: string
  /** Book Hotel's accessible name, with the hotel's. */
  readonly bookLabel: string
  /** spec A §2: View Hotel, the hotel's page, and its accessible name. */
  readonly viewHref: string
  readonly viewText: string
  readonly viewLabel: string
}

/** What /contact-us shows once read: the group's contacts (none when the content has none) and the cards found. */
export interface ContactUsContent {
  readonly group: WebsiteAssistance | null
  readonly cards: ReadonlyArray<ContactCard>
  /** The finder's live count ("58 hotels", "3 of 58 hotels", or that none matches). */
  readonly count: string
}

export const contactCardOf = (hotel: HotelDetails, day: Temporal.PlainDate): ContactCard => ({
  id: hotel.id,
  name: hotel.name,
  address: hotel.physicalAddress,
  phone: hotel.phone,
  email: hotel.email,
  bookHref: bookHotelHref(hotel, day),
  bookText: BOOK_HOTEL,
  bookLabel: actionLabel(BOOK_HOTEL, hotel.name),
  viewHref: hotelPageOf(hotel),
  viewText: VIEW_HOTEL,
  viewLabel: viewHotelLabel(hotel.name),
})

/** The page's view state: loading until the contacts and today are read; the finder's text picks the cards. */
export const contactUsView = (read: ResourceState<readonly [ContactDetails, Temporal.PlainDate]>, text: string): ViewState<ContactUsContent> => {
  if (read.kind === "failed") return failed(SOMETHING_TERRIBLE)
  if (read.kind !== "ready") return LOADING
  const [details, day] = read.value
  const found = findContactHotels(details.hotels, text)
  return ready({
    group: details.group,
    cards: found.map((hotel) => contactCardOf(hotel, day)),
    count: shownContactHotels(found.length, details.hotels.length, text),
  })
}

export interface ContactUsModel {
  readonly view: ReadonlySignal<ViewState<ContactUsContent>>
  /** What the guest typed into the hotel finder. */
  readonly finderText: ReadonlySignal<string>
  readonly find: (text: string) => Effect.Effect<void>
}

/**
 * The screen model of /contact-us (spec B §2, A §2; the worked example of docs/architecture.md): the group's
 * contacts and every hotel's, read once as the page opens, and a finder over the hotels.
 */
export const makeContactUsModel = (): Effect.Effect<ContactUsModel, never, ContentApi | ResourceCache | Scope.Scope> =>
  Effect.gen(function* () {
    const details = yield* makeResource({ key: fixedKey("contact-us"), load: () => Effect.all([loadContactDetails(), today]) })
    const finderText = signal("")
    return {
      view: computed(() => contactUsView(details.state.value, finderText.value)),
      finderText,
      find: (text) =>
        Effect.sync(() => {
          finderText.value = text
        }),
    }
  })
