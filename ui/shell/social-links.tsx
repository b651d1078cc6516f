import { FOLLOW_US, followOn } from "../../core/content/company-messages.ts"
import { SOCIAL_ROW } from "../../core/content/site-sections.ts"

/** spec A §2: the social links row (Facebook, Instagram, LinkedIn, Youtube, X), in the footer of every page. */
export const SocialLinks = () => (
  <nav aria-label={FOLLOW_US} className="social-links">
    <p className="social-links__title">{FOLLOW_US}</p>
    <ul>
      {SOCIAL_ROW.map((link) => (
        <li key={link.network}>
          <a href={link.href} rel="noopener" aria-label={followOn(link.network)}>
            {link.network}
          </a>
        </li>
      ))}
    </ul>
  </nav>
)
