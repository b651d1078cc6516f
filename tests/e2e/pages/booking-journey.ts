import { expect, type Page } from "@playwright/test"
import { Temporal } from "temporal-polyfill"
import { SESSION_KEYS, serialiseBookingState } from "../../../core/booking/session-store.ts"
import { DEFAULT_BOOKING_SESSION_STATE, withSearch } from "../../../core/booking/session-state.ts"
import type { GuestRoom } from "../../../core/search/guest-rooms.ts"
import { toIsoDate } from "../../../core/time/iso-date.ts"
import { CalendarPage } from "./calendar-page.ts"
import { HotelsPage } from "./hotels-page.ts"
import { RoomsPage } from "./rooms-page.ts"

export interface LocationSearch {
  readonly name: string
  readonly latitude: number
  readonly longitude: number
  readonly guestRooms: ReadonlyArray<GuestRoom>
  /** Check-in this many days from today, for `nights` nights. */
  readonly inDays: number
  readonly nights: number
  readonly flexiDate?: boolean
}

/** A room chosen on the rooms page: which room type, at which of its rates (0 = the cheapest). */
export interface ChosenRoom {
  readonly roomName: string
  readonly rateIndex: number
  readonly ratePlanCode: string
}

/**
 * Issue 11 §4 flow 1, first half, as domain verbs: a location search, the hotel list, a room and a rate for each
 * requested room, arriving at the review. Later steps (review, guest details, payment) extend it.
 */
export class BookingJourney {
  readonly hotels: HotelsPage
  readonly rooms: RoomsPage
  readonly calendar: CalendarPage

  constructor(readonly page: Page) {
    this.hotels = new HotelsPage(page)
    this.rooms = new RoomsPage(page)
    this.calendar = new CalendarPage(page)
  }

  /**
   * A location search, arriving at /booking/hotels. Until the home availability form (ui/search) is on main this
   * stores the submitted search as the form's submit does (core's withSearch into session storage), then opens
   * the page the search leads to.
   */
  async searchLocation(search: LocationSearch): Promise<void> {
    const checkIn = Temporal.Now.plainDateISO("Africa/Johannesburg").add({ days: search.inDays })
    const state = withSearch(DEFAULT_BOOKING_SESSION_STATE, {
      destination: { category: "location", name: search.name, latitude: search.latitude, longitude: search.longitude },
      checkInDate: toIsoDate(checkIn),
      checkOutDate: toIsoDate(checkIn.add({ days: search.nights })),
      flexiDate: search.flexiDate ?? false,
      guestRooms: search.guestRooms,
      promoCode: "",
      clubCard: "",
    })
    await this.page.goto("/")
    await this.page.evaluate(([key, value]) => sessionStorage.setItem(key!, value!), [SESSION_KEYS.bookingState, serialiseBookingState(state)])
    await this.page.goto("/booking/hotels")
    await expect(this.page).toHaveURL(/\/booking\/hotels\?location=/)
    await this.hotels.waitForHotels()
  }

  /** View Rates on a hotel of the list, arriving at its rooms for room 1. */
  async viewRates(hotelName: string): Promise<void> {
    await this.hotels.viewRates(hotelName)
    await expect(this.page).toHaveURL(/\/booking\/rooms\?hotel=/)
  }

  /**
   * Chooses a room for each requested room in turn ("Room 1 of n"), each at the given rate of the first room type
   * offering it; answers what was chosen. Selecting the last room leads to the review.
   */
  async chooseRooms(rateIndexes: ReadonlyArray<number>): Promise<Array<ChosenRoom>> {
    const chosen: Array<ChosenRoom> = []
    for (const [index, rateIndex] of rateIndexes.entries()) {
      await this.rooms.waitForRooms(`Room ${index + 1} of ${rateIndexes.length}`)
      const names = await this.rooms.roomNames()
      let roomName: string | undefined
      for (const name of names) {
        if ((await this.rooms.rates(name).getByRole("radio").count()) > rateIndex) {
          roomName = name
          break
        }
      }
      if (roomName === undefined) throw new Error(`No room type offers a rate number ${rateIndex + 1}`)
      await this.rooms.chooseRate(roomName, rateIndex)
      const ratePlanCode = (await this.rooms.rateNames(roomName))[rateIndex]!
      chosen.push({ roomName, rateIndex, ratePlanCode })
      await this.rooms.select(roomName)
    }
    await expect(this.page).toHaveURL(/\/booking\/review$/)
    return chosen
  }
}
