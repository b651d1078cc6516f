import { DELETE_ACCOUNT, DELETE_ACCOUNT_QUESTION, KEEP_ACCOUNT } from "../../core/account/messages.ts"
import { Button } from "../kit/button.tsx"
import { Modal } from "../kit/modal.tsx"

export interface DeleteAccountDialogProps {
  readonly open: boolean
  readonly deleting: boolean
  readonly onDelete: () => void
  readonly onClose: () => void
}

/** spec A §4: Delete account asks first; keeping the account is the first choice, deleting the deliberate one. */
export const DeleteAccountDialog = ({ open, deleting, onDelete, onClose }: DeleteAccountDialogProps) => (
  <Modal
    open={open}
    onOpenChange={(next) => (next ? undefined : onClose())}
    title={DELETE_ACCOUNT}
    description={DELETE_ACCOUNT_QUESTION}
    actions={
      <>
        <Button variant="secondary" onClick={onClose}>
          {KEEP_ACCOUNT}
        </Button>
        <Button loading={deleting} onClick={onDelete}>
          {DELETE_ACCOUNT}
        </Button>
      </>
    }
  />
)
