import { useSignals } from "@preact/signals-react/runtime"
import { Tag } from "lucide-react"
import { useEffect, useId, useState } from "react"
import { checkoutNotice } from "../../core/payment/checkout-notice.ts"
import { checkPromoCode } from "../../core/search/check-promo-code.ts"
import { PROMO_CODE_DEBOUNCE_MS } from "../../core/search/promo-code.ts"
import type { SearchForm } from "../../core/search/search-form.ts"
import { useBookingSession } from "../booking-template/use-booking-session.ts"
import { useRuntime } from "../kit/core-runtime.tsx"
import { Button } from "../kit/button.tsx"
import { Notice } from "../kit/notice.tsx"
import { Popover } from "../kit/popover.tsx"
import { Spinner } from "../kit/spinner.tsx"
import { TextField } from "../kit/text-field.tsx"
import { useDebouncedValue } from "./use-debounced-value.ts"

/**
 * spec B §2, §4: the promo code popover (Add Promo Code / Close) with its field Promotional Code. The code is
 * checked after a 500 ms pause in typing (a newer code interrupts the older check); an unmatched code says
 * This code is expired/invalid. and disables search; a mandatory-payment offer's code flags the booking and
 * says payment is required.
 */
export const PromoCodeField = ({ form }: { readonly form: SearchForm }) => {
  useSignals()
  const id = useId()
  const session = useBookingSession()
  const runtime = useRuntime()
  const [open, setOpen] = useState(false)
  const text = form.values.value.promoCode
  const settled = useDebouncedValue(text, PROMO_CODE_DEBOUNCE_MS)
  const destination = form.values.value.destination
  const promo = form.promo.value

  useEffect(() => {
    return runtime.runCallback(checkPromoCode(form.promo, settled, destination))
  }, [runtime, session, form, settled, destination])

  const checking = text.trim() !== settled.trim() || promo.kind === "checking"
  const mandatory = promo.kind === "valid" && promo.mandatoryPayment ? checkoutNotice(true) : undefined
  return (
    <div className="search-extra">
      <Popover
        open={open}
        onOpenChange={setOpen}
        label="Promo code"
        trigger={
          <Button variant="ghost" size="small" aria-controls={`${id}-panel`}>
            <Tag size={16} aria-hidden="true" /> {open ? "Close" : "Add Promo Code"}
            {!open && promo.kind === "valid" ? <span className="search-extra__badge">{promo.promoCode}</span> : null}
          </Button>
        }
      >
        <div className="promo" id={`${id}-panel`}>
          <TextField
            label="Promotional Code"
            value={text}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            error={promo.kind === "invalid" && !checking ? promo.message : undefined}
            onChange={(event) => form.setPromoCode(event.target.value)}
          />
          {checking && text.trim() !== "" ? <Spinner label="Checking the code" /> : null}
          {promo.kind === "valid" && !checking ? (
            <Notice tone="success" role="status">
              Code {promo.promoCode} applied.
            </Notice>
          ) : null}
          {mandatory === undefined || checking ? null : (
            <Notice tone="warning" role="status">
              {mandatory}
            </Notice>
          )}
        </div>
      </Popover>
      {!open && promo.kind === "invalid" ? (
        <p className="search-extra__error" role="alert">
          {promo.message}
        </p>
      ) : null}
    </div>
  )
}
