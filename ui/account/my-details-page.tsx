import {
  DELETE_ACCOUNT,
  DETAILS_LABELS,
  EDIT_DETAILS,
  ENTER_CODE,
  LOYALTY_POINTS_LABEL,
  MY_DETAILS,
  RESET_PASSWORD,
  mobileAwaitsCode,
} from "../../core/account/messages.ts"
import { makeMyDetailsModel, type MyDetailsContent, type MyDetailsModel } from "../../core/account/my-details-model.ts"
import { MY_DETAILS_ROUTE } from "../../core/routes.ts"
import { AsyncView } from "../kit/async-view.tsx"
import { Button } from "../kit/button.tsx"
import { Notice } from "../kit/notice.tsx"
import { type Bound, useScreenModel } from "../kit/screen-model.tsx"
import { Skeleton } from "../kit/skeleton.tsx"
import { AccountPanel } from "./account-panel.tsx"
import { DeleteAccountDialog } from "./delete-account-dialog.tsx"
import { MobileCodeDialog } from "./mobile-code-dialog.tsx"
import { MyDetailsForm } from "./my-details-form.tsx"
import { ResetPasswordDialog } from "./reset-password-dialog.tsx"
import "./account.css"
import "./my-details.css"

type MyDetailsPageModel = Bound<MyDetailsModel>

/** The member's details as read, with the account form's actions (spec A §2: 'Reset password' opens a dialog). */
const DetailsView = ({ page, details }: { readonly page: MyDetailsPageModel; readonly details: MyDetailsContent }) => (
  <>
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
    {details.pendingMobileNumber === null ? null : (
      <Notice tone="warning">
        {mobileAwaitsCode(details.pendingMobileNumber)}{" "}
        <Button variant="ghost" size="small" onClick={() => page.openMobileCode()}>
          {ENTER_CODE}
        </Button>
      </Notice>
    )}
    <div className="my-details__actions">
      <Button onClick={() => page.edit()}>{EDIT_DETAILS}</Button>
      <Button variant="secondary" onClick={() => page.openResetPassword()}>
        {RESET_PASSWORD}
      </Button>
      <Button variant="ghost" onClick={() => page.openDeleteAccount()}>
        {DELETE_ACCOUNT}
      </Button>
    </div>
  </>
)

/**
 * spec A §2, §3, §4, §5, §8: /my-account/my-details (Go To Account, where a login lands): the left panel, the member's
 * details, the form that edits them (a new mobile number verified by SMS code), Reset password and Delete account.
 * Its model: core/account/my-details-model.ts.
 */
export const MyDetailsPage = () => {
  const page = useScreenModel(makeMyDetailsModel, undefined)
  const dialog = page.dialog.value
  const busy = page.busy.value
  const refusal = page.refusal.value
  // Read here, not in AsyncView's render function: the page's render is the one that follows the signals.
  const editing = page.editing.value
  const resend = { canResend: page.resend.canResend.value, remainingText: page.resend.remainingText.value }
  return (
    <div className="container account-page">
      <AccountPanel current={MY_DETAILS_ROUTE} />
      <section className="account-page__main" aria-labelledby="my-details-title">
        <h1 id="my-details-title" className="account-page__title">
          {MY_DETAILS}
        </h1>
        <AsyncView state={page.view.value} loading={<Skeleton height="10rem" />}>
          {(details) => (
            <>
              {editing ? (
                <MyDetailsForm
                  saved={details.form}
                  serverErrors={refusal?.fieldErrors ?? null}
                  saving={busy}
                  onSave={(values) => page.save(values)}
                  onCancel={() => page.cancelEdit()}
                />
              ) : (
                <DetailsView page={page} details={details} />
              )}
              <MobileCodeDialog
                open={dialog.kind === "mobileCode"}
                mobileNumber={dialog.kind === "mobileCode" ? dialog.mobileNumber : ""}
                serverErrors={dialog.kind === "mobileCode" ? (refusal?.fieldErrors ?? null) : null}
                verifying={busy}
                resend={resend}
                onResend={() => page.resendMobileCode()}
                onVerify={(code) => page.verifyMobile(code)}
                onClose={() => page.closeDialog()}
              />
              <ResetPasswordDialog
                open={dialog.kind === "resetPassword"}
                email={details.email}
                sent={dialog.kind === "resetPassword" && dialog.sent}
                sending={busy}
                onSend={() => page.sendResetLink()}
                onClose={() => page.closeDialog()}
              />
              <DeleteAccountDialog open={dialog.kind === "deleteAccount"} deleting={busy} onDelete={() => page.deleteAccount()} onClose={() => page.closeDialog()} />
            </>
          )}
        </AsyncView>
      </section>
    </div>
  )
}
