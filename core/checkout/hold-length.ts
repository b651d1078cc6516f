// spec B §4, §9: room hold on the review step, 900 seconds (15 minutes). A module of its own: the wire's contract reads
// it on the booking pages, which must not bring the hold's countdown with it.
export const ROOM_HOLD_SECONDS = 900
