import { Menu } from "lucide-react"
import { useState } from "react"
import { MENU, OPEN_MENU, SITE_SECTIONS as SECTIONS_LABEL } from "../../core/content/company-messages.ts"
import { SITE_SECTIONS } from "../../core/content/site-sections.ts"
import { AppLink } from "../kit/app-link.tsx"
import { Modal } from "../kit/modal.tsx"
import { useServedEntries } from "./use-served-entries.ts"

/**
 * spec A §2: the mobile navigation menu: below the desktop breakpoint a Menu button opens every section of the site
 * (the ones this build serves), a focus-trapped dialog that Escape closes; choosing a section closes it.
 */
export const MobileNav = () => {
  const [open, setOpen] = useState(false)
  const sections = useServedEntries(SITE_SECTIONS)
  return (
    <div className="mobile-nav">
      <Modal
        open={open}
        onOpenChange={setOpen}
        title={MENU}
        trigger={
          <button type="button" className="header__icon-button" aria-label={OPEN_MENU}>
            <Menu size={24} aria-hidden="true" />
          </button>
        }
      >
        <nav aria-label={SECTIONS_LABEL}>
          <ul className="mobile-nav__list">
            {sections.map((section) => (
              <li key={section.to}>
                <AppLink to={section.to} onClick={() => setOpen(false)}>
                  {section.label}
                </AppLink>
              </li>
            ))}
          </ul>
        </nav>
      </Modal>
    </div>
  )
}
