import { SearchBar } from "./search-bar.tsx"

/**
 * spec B §2: the booking top bar the booking template shows in its sticky bar: the current search with Edit,
 * then editable fields with Search for rates (stacked on a phone: the mobile variant).
 */
export const BookingTopBar = () => <SearchBar kind="top-bar" />
