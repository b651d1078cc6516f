import { HomePage } from "../home/home-page.tsx"
import { NewsletterSignUp } from "../newsletter/newsletter-sign-up.tsx"
import { AvailabilityForm } from "../search/availability-form.tsx"

/**
 * The home route, with the availability form (ui/search) and the newsletter sign-up (ui/newsletter) in the page's
 * slots. The sign-up's button hydrates with the page, so a tap on it never waits for an idle moment (a lazily loaded
 * button let a busy phone's first taps go nowhere); its form loads when it opens.
 */
export const HomeArea = () => <HomePage availabilityForm={<AvailabilityForm />} newsletterSignUp={<NewsletterSignUp />} />
