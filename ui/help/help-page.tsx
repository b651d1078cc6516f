import { useLocation } from "react-router-dom"
import { CUSTOMER_SUPPORT, HOTEL_CONTACT_DETAILS, MEDIA_ENQUIRIES } from "../../core/content/messages.ts"
import { SEARCH_PARAM } from "../../core/content/search-as-you-type.ts"
import { makeHelpModel } from "../../core/help/help-model.ts"
import { FREQUENTLY_ASKED, HELP, NEED_MORE_HELP, SEARCH_FAQ } from "../../core/help/messages.ts"
import { HELP_ROUTE } from "../../core/routes.ts"
import { AsyncView } from "../kit/async-view.tsx"
import { ContactCard } from "../kit/contact-card.tsx"
import { ContactList } from "../kit/contact-list.tsx"
import { RichText } from "../kit/rich-text.tsx"
import { useScreenModel } from "../kit/screen-model.tsx"
import { SearchBox } from "../kit/search-box.tsx"
import { Skeleton } from "../kit/skeleton.tsx"
import "../kit/card-grid.css"
import "../kit/content-page.css"
import "./help.css"

const sectionId = (title: string): string => `help-${title.toLowerCase().replaceAll(" ", "-")}`

/**
 * spec A §2: /help, the four FAQ sections with search (the `search` parameter), the contact box and the hotels'
 * contact cards with View Hotel and Book Hotel. Questions open and close without script (details). Its model:
 * core/help/help-model.ts.
 */
export const HelpPage = () => {
  const page = useScreenModel(makeHelpModel, { search: useLocation().search })
  return (
    <div className="container content-page">
      <h1 className="content-page__title">{HELP}</h1>
      <AsyncView state={page.view.value} loading={<Skeleton height="24rem" />}>
        {({ sections, noResults, contact, cards }) => (
          <>
            <div className="content-page__columns">
              <section className="content-page__section" aria-labelledby="help-faq">
                <h2 id="help-faq">{FREQUENTLY_ASKED}</h2>
                <SearchBox label={SEARCH_FAQ} name={SEARCH_PARAM} action={HELP_ROUTE} value={page.text.value} onType={page.search} />
                {noResults === null ? null : (
                  <div className="empty-state" role="status">
                    <p className="empty-state__title">{noResults}</p>
                  </div>
                )}
                {sections.map((section) => (
                  <section key={section.title} className="help-section" aria-labelledby={sectionId(section.title)}>
                    <h3 id={sectionId(section.title)}>{section.title}</h3>
                    {section.questions.map((question) => (
                      <details key={question.id} className="help-question">
                        <summary>{question.question}</summary>
                        <RichText html={question.answer} />
                      </details>
                    ))}
                  </section>
                ))}
              </section>
              {contact === null ? null : (
                <aside className="content-panel" aria-labelledby="help-contact">
                  <h2 id="help-contact">{NEED_MORE_HELP}</h2>
                  <h3>{CUSTOMER_SUPPORT}</h3>
                  <ContactList phone={contact.assistanceNumber} email={contact.assistanceEmail} />
                  <h3>{MEDIA_ENQUIRIES}</h3>
                  <ContactList phone={contact.mediaNumber} email={contact.mediaEmail} />
                </aside>
              )}
            </div>
            {cards.length === 0 ? null : (
              <section className="content-page__section" aria-labelledby="help-hotels">
                <h2 id="help-hotels">{HOTEL_CONTACT_DETAILS}</h2>
                <ul className="card-grid">
                  {cards.map((card) => (
                    <ContactCard key={card.id} card={card} />
                  ))}
                </ul>
              </section>
            )}
          </>
        )}
      </AsyncView>
    </div>
  )
}
