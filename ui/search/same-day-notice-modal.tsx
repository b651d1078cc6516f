import { SAME_DAY_NOTICE } from "../../core/search/same-day-notice.ts"
import { Button } from "../kit/button.tsx"
import { Modal } from "../kit/modal.tsx"
import { Notice } from "../kit/notice.tsx"

/** spec B §2, §4, §8: the Same Day Reservations warning; Got it! (or closing it) continues the search. */
export const SameDayNoticeModal = ({ open, onContinue }: { readonly open: boolean; readonly onContinue: () => void }) => (
  <Modal
    open={open}
    onOpenChange={(next) => (next ? undefined : onContinue())}
    title={SAME_DAY_NOTICE.title}
    actions={<Button onClick={onContinue}>{SAME_DAY_NOTICE.button}</Button>}
  >
    <Notice tone="warning">{SAME_DAY_NOTICE.text}</Notice>
  </Modal>
)
