import { useParams } from "react-router-dom"
import { PARTNER, VISIT_WEBSITE, visitWebsiteLabel } from "../../core/content/company-messages.ts"
import { makePartnerModel } from "../../core/content/about-us-pages.ts"
import { ContentPage } from "../kit/content-page.tsx"
import { ContentPicture } from "../kit/content-picture.tsx"
import { RichText } from "../kit/rich-text.tsx"
import { useScreenModel } from "../kit/screen-model.tsx"
import "./about.css"

/** spec A §2: /partners/{slug}, one partner's page, or "No results" for a slug no partner has. */
export const PartnerPage = () => {
  const page = useScreenModel(makePartnerModel, { slug: useParams().slug ?? "" })
  const view = page.view.value
  return (
    <ContentPage title={view.kind === "ready" ? view.value.name : PARTNER} head={page.head.value} state={view}>
      {(partner) => (
        <div className="partner">
          {partner.logo === null ? null : <ContentPicture url={partner.logo.url} alt={partner.logo.alt} shape="square" eager />}
          <div>
            <RichText html={partner.html} />
            {partner.link === null ? null : (
              <a href={partner.link} rel="noopener" aria-label={visitWebsiteLabel(partner.name)}>
                {VISIT_WEBSITE}
              </a>
            )}
          </div>
        </div>
      )}
    </ContentPage>
  )
}
