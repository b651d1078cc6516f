import { CircleAlert, Tag, X } from "lucide-react"
import { useId, useState } from "react"
import { ADD_PROMO_CODE, CHECKING_THE_CODE, CLOSE, PROMO_CODE, PROMOTIONAL_CODE, promoCodeApplied, removePromoCode } from "../../core/search/messages.ts"
import { makePromoCodeModel } from "../../core/search/promo-code-model.ts"
import type { SearchForm } from "../../core/search/search-form.ts"
import { Button } from "../kit/button.tsx"
import { Notice } from "../kit/notice.tsx"
import { Popover } from "../kit/popover.tsx"
import { useScreenModel } from "../kit/screen-model.tsx"
import { Spinner } from "../kit/spinner.tsx"
import { TextField } from "../kit/text-field.tsx"

/**
 * spec B §2, §4: the promo code popover (Add Promo Code / Close) with its field Promotional Code. The code is
 * checked after a 500 ms pause in typing (a newer code interrupts the older check); an unmatched code says
 * This code is expired/invalid. and disables search; a mandatory-payment offer's code flags the booking and
 * says payment is required. Its model: core/search/promo-code-model.ts.
 * Issue 29 §7: with the popover closed the code stays in sight as a chip with Remove (one tap back to public rates);
 * an invalid code's message sits under it with an icon, under `errorId`, which the held-back search button names.
 */
export const PromoCodeField = ({ form, errorId }: { readonly form: SearchForm; readonly errorId: string }) => {
  const id = useId()
  const field = useScreenModel(makePromoCodeModel, { form })
  const [open, setOpen] = useState(false)
  const text = field.text.value
  const promo = field.promo.value
  const checking = field.checking.value
  const mandatory = field.mandatoryNotice.value
  const code = text.trim()
  return (
    <div className="search-extra">
      <Popover
        open={open}
        onOpenChange={setOpen}
        label={PROMO_CODE}
        trigger={
          <Button variant="ghost" size="small" aria-controls={`${id}-panel`}>
            <Tag size={16} aria-hidden="true" /> {open ? CLOSE : ADD_PROMO_CODE}
          </Button>
        }
      >
        <div className="promo" id={`${id}-panel`}>
          <TextField
            label={PROMOTIONAL_CODE}
            value={text}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            error={promo.kind === "invalid" && !checking ? promo.message : undefined}
            onChange={(event) => field.type(event.target.value)}
          />
          {checking && text.trim() !== "" ? <Spinner label={CHECKING_THE_CODE} /> : null}
          {promo.kind === "valid" && !checking ? (
            <Notice tone="success" role="status">
              {promoCodeApplied(promo.promoCode)}
            </Notice>
          ) : null}
          {mandatory === null ? null : (
            <Notice tone="warning" role="status">
              {mandatory}
            </Notice>
          )}
        </div>
      </Popover>
      {!open && code !== "" ? (
        <span className={`promo-chip promo-chip--${promo.kind}`}>
          <Tag size={14} aria-hidden="true" />
          <span className="promo-chip__code">{code}</span>
          <button type="button" className="promo-chip__remove" aria-label={removePromoCode(code)} onClick={() => field.type("")}>
            <X size={14} aria-hidden="true" />
          </button>
        </span>
      ) : null}
      {!open && promo.kind === "invalid" && !checking ? (
        <p className="search-extra__error" id={errorId} role="alert">
          <CircleAlert size={16} aria-hidden="true" /> {promo.message}
        </p>
      ) : null}
    </div>
  )
}
