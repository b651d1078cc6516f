import { Button } from "./button.tsx"
import { Modal } from "./modal.tsx"
import { Notice } from "./notice.tsx"

export interface NoticeThenContinueProps {
  /** The notice's words while it is shown (core's), else null. */
  readonly notice: { readonly title: string; readonly text: string; readonly button: string } | null
  /** Its button, or closing it: the flow goes on. */
  readonly onContinue: () => void
}

/** A warning the guest reads before going on (the Same Day Reservations notice): one button, and closing continues too. */
export const NoticeThenContinue = ({ notice, onContinue }: NoticeThenContinueProps) => (
  <Modal
    open={notice !== null}
    onOpenChange={(next) => (next ? undefined : onContinue())}
    title={notice?.title ?? ""}
    actions={notice === null ? undefined : <Button onClick={onContinue}>{notice.button}</Button>}
  >
    {notice === null ? null : <Notice tone="warning">{notice.text}</Notice>}
  </Modal>
)
