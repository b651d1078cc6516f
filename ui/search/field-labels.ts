/** The search form's field labels: the fields and the placeholder shown while their code loads say the same. */
export const DESTINATION_LABEL = "Destination"
export const DATES_LABEL = "Check-in – Check-out"
export const GUESTS_LABEL = "Guests and rooms"
