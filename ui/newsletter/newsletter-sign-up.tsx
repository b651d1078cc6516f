import { lazy, type ReactNode, Suspense } from "react"
import { EXPLORE_HOTELS, NEWSLETTER_THANK_YOU_TEXT, NEWSLETTER_THANK_YOU_TITLE, NEWSLETTER_TITLE } from "../../core/account/messages.ts"
import { makeNewsletterModel } from "../../core/account/newsletter-model.ts"
import { OUR_HOTELS_ROUTE } from "../../core/routes.ts"
import { AppLink } from "../kit/app-link.tsx"
import { buttonClassName } from "../kit/button.tsx"
import { Modal } from "../kit/modal.tsx"
import { useScreenModel } from "../kit/screen-model.tsx"
import { Spinner } from "../kit/spinner.tsx"
import "./newsletter.css"

// The form (and TanStack Form with it) loads when the modal first opens: the page's first load stays light.
const NewsletterForm = lazy(() => import("./newsletter-form.tsx"))

/**
 * The newsletter sign-up (spec A §2, §4, §8): `trigger` (a Button) opens "Sign-up to our newsletter"; a sign-up that
 * lands resets the form and opens "Thank you for signing up!" over it, with Explore Hotels; closing the thank-you
 * closes both. A failed one shows "Sign up has failed, Please try again." and keeps the form. Its model:
 * core/account/newsletter-model.ts. Used on the specials page and the home page.
 */
export const NewsletterSignUp = ({ trigger }: { readonly trigger: ReactNode }) => {
  const model = useScreenModel(makeNewsletterModel, undefined)
  return (
    <Modal open={model.opened.value} onOpenChange={model.open} trigger={trigger} title={NEWSLETTER_TITLE}>
      <Suspense fallback={<Spinner />}>
        <NewsletterForm key={model.signedUp.value} model={model} />
      </Suspense>
      <Modal
        open={model.thanked.value}
        onOpenChange={(open) => (open ? undefined : model.closeThankYou())}
        title={NEWSLETTER_THANK_YOU_TITLE}
        description={NEWSLETTER_THANK_YOU_TEXT}
        actions={
          <AppLink to={OUR_HOTELS_ROUTE} className={buttonClassName("primary")} onClick={() => model.closeThankYou()}>
            {EXPLORE_HOTELS}
          </AppLink>
        }
      />
    </Modal>
  )
}
