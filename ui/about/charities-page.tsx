import { CHARITIES, CHARITIES_DESCRIPTION, TABLE_OF_CONTENTS, VISIT_WEBSITE, visitWebsiteLabel } from "../../core/content/company-messages.ts"
import { makeCharitiesModel } from "../../core/content/about-us-pages.ts"
import { ContentPage, ContentSection } from "../kit/content-page.tsx"
import { ContentPicture } from "../kit/content-picture.tsx"
import { RichText } from "../kit/rich-text.tsx"
import { useScreenModel } from "../kit/screen-model.tsx"
import "./about.css"

/** spec A §2: the charities page with its table of contents: each charity's picture, story and website. */
export const CharitiesPage = () => {
  const page = useScreenModel(makeCharitiesModel, undefined)
  return (
    <ContentPage title={CHARITIES} intro={CHARITIES_DESCRIPTION} head={page.head.value} state={page.view.value}>
      {(charities) => (
        <div className="charities">
          <nav aria-labelledby="charities-contents" className="charities__contents">
            <h2 id="charities-contents">{TABLE_OF_CONTENTS}</h2>
            <ol>
              {charities.map((charity) => (
                <li key={charity.anchor}>
                  <a href={`#${charity.anchor}-section`}>{charity.name}</a>
                </li>
              ))}
            </ol>
          </nav>
          <div>
            {charities.map((charity) => (
              <ContentSection key={charity.anchor} id={charity.anchor} heading={charity.name} className="charity">
                {charity.picture === null ? null : <ContentPicture url={charity.picture.url} alt="" shape="wide" />}
                <RichText html={charity.html} />
                {charity.link === null ? null : (
                  <a href={charity.link} rel="noopener" aria-label={visitWebsiteLabel(charity.name)}>
                    {VISIT_WEBSITE}
                  </a>
                )}
              </ContentSection>
            ))}
          </div>
        </div>
      )}
    </ContentPage>
  )
}
