import { Popover as RadixPopover } from "radix-ui"
import type { ReactNode } from "react"
import "./overlay.css"

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

/** A small panel anchored to its trigger (Radix Popover): Escape and outside clicks close it, focus returns. */
export const Popover = ({ trigger, children, open, onOpenChange, label, align = "start" }: PopoverProps) => (
  <RadixPopover.Root {...(open === undefined ? {} : { open })} {...(onOpenChange === undefined ? {} : { onOpenChange })}>
    <RadixPopover.Trigger asChild>{trigger}</RadixPopover.Trigger>
    <RadixPopover.Portal>
      <RadixPopover.Content className="popover__content" aria-label={label} align={align} sideOffset={8} collisionPadding={16}>
        {children}
      </RadixPopover.Content>
    </RadixPopover.Portal>
  </RadixPopover.Root>
)
