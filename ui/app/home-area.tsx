import { lazy, Suspense } from "react"
import { HomePage } from "../home/home-page.tsx"
import { afterIdle } from "../kit/use-idle.ts"
import { AvailabilityForm } from "../search/availability-form.tsx"

/** The newsletter sign-up sits at the foot of the page: its code loads once the page is idle (the server's HTML shows its button meanwhile). */
const NewsletterSignUp = lazy(() => afterIdle().then(() => import("../newsletter/newsletter-sign-up.tsx")))

/** The home route, with the availability form (ui/search) and the newsletter sign-up (ui/newsletter) in the page's slots. */
export const HomeArea = () => (
  <HomePage
    availabilityForm={<AvailabilityForm />}
    newsletterSignUp={
      <Suspense fallback={null}>
        <NewsletterSignUp />
      </Suspense>
    }
  />
)
