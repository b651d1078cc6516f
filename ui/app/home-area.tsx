import { HomePage } from "../home/home-page.tsx"
import { NewsletterSignUp } from "../newsletter/newsletter-sign-up.tsx"
import { AvailabilityForm } from "../search/availability-form.tsx"

/** The home route, with the availability form (ui/search) and the newsletter sign-up (ui/newsletter) in the page's slots. */
export const HomeArea = () => <HomePage availabilityForm={<AvailabilityForm />} newsletterSignUp={<NewsletterSignUp />} />
