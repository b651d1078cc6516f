/** The meetings and events page's words (issue 25; spec A §2, §3). The headings and labels are ours; Half Day and Whole Day are the spec's. */

import { actionLabel } from "../content/messages.ts"

export const MEETINGS_AND_EVENTS = "Meetings and Events"
export const MEETINGS_DESCRIPTION =
  "Meeting rooms, boardrooms and event venues at Karoo Hotels across South Africa: half-day and whole-day rates, seats for every layout, and a request in minutes."
export const MEETINGS_INTRO = "Boardrooms and meeting rooms at our hotels. Choose a venue and send a request: the hotel will come back to you."
export const MEETING_VENUES = "Meeting venues"
export const MORE_INFORMATION = "More Information"
export const moreInformationLabel = (hotel: string): string => actionLabel(MORE_INFORMATION, hotel)
export const MEETING_BOOK_NOW = "Book Now"
export const meetingBookNowLabel = (hotel: string): string => actionLabel(MEETING_BOOK_NOW, hotel)
export const requestTitle = (hotel: string): string => `Request a meeting room at ${hotel}`
export const SEND_REQUEST = "Send Request"
export const MEETING_LABELS = {
  firstName: "First Name",
  surname: "Surname",
  contactNumber: "Contact Number",
  email: "Email",
  eventDate: "Event Date",
  numberOfGuests: "Number of Guests",
  duration: "Duration",
} as const
export { OFFER_REQUEST_FAILED as MEETING_REQUEST_FAILED } from "../account/messages.ts"
export const upToGuests = (count: number): string => `Up to ${count} guests`
