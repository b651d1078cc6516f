import { SearchBar } from "./search-bar.tsx"

/** spec B §2: the home availability form, with Check Availability; the home page mounts it in its slot. */
export const AvailabilityForm = () => <SearchBar kind="home" />
