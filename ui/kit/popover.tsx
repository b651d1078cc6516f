import { lazy, type ReactNode, Suspense, useId, useRef, useState } from "react"
import { asOpener } from "./opener.ts"
import { useHasBeenTrue } from "./use-has-been-true.ts"

const loadPanel = () => import("./popover-panel.tsx")
const PopoverPanel = lazy(loadPanel)

export interface PopoverProps {
  /** The button that opens the popover; it gets aria-expanded and aria-controls. */
  readonly trigger: ReactNode
  readonly children: ReactNode
  readonly open?: boolean
  readonly onOpenChange?: (open: boolean) => void
  /** The popover's accessible name (it is a dialog to assistive technology). */
  readonly label: string
  readonly align?: "start" | "center" | "end"
}

/**
 * A small panel anchored to its trigger (Radix Popover): Escape and outside clicks close it, focus returns.
 * The Radix code (with its positioning engine) loads when the pointer or focus reaches the trigger, or on the
 * first opening, so no page pays for it before it is usable.
 */
export const Popover = ({ trigger, children, open, onOpenChange, label, align = "start" }: PopoverProps) => {
  const [ownOpen, setOwnOpen] = useState(false)
  const isOpen = open ?? ownOpen
  const setOpen = (next: boolean) => {
    if (open === undefined) setOwnOpen(next)
    onOpenChange?.(next)
  }
  const anchor = useRef<HTMLElement>(null)
  const panelId = useId()
  const used = useHasBeenTrue(isOpen)
  return (
    <>
      {asOpener(trigger, {
        ref: anchor,
        expanded: isOpen,
        ...(isOpen ? { controls: panelId } : {}),
        onActivate: () => setOpen(!isOpen),
        onIntent: () => void loadPanel(),
      })}
      {used ? (
        <Suspense fallback={null}>
          <PopoverPanel id={panelId} anchor={anchor} open={isOpen} onOpenChange={setOpen} label={label} align={align}>
            {children}
          </PopoverPanel>
        </Suspense>
      ) : null}
    </>
  )
}
