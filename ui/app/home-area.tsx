import { HomePage } from "../home/home-page.tsx"

/**
 * The home route. The availability form (ui/search) mounts here, handed to the page as its slot: when it lands,
 * import it and render `<HomePage availabilityForm={<AvailabilityForm />} />`.
 */
export const HomeArea = () => <HomePage availabilityForm={null} />
