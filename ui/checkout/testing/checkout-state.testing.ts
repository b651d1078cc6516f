import { type BookingSessionState, DEFAULT_BOOKING_SESSION_STATE, unchosenRoom } from "../../../core/booking/session-state.ts"

const chosen = (adults: number, totalAmount: number) => ({
  ...unchosenRoom({ adults, kids: 0 }),
  roomDescription: { roomName: "Queen Room", totalAmount, mandatoryPaymentPeriods: [] },
  roomTypeCode: "QUEEN",
  ratePlanCode: "RO-FLEX",
})

/** A session with two chosen rooms at hotel `hotelCode`, a stay far ahead; held and accepted when asked. */
export const checkoutState = (
  options: { readonly hotelCode?: string; readonly held?: boolean; readonly isMandatoryPayment?: boolean; readonly rooms?: number } = {},
): BookingSessionState => {
  const rooms = Array.from({ length: options.rooms ?? 2 }, (_, index) => chosen(index === 0 ? 2 : 1, 150_000))
  return {
    ...DEFAULT_BOOKING_SESSION_STATE,
    destination: { category: "hotel", hotelId: 1, hotelCode: options.hotelCode ?? "801", name: "Karoo City Sandton" },
    checkInDate: "2031-03-10",
    checkOutDate: "2031-03-12",
    guestRooms: rooms,
    totalPriceForStay: rooms.length * 150_000,
    isMandatoryPayment: options.isMandatoryPayment ?? false,
    isSearchInitialised: true,
    ...(options.held === true
      ? { uuid: "reservation-1", holdExpiresAt: "2099-01-01T00:00:00Z", isCancellationPolicyAccepted: true }
      : {}),
  }
}
