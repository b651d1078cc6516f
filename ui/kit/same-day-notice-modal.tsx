import { SAME_DAY_NOTICE } from "../../core/search/same-day-notice.ts"
import { Button } from "./button.tsx"
import { Modal } from "./modal.tsx"
import { Notice } from "./notice.tsx"

/**
 * spec B §2, §4, §8: the Same Day Reservations warning, before a same-day search and before a same-day hotel's
 * rates; Got it! (or closing it) continues.
 */
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
