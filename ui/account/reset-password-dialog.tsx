import { RESET_PASSWORD, SEND_RESET_LINK, resetLinkSentTo, resetLinkWillGoTo } from "../../core/account/messages.ts"
import { CLOSE } from "../../core/search/messages.ts"
import { Button } from "../kit/button.tsx"
import { Modal } from "../kit/modal.tsx"
import { Notice } from "../kit/notice.tsx"

export interface ResetPasswordDialogProps {
  readonly open: boolean
  readonly email: string
  /** The link went to the member's e-mail. */
  readonly sent: boolean
  readonly sending: boolean
  readonly onSend: () => void
  readonly onClose: () => void
}

/**
 * spec A §2, §7: My Details' 'Reset password' dialog: the reset link goes to the member's e-mail (the account's login),
 * and the link opens Reset password (the auth modal's), where the new password is chosen.
 */
export const ResetPasswordDialog = ({ open, email, sent, sending, onSend, onClose }: ResetPasswordDialogProps) => (
  <Modal
    open={open}
    onOpenChange={(next) => (next ? undefined : onClose())}
    title={RESET_PASSWORD}
    description={sent ? undefined : resetLinkWillGoTo(email)}
    actions={
      sent ? (
        <Button onClick={onClose}>{CLOSE}</Button>
      ) : (
        <Button loading={sending} onClick={onSend}>
          {SEND_RESET_LINK}
        </Button>
      )
    }
  >
    {sent ? (
      <Notice tone="success" role="status">
        {resetLinkSentTo(email)}
      </Notice>
    ) : null}
  </Modal>
)
