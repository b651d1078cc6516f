import { NewsletterSignUp } from "../../newsletter/newsletter-sign-up.tsx"
import { SpecialOffersPage as OffersPage } from "../../offers/special-offers-page.tsx"

/** /special-offers with the newsletter sign-up (spec A §2): two features, composed here as ui/app composes features. */
export const SpecialOffersPage = () => <OffersPage newsletterSignUp={<NewsletterSignUp />} />
