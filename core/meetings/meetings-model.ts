import { computed, type ReadonlySignal } from "@preact/signals-core"
import { Effect, type Scope } from "effect"
import { BRAND_KEYS } from "../booking/hotel.ts"
import { allHotelsQuery, type HotelDetails } from "../content/hotel-listing.ts"
import { siteTitle } from "../content/messages.ts"
import { hotelPageOf } from "../hotels/hotel-card.ts"
import { type HotelPageContent, meetingRoomOf } from "../hotels/hotel-page-model.ts"
import { loadHotelsPage } from "../hotels/load-hotels.ts"
import { NO_HOTELS } from "../hotels/messages.ts"
import type { ContentApi } from "../ports/ContentApi.ts"
import { MEETINGS_AND_EVENTS_ROUTE } from "../routes.ts"
import type { PageHead } from "../screen/page-render.ts"
import { fixedKey, makeResource, type ResourceState } from "../screen/resource.ts"
import type { ResourceCache } from "../screen/ResourceCache.ts"
import { empty, LOADING, ready, type ViewState } from "../screen/view-state.ts"
import { makeMeetingRequestModel, type MeetingRequestModel, type MeetingVenue } from "./meeting-request-model.ts"
import { MEETINGS_AND_EVENTS, MEETINGS_DESCRIPTION, upToGuests } from "./messages.ts"

/**
 * /meetings-and-events (spec A §2, §3, §4; issue 25): the hotels that let a meeting room, each with its rates and
 * seats, More Information and Book Now; the request form (names, contact, e-mail, event date, guests, Half Day or
 * Whole Day) sends a boardroom request whose booking type comes from the page's path; sent, a thank-you with View Hotel.
 */

export interface MeetingsInput {
  /** The page's path: its last segment names the booking type (core/content/boardroom-booking-type.ts). */
  readonly pathname: string
}

/** A hotel's meeting room as a venue, or null when it lets none. */
export const meetingVenueOf = (hotel: HotelDetails): MeetingVenue | null => {
  const room = meetingRoomOf(hotel)
  return room === null
    ? null
    : {
        hotelId: hotel.id,
        name: hotel.name,
        city: hotel.city,
        brandKey: BRAND_KEYS[hotel.brand.id],
        boardroomName: `Boardroom, ${hotel.name}`,
        capacity: upToGuests(room.capacity),
        facts: room.facts,
        description: hotel.description,
        href: hotelPageOf(hotel),
      }
}

/** The meeting room of a hotel's page (core/hotels/hotel-page-model.ts), or null when it lets none. */
export const meetingVenueOfPage = (hotel: HotelPageContent): MeetingVenue | null =>
  hotel.meetingRoom === null
    ? null
    : {
        hotelId: hotel.id,
        name: hotel.name,
        city: hotel.city,
        brandKey: hotel.brandKey,
        boardroomName: `Boardroom, ${hotel.name}`,
        capacity: upToGuests(hotel.meetingRoom.capacity),
        facts: hotel.meetingRoom.facts,
        description: hotel.description,
        href: hotel.href,
      }

export const meetingVenuesOf = (hotels: ReadonlyArray<HotelDetails>): ReadonlyArray<MeetingVenue> =>
  hotels.flatMap((hotel) => {
    const venue = meetingVenueOf(hotel)
    return venue === null ? [] : [venue]
  })

export const meetingsView = (read: ResourceState<ReadonlyArray<HotelDetails>>): ViewState<ReadonlyArray<MeetingVenue>> => {
  if (read.kind === "failed") return empty(NO_HOTELS)
  if (read.kind !== "ready") return LOADING
  const venues = meetingVenuesOf(read.value)
  return venues.length === 0 ? empty(NO_HOTELS) : ready(venues)
}

export interface MeetingsModel extends MeetingRequestModel {
  readonly view: ReadonlySignal<ViewState<ReadonlyArray<MeetingVenue>>>
  readonly head: PageHead
}

export const makeMeetingsModel = (input: MeetingsInput): Effect.Effect<MeetingsModel, never, ContentApi | ResourceCache | Scope.Scope> =>
  Effect.gen(function* () {
    const hotels = yield* makeResource({
      key: fixedKey(allHotelsQuery()),
      load: (key) => Effect.map(loadHotelsPage(key), (answer) => answer.hotels),
      shared: { id: (key) => `hotels:${JSON.stringify(key)}:list` },
    })
    const requests = yield* makeMeetingRequestModel(input)
    return {
      ...requests,
      view: computed(() => meetingsView(hotels.state.value)),
      head: { title: siteTitle(MEETINGS_AND_EVENTS), description: MEETINGS_DESCRIPTION, canonicalPath: input.pathname || MEETINGS_AND_EVENTS_ROUTE },
    }
  })
