/** spec accounts-and-content §8: HTTP error normalisation, the user-facing messages. */

// spec A §8: a request with no response
export const SERVER_OFFLINE = "Server is probably offline"

// spec A §8: anything else
export const SOMETHING_TERRIBLE = "Something terrible happened"

// spec B §4 (a payment declined without a reason) and B §8 (a location error without a message): the same words
export const UNKNOWN_ERROR = "An unknown error occurred"

// spec A §8: network errors default
export const SERVER_NETWORK_ERROR = "Server Network Error"

// spec A §8: 400 to 499 when the response has no message (and, by decision, 500+ without one)
export const requestFailedWithStatus = (status: number): string => `Request failed with status code ${status}`
