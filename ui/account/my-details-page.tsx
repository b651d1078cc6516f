import { DETAILS_LABELS, LOYALTY_POINTS_LABEL, MY_DETAILS } from "../../core/account/messages.ts"
import { makeMyDetailsModel } from "../../core/account/my-details-model.ts"
import { MY_DETAILS_ROUTE } from "../../core/routes.ts"
import { AsyncView } from "../kit/async-view.tsx"
import { useScreenModel } from "../kit/screen-model.tsx"
import { Skeleton } from "../kit/skeleton.tsx"
import { AccountPanel } from "./account-panel.tsx"
import "./account.css"

/**
 * spec A §2, §3: /my-account/my-details (Go To Account, where a login lands): the left panel and the member's
 * details. Its model: core/account/my-details-model.ts. The editable form of A§3/§5 is the next slice.
 */
export const MyDetailsPage = () => {
  const page = useScreenModel(makeMyDetailsModel, undefined)
  return (
    <div className="container account-page">
      <AccountPanel current={MY_DETAILS_ROUTE} />
      <section className="account-page__main" aria-labelledby="my-details-title">
        <h1 id="my-details-title" className="account-page__title">
          {MY_DETAILS}
        </h1>
        <AsyncView state={page.view.value} loading={<Skeleton height="10rem" />}>
          {(details) => (
            <dl className="account-details">
              <dt>{DETAILS_LABELS.title}</dt>
              <dd>{details.title}</dd>
              <dt>{DETAILS_LABELS.name}</dt>
              <dd>{details.name}</dd>
              <dt>{DETAILS_LABELS.email}</dt>
              <dd>{details.email}</dd>
              <dt>{DETAILS_LABELS.mobileNumber}</dt>
              <dd>{details.mobileNumber}</dd>
              <dt>{LOYALTY_POINTS_LABEL}</dt>
              <dd>{String(details.points)}</dd>
            </dl>
          )}
        </AsyncView>
      </section>
    </div>
  )
}
