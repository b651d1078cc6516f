import { makeContactUsModel } from "../../core/content/contact-us-model.ts"
import { FIND_CONTACT_HOTEL } from "../../core/content/messages.ts"
import { CONTACT_US, CUSTOMER_SUPPORT, HOTEL_CONTACT_DETAILS, MEDIA_ENQUIRIES } from "../../core/content/messages.ts"
import { AsyncView } from "../kit/async-view.tsx"
import { ContactCard } from "../kit/contact-card.tsx"
import { ContactList } from "../kit/contact-list.tsx"
import { Field } from "../kit/field.tsx"
import { useScreenModel } from "../kit/screen-model.tsx"
import { Skeleton } from "../kit/skeleton.tsx"
import "../kit/card-grid.css"
import "./content.css"

const GroupContacts = ({ id, title, phone, email }: { readonly id: string; readonly title: string; readonly phone: string; readonly email: string }) => (
  <section className="contact-card" aria-labelledby={id}>
    <h2 id={id} className="contact-card__title">
      {title}
    </h2>
    <ContactList phone={phone} email={email} />
  </section>
)

const ContactsSkeleton = () => (
  <div aria-busy="true">
    <Skeleton height="6rem" />
    <Skeleton height="16rem" />
  </div>
)

/**
 * spec B §2, A §2: /contact-us, where the Booking not found dialog's Support Details lead: the group's customer
 * support and media contacts, then every hotel's contact card with Book Hotel, and a finder over them (58 cards are
 * too many to scroll through on a phone). Its model: core/content/contact-us-model.ts.
 */
export const ContactUsPage = () => {
  const page = useScreenModel(makeContactUsModel, undefined)
  return (
    <div className="container contact-page">
      <h1 className="contact-page__title">{CONTACT_US}</h1>
      <AsyncView state={page.view.value} loading={<ContactsSkeleton />}>
        {({ group, cards, count }) => (
          <>
            {group === null ? null : (
              <div className="card-grid">
                <GroupContacts id="contact-support" title={CUSTOMER_SUPPORT} phone={group.assistanceNumber} email={group.assistanceEmail} />
                <GroupContacts id="contact-media" title={MEDIA_ENQUIRIES} phone={group.mediaNumber} email={group.mediaEmail} />
              </div>
            )}
            <h2 className="contact-page__subtitle">{HOTEL_CONTACT_DETAILS}</h2>
            <div className="contact-finder">
              <Field label={FIND_CONTACT_HOTEL}>
                {(control) => (
                  <input
                    {...control}
                    className="field__control"
                    type="search"
                    value={page.finderText.value}
                    autoComplete="off"
                    onChange={(event) => page.find(event.currentTarget.value)}
                  />
                )}
              </Field>
            </div>
            <p className="contact-finder__count" role="status">
              {count}
            </p>
            <ul className="card-grid">
              {cards.map((card) => (
                <ContactCard key={card.id} card={card} />
              ))}
            </ul>
          </>
        )}
      </AsyncView>
    </div>
  )
}
