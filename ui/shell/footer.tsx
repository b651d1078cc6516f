import { SPECIAL_OFFERS } from "../../core/offers/messages.ts"
import { MANAGE_BOOKINGS_ROUTE, OUR_HOTELS_ROUTE, SPECIAL_OFFERS_ROUTE, TODAY_ROUTE, CONTACT_US_ROUTE, LEGAL_HUB_ROUTE } from "../../core/routes.ts"
import { BOOK_TODAY, MANAGE_BOOKING } from "../../core/booking/messages.ts"
import { AppLink } from "../kit/app-link.tsx"
import { ABOUT_US_ROUTE, FOOD_AND_BEVERAGE_ROUTE, INVESTORS_ROUTE, LOYALTY_PROGRAMMES_ROUTE } from "../../core/routes.ts"
import { ABOUT_US, FOOD_AND_BEVERAGE, INVESTORS, LOYALTY_PROGRAMMES } from "../../core/content/company-messages.ts"
import { BRAND_LINES } from "../../core/content/brands.ts"
import { BrandsStrip } from "../kit/brands-strip.tsx"
import { Logo } from "./logo.tsx"
import { SocialLinks } from "./social-links.tsx"
import { useServedEntries } from "./use-served-entries.ts"

/** The group's footer links; each column shows only the pages the site serves. */
const FOOTER_LINKS = [
  { label: BOOK_TODAY, to: TODAY_ROUTE },
  { label: MANAGE_BOOKING, to: MANAGE_BOOKINGS_ROUTE },
  { label: "Our Hotels", to: OUR_HOTELS_ROUTE },
  { label: SPECIAL_OFFERS, to: SPECIAL_OFFERS_ROUTE },
  { label: "Contact Us", to: CONTACT_US_ROUTE },
  { label: "Legal Hub", to: LEGAL_HUB_ROUTE },
  // issue 26: the company's pages
  { label: LOYALTY_PROGRAMMES, to: LOYALTY_PROGRAMMES_ROUTE },
  { label: FOOD_AND_BEVERAGE, to: FOOD_AND_BEVERAGE_ROUTE },
  { label: ABOUT_US, to: ABOUT_US_ROUTE },
  { label: INVESTORS, to: INVESTORS_ROUTE },
] as const

export const Footer = () => {
  const links = useServedEntries(FOOTER_LINKS)
  return (
    <footer className="footer">
      <div className="container footer__inner">
        <div className="footer__top">
          <div className="footer__about">
            <Logo />
            <p>Hotels across South Africa, from city centres to the open road. Every price in rand, taxes included.</p>
          </div>
          {links.length === 0 ? null : (
            <nav aria-label="Footer">
              <ul className="footer__links">
                {links.map((link) => (
                  <li key={link.to}>
                    <AppLink to={link.to}>{link.label}</AppLink>
                  </li>
                ))}
              </ul>
            </nav>
          )}
        </div>
        <SocialLinks />
        <BrandsStrip brands={BRAND_LINES} compact />
        <p className="footer__legal">
          © {new Date().getFullYear()} Karoo Hotels (Pty) Ltd. All rates in South African rand (ZAR), including VAT. Personal
          information is processed in line with the Protection of Personal Information Act (POPIA).
        </p>
      </div>
    </footer>
  )
}
