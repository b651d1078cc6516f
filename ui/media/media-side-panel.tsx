import type { WebsiteAssistance } from "../../core/content/company-content.ts"
import { MEDIA_SECTION_LINKS, type MediaSection } from "../../core/media/media-model.ts"
import { MEDIA_CENTRE, MEDIA_CONTACTS } from "../../core/media/messages.ts"
import { AppLink } from "../kit/app-link.tsx"
import { ContactList } from "../kit/contact-list.tsx"

/** spec A §2: the media-centre side panel: every section, the one on show marked, and the media contacts. */
export const MediaSidePanel = ({ section, contacts }: { readonly section: MediaSection; readonly contacts: WebsiteAssistance | null }) => (
  <aside className="content-panel">
    <nav aria-label={MEDIA_CENTRE}>
      <h2>{MEDIA_CENTRE}</h2>
      <ul>
        {MEDIA_SECTION_LINKS.map((link) => (
          <li key={link.section}>
            <AppLink to={link.to} aria-current={link.section === section ? "page" : undefined}>
              {link.label}
            </AppLink>
          </li>
        ))}
      </ul>
    </nav>
    {contacts === null ? null : (
      <section aria-labelledby="media-contacts" className="content-page__section">
        <h2 id="media-contacts">{MEDIA_CONTACTS}</h2>
        <ContactList phone={contacts.mediaNumber} email={contacts.mediaEmail} />
      </section>
    )}
  </aside>
)
