import { rateTotalCents } from "../rates/rate-pricing.ts"
import type { RoomRate } from "../rates/room-rate.ts"
import { NO_ROOMS_AVAILABLE } from "./messages.ts"
import type { RoomOffer } from "./room-offer.ts"
import type { GuestRoomState, RoomDescription } from "./session-state.ts"
import { REVIEW_ROUTE, ROOMS_ROUTE, TODAY_ROUTE } from "../routes.ts"

// spec B §2, §9: room cards per page of the room list
export const ROOMS_PER_PAGE = 4

// spec B §2, §4: the booking-flow routes the rooms page leads to
/** spec B §2: the rooms page's optional query naming the requested room being chosen for. */
export const ACTIVE_ROOM_INDEX_PARAM = "active-room-index"

/** What choosing a room stores at the active room index (spec B §4). */
export interface RoomChoice {
  readonly roomDescription: RoomDescription | null
  readonly ratePlanCode: string
  readonly roomTypeCode: string
  readonly rates: ReadonlyArray<RoomRate>
}

/**
 * The choice of `offer` with the rate plan picked on its card (the offer's own by default). The
 * total is the picked rate's (the sum of its details); when the offer carries no such rate with
 * details, the offer's total stands.
 */
export const choiceFromOffer = (offer: RoomOffer, ratePlanCode: string = offer.ratePlanCode): RoomChoice => {
  const rate = offer.rates.find((candidate) => candidate.ratePlanCode === ratePlanCode && candidate.details.length > 0)
  return {
    roomDescription: {
      roomName: offer.roomName,
      totalAmount: rate === undefined ? offer.totalAmount : rateTotalCents(rate),
      mandatoryPaymentPeriods: offer.mandatoryPaymentPeriods,
    },
    ratePlanCode,
    roomTypeCode: offer.roomTypeCode,
    rates: offer.rates,
  }
}

/** spec B §4: choosing a room stores it, with its rate plan and rates, at the active room index. */
export const chooseRoomAt = (
  rooms: ReadonlyArray<GuestRoomState>,
  index: number,
  choice: RoomChoice,
): ReadonlyArray<GuestRoomState> =>
  rooms.map((room, i) => (i === index ? { adults: room.adults, kids: room.kids, ...choice } : room))

export const lacksChoice = (room: GuestRoomState): boolean => room.roomDescription === null

/** The indexes of the requested rooms still lacking a choice, in order. */
export const roomsLackingChoice = (rooms: ReadonlyArray<GuestRoomState>): ReadonlyArray<number> =>
  rooms.flatMap((room, index) => (lacksChoice(room) ? [index] : []))

export type RoomsStep =
  | { readonly kind: "room"; readonly index: number }
  | { readonly kind: "review" }
  | { readonly kind: "today" }

/** spec B §4: after a selection, the next room lacking a choice, or the review once all have one. */
export const nextStep = (rooms: ReadonlyArray<GuestRoomState>): Extract<RoomsStep, { kind: "room" | "review" }> => {
  const index = rooms.findIndex(lacksChoice)
  return index === -1 ? { kind: "review" } : { kind: "room", index }
}

/** spec B §4: a selection that lacks a description sends the user to the same-day booking page. */
export const stepAfterChoice = (choice: RoomChoice, roomsAfter: ReadonlyArray<GuestRoomState>): RoomsStep =>
  choice.roomDescription === null ? { kind: "today" } : nextStep(roomsAfter)

export const routeOf = (step: RoomsStep): string => {
  switch (step.kind) {
    case "room":
      return `${ROOMS_ROUTE}?${ACTIVE_ROOM_INDEX_PARAM}=${step.index}`
    case "review":
      return REVIEW_ROUTE
    case "today":
      return TODAY_ROUTE
  }
}

/**
 * spec B §4: the select button's loading state stays on when the active room is the last
 * requested room (the page is about to leave for the review).
 */
export const selectLoadingStays = (activeRoomIndex: number, requestedRooms: number): boolean =>
  activeRoomIndex === requestedRooms - 1

export interface RoomTypeGroup {
  readonly roomTypeCode: string
  readonly offers: ReadonlyArray<RoomOffer>
}

/** spec B §4: offers grouped by roomTypeCode; groups in order of first appearance, offers in their order. */
export const groupByRoomType = (offers: ReadonlyArray<RoomOffer>): ReadonlyArray<RoomTypeGroup> => {
  const groups = new Map<string, Array<RoomOffer>>()
  for (const offer of offers) {
    const group = groups.get(offer.roomTypeCode)
    if (group === undefined) groups.set(offer.roomTypeCode, [offer])
    else group.push(offer)
  }
  return Array.from(groups, ([roomTypeCode, grouped]) => ({ roomTypeCode, offers: grouped }))
}

export type RoomListView =
  | { readonly kind: "empty"; readonly message: string }
  | {
      readonly kind: "ready"
      readonly groups: ReadonlyArray<RoomTypeGroup>
      /** 1-based, within 1..pageCount. */
      readonly page: number
      readonly pageCount: number
    }

/** spec B §2, §4, §8: one page (1-based, clamped to the pages there are) of room cards, one per room type. */
export const roomListView = (offers: ReadonlyArray<RoomOffer>, page: number): RoomListView => {
  const groups = groupByRoomType(offers)
  if (groups.length === 0) return { kind: "empty", message: NO_ROOMS_AVAILABLE }
  const pageCount = Math.ceil(groups.length / ROOMS_PER_PAGE)
  const requested = Number.isFinite(page) ? Math.floor(page) : 1
  const current = Math.min(Math.max(1, requested), pageCount)
  const start = (current - 1) * ROOMS_PER_PAGE
  return { kind: "ready", groups: groups.slice(start, start + ROOMS_PER_PAGE), page: current, pageCount }
}
