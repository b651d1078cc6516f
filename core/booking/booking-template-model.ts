import { computed, type ReadonlySignal } from "@preact/signals-core"
import { Effect, type Scope } from "effect"
import type { ContentApi } from "../ports/ContentApi.ts"
import type { SessionStore } from "../ports/SessionStore.ts"
import type { ResourceCache } from "../screen/ResourceCache.ts"
import { chosenHotelOf, makeChosenHotelResource } from "./chosen-hotel-model.ts"
import { BookingSession, type BookingSessionShape } from "./session-store.ts"
import { summaryPanel, type SummaryPanel } from "./summary-panel.ts"

export interface BookingTemplateModel {
  /** The chosen hotel's photo for the summary, once its facts are read. */
  readonly hotelImage: ReadonlySignal<string | null>
  /** spec B §2: the booking summary of the session (hotel, stay, guests, rooms, amounts). */
  readonly summary: ReadonlySignal<SummaryPanel>
}

/** The model of the booking-flow page template (spec B §2): the summary beside every booking page. */
export const makeBookingTemplateModel = (): Effect.Effect<
  BookingTemplateModel,
  never,
  BookingSession | ContentApi | SessionStore | ResourceCache | Scope.Scope
> =>
  Effect.gen(function* () {
    const session = yield* BookingSession
    const hotel = chosenHotelOf(yield* makeChosenHotelResource())
    return {
      hotelImage: computed(() => hotel.value?.imageUrl ?? null),
      summary: computed(() => summaryPanel(session.state.value)),
    }
  })

/** The session as a view beside a page reads it (the review's overview, the area guards, the document title). */
export const readBookingSession = (): Effect.Effect<BookingSessionShape, never, BookingSession> => BookingSession
