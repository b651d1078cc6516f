import { X } from "lucide-react"
import { Dialog } from "radix-ui"
import type { ReactNode } from "react"
import "./overlay.css"

export interface ModalProps {
  readonly open: boolean
  readonly onOpenChange: (open: boolean) => void
  readonly title: ReactNode
  readonly description?: ReactNode
  /** The element that opens the modal (a Button); focus returns to it when the modal closes. */
  readonly trigger?: ReactNode
  /** The modal's actions, at its foot (the primary action last). */
  readonly actions?: ReactNode
  readonly wide?: boolean
  /** False for a modal the guest must answer (Reservation Timeout): no close button, Escape and outside clicks do nothing. */
  readonly dismissible?: boolean
  readonly children?: ReactNode
}

/**
 * A modal dialog (Radix Dialog): focus is trapped inside, Escape closes it, and focus returns to the
 * element that opened it. A bottom sheet on phones, centred from 768 px.
 */
export const Modal = ({ open, onOpenChange, title, description, trigger, actions, wide = false, dismissible = true, children }: ModalProps) => (
  <Dialog.Root open={open} onOpenChange={onOpenChange}>
    {trigger === undefined ? null : <Dialog.Trigger asChild>{trigger}</Dialog.Trigger>}
    <Dialog.Portal>
      <Dialog.Overlay className="modal__overlay" />
      <Dialog.Content
        className={wide ? "modal__content modal__content--wide" : "modal__content"}
        // Without a description Radix expects this to be said explicitly.
        {...(description === undefined ? { "aria-describedby": undefined } : {})}
        {...(dismissible ? {} : { onEscapeKeyDown: (event: Event) => event.preventDefault(), onPointerDownOutside: (event: Event) => event.preventDefault(), onInteractOutside: (event: Event) => event.preventDefault() })}
      >
        <div className="modal__header">
          <Dialog.Title className="modal__title">{title}</Dialog.Title>
          {dismissible ? (
            <Dialog.Close className="modal__close" aria-label="Close">
              <X size={20} aria-hidden="true" />
            </Dialog.Close>
          ) : null}
        </div>
        {description === undefined ? null : <Dialog.Description className="modal__description">{description}</Dialog.Description>}
        {children}
        {actions === undefined ? null : <div className="modal__actions">{actions}</div>}
      </Dialog.Content>
    </Dialog.Portal>
  </Dialog.Root>
)
