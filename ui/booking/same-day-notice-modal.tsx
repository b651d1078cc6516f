import { SAME_DAY_NOTICE } from "../../core/search/same-day-notice.ts"
import { Button } from "../kit/button.tsx"
import { Modal } from "../kit/modal.tsx"

/** spec B §2, §8: the Same Day Reservations warning before a same-day hotel's rates; Got it! continues. */
export const SameDayNoticeModal = ({ open, onContinue }: { readonly open: boolean; readonly onContinue: () => void }) => (
  <Modal
    open={open}
    onOpenChange={(next) => (next ? undefined : onContinue())}
    title={SAME_DAY_NOTICE.title}
    description={SAME_DAY_NOTICE.text}
    actions={<Button onClick={onContinue}>{SAME_DAY_NOTICE.button}</Button>}
  />
)
