import { computed, type ReadonlySignal, signal } from "@preact/signals-core"
import { Effect, type Scope } from "effect"
import { SOMETHING_TERRIBLE } from "../http/messages.ts"
import type { BookingApi } from "../ports/BookingApi.ts"
import type { ContentApi } from "../ports/ContentApi.ts"
import { Navigation } from "../ports/Navigation.ts"
import type { SessionStore } from "../ports/SessionStore.ts"
import { makeResource } from "../screen/resource.ts"
import type { ResourceCache } from "../screen/ResourceCache.ts"
import { failed, fromListView, LOADING, type ViewState } from "../screen/view-state.ts"
import { chosenHotelOf, makeChosenHotelResource } from "./chosen-hotel-model.ts"
import { loadRooms, type RoomCardOfGroup, roomSearchOf, roomsPageView, type RoomStep, roomStepOf } from "./load-rooms.ts"
import { type RoomCardView, roomChoiceOf } from "./room-card-view.ts"
import { routeOf } from "./room-selection.ts"
import { BookingSession } from "./session-store.ts"
import { summaryPanel } from "./summary-panel.ts"

/** A room-type card as the page shows it: the rate the guest picked (the cheapest until then), and whether Select is on its way. */
export interface RoomsCard extends RoomCardOfGroup {
  readonly ratePlanCode: string
  readonly selecting: boolean
}

/** One page of room-type cards (spec B §2: 4 a page). */
export interface RoomsContent {
  readonly cards: ReadonlyArray<RoomsCard>
  readonly page: number
  readonly pageCount: number
}

export interface RoomsModel {
  /** "Room 1 of n" and the guests of that requested room. */
  readonly step: ReadonlySignal<RoomStep>
  readonly nightsLabel: ReadonlySignal<string>
  readonly view: ReadonlySignal<ViewState<RoomsContent>>
  /** The card whose More information (the room modal) is open. */
  readonly details: ReadonlySignal<RoomsCard | null>
  /** The chosen hotel's address for the room modal, once read. */
  readonly hotelAddress: ReadonlySignal<string | null>
  /** spec B §2: the optional active-room-index query names the requested room being chosen for (null: the session's). */
  readonly showRoom: (activeRoomIndex: string | null) => Effect.Effect<void>
  readonly goToPage: (page: number) => Effect.Effect<void>
  readonly pickRate: (roomTypeCode: string, ratePlanCode: string) => Effect.Effect<void>
  readonly showDetails: (card: RoomsCard) => Effect.Effect<void>
  readonly closeDetails: () => Effect.Effect<void>
  /** spec B §4 "Select": the card's room and rate for the active room, then the next room or the review. */
  readonly select: (card: RoomsCard) => Effect.Effect<void, never, BookingSession | Navigation>
}

/**
 * The screen model of /booking/rooms (spec B §2, §4): a page of 4 room-type cards for the active requested room,
 * each with its rate picker, More information (the room modal) and Select; the no-rooms block when nothing is offered.
 */
export const makeRoomsModel = (): Effect.Effect<
  RoomsModel,
  never,
  BookingSession | BookingApi | ContentApi | SessionStore | ResourceCache | Scope.Scope
> =>
  Effect.gen(function* () {
    const session = yield* BookingSession
    const search = computed(() => roomSearchOf(session.state.value))
    // A search is its key: choosing a room (the session changes, the search does not) reads nothing again.
    const searchKey = computed(() => (search.value === null ? null : JSON.stringify(search.value)))
    // Shared under its search, so a page the server drew with its rooms hydrates with that answer (no second search).
    const rooms = yield* makeResource({
      key: searchKey,
      load: () => loadRooms(search.peek()!),
      shared: { id: (key) => `rooms ${key}`, keep: (answer) => answer.kind === "loaded" },
    })
    const hotel = chosenHotelOf(yield* makeChosenHotelResource())
    const page = signal(1)
    const picked = signal<ReadonlyMap<string, string>>(new Map())
    const selecting = signal<string | null>(null)
    const detailsOf = signal<string | null>(null)

    const cardOf = (card: RoomCardView): Omit<RoomsCard, "group"> => ({
      card,
      ratePlanCode: picked.value.get(card.roomTypeCode) ?? card.defaultRatePlanCode,
      selecting: selecting.value === card.roomTypeCode,
    })
    const view = computed((): ViewState<RoomsContent> => {
      const read = rooms.state.value
      if (read.kind === "failed") return failed(SOMETHING_TERRIBLE)
      if (read.kind !== "ready") return LOADING
      return fromListView(roomsPageView(read.value, page.value), (list) => ({
        cards: list.cards.map(({ group, card }) => ({ group, ...cardOf(card) })),
        page: list.page,
        pageCount: list.pageCount,
      }))
    })
    const details = computed((): RoomsCard | null => {
      const content = view.value
      if (content.kind !== "ready" || detailsOf.value === null) return null
      return content.value.cards.find(({ card }) => card.roomTypeCode === detailsOf.value) ?? null
    })

    return {
      step: computed(() => roomStepOf(session.state.value)),
      nightsLabel: computed(() => summaryPanel(session.state.value).nightsLabel),
      view,
      details,
      hotelAddress: computed(() => hotel.value?.physicalAddress ?? null),
      showRoom: (activeRoomIndex) =>
        Effect.gen(function* () {
          if (activeRoomIndex !== null) yield* session.setActiveRoom(Number(activeRoomIndex))
          page.value = 1
        }),
      goToPage: (next) => Effect.sync(() => void (page.value = next)),
      pickRate: (roomTypeCode, ratePlanCode) => Effect.sync(() => void (picked.value = new Map(picked.value).set(roomTypeCode, ratePlanCode))),
      showDetails: ({ card }) => Effect.sync(() => void (detailsOf.value = card.roomTypeCode)),
      closeDetails: () => Effect.sync(() => void (detailsOf.value = null)),
      select: ({ group, card, ratePlanCode }) =>
        Effect.gen(function* () {
          // spec B §4: the loading state stays on when the active room is the last requested room.
          const staysLoading = session.selectLoadingStays.value
          selecting.value = card.roomTypeCode
          const next = yield* session.chooseRoom(roomChoiceOf(group, ratePlanCode))
          detailsOf.value = null
          if (!staysLoading) selecting.value = null
          picked.value = new Map()
          yield* (yield* Navigation).go(routeOf(next))
        }),
    }
  })
