import { lazy, Suspense } from "react"
import { EXPLORE_HOTELS, NEWSLETTER_THANK_YOU_TEXT, NEWSLETTER_THANK_YOU_TITLE, NEWSLETTER_TITLE } from "../../core/account/messages.ts"
import { makeNewsletterModel } from "../../core/account/newsletter-model.ts"
import { Button } from "../kit/button.tsx"
import { Modal } from "../kit/modal.tsx"
import { useScreenModel } from "../kit/screen-model.tsx"
import { Spinner } from "../kit/spinner.tsx"
import "./newsletter.css"

const loadForm = () => import("./newsletter-form.tsx")
const NewsletterForm = lazy(loadForm)

/**
 * The newsletter sign-up (spec A §2, §4): a button opening 'Sign-up to our newsletter'; a sent sign-up opens the
 * thank-you modal over it ('Thank you for signing up!', Explore Hotels), and closing the thank-you closes both. A
 * failure shows the spec's toast and keeps what was typed. Its model: core/account/newsletter-model.ts.
 */
export const NewsletterSignUp = ({ label = NEWSLETTER_TITLE }: { readonly label?: string }) => {
  const model = useScreenModel(makeNewsletterModel, undefined)
  const stage = model.stage.value
  return (
    <>
      <Modal
        open={stage !== "closed"}
        onOpenChange={(open) => (open ? model.open() : model.close())}
        onIntent={() => void loadForm()}
        title={NEWSLETTER_TITLE}
        trigger={<Button variant="primary">{label}</Button>}
      >
        <Suspense fallback={<Spinner />}>
          <NewsletterForm key={model.formVersion.value} model={model} />
        </Suspense>
      </Modal>
      <Modal
        open={stage === "thanks"}
        onOpenChange={(open) => (open ? undefined : model.close())}
        title={NEWSLETTER_THANK_YOU_TITLE}
        actions={
          <Button variant="primary" onClick={() => model.exploreHotels()}>
            {EXPLORE_HOTELS}
          </Button>
        }
      >
        <p>{NEWSLETTER_THANK_YOU_TEXT}</p>
      </Modal>
    </>
  )
}

export default NewsletterSignUp
