import { AccountPanel } from "./account-panel.tsx"
import { CorporateMenu } from "./corporate-menu.tsx"

/** My Account's left panel with the corporate menu under it, beside the corporate area's pages. */
export const CorporateSide = ({ current }: { readonly current: string }) => (
  <div className="corporate-side">
    <AccountPanel current={current} />
    <CorporateMenu current={current} />
  </div>
)
