import type { ReactNode } from "react"
import { Footer } from "./footer.tsx"
import { Header } from "./header.tsx"
import { MobileFooter } from "./mobile-footer.tsx"
import { MAIN_CONTENT_ID, SkipLink } from "./skip-link.tsx"
import "./shell.css"
import "./footer.css"

/**
 * Every page's frame: skip link, header, the page as <main>, footer and the small-screen footer. The header's user
 * menu is the account feature's, handed in by the composition root (ui/app).
 */
export const SiteLayout = ({ userMenu, children }: { readonly userMenu: ReactNode; readonly children: ReactNode }) => (
  <div className="site">
    <SkipLink />
    <Header userMenu={userMenu} />
    <main id={MAIN_CONTENT_ID} className="site__main" tabIndex={-1}>
      {children}
    </main>
    <Footer />
    <MobileFooter />
  </div>
)
