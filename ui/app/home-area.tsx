import { HomePage } from "../home/home-page.tsx"
import { AvailabilityForm } from "../search/availability-form.tsx"

/** The home route, with the availability form (ui/search) in the page's slot. */
export const HomeArea = () => <HomePage availabilityForm={<AvailabilityForm />} />
