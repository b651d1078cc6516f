import { createContext, type ReactNode, useContext } from "react"

/**
 * The slot of the booking template's sticky bar: the booking top bar is ui/search's, and features do not import
 * each other, so the composition root (ui/app) fills the slot and every booking page's template shows it.
 */
const BookingTopBarSlotContext = createContext<ReactNode>(null)

export const BookingTopBarSlot = ({ topBar, children }: { readonly topBar: ReactNode; readonly children: ReactNode }) => (
  <BookingTopBarSlotContext.Provider value={topBar}>{children}</BookingTopBarSlotContext.Provider>
)

export const useBookingTopBar = (): ReactNode => useContext(BookingTopBarSlotContext)
