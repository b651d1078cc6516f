import { X } from "lucide-react"
import { Dialog } from "radix-ui"
import { type ReactNode, type RefObject, useRef } from "react"
import "./overlay.css"

export interface ModalDialogProps {
  readonly open: boolean
  readonly onOpenChange: (open: boolean) => void
  readonly title: ReactNode
  readonly description?: ReactNode
  /** The modal's actions, at its foot (the primary action last). */
  readonly actions?: ReactNode
  readonly wide?: boolean
  /** False for a modal the guest must answer (Reservation Timeout): no close button, Escape and outside clicks do nothing. */
  readonly dismissible?: boolean
  readonly children?: ReactNode
  /** The trigger that opened the modal, when the modal has one. */
  readonly opener: RefObject<HTMLElement | null>
}

/**
 * The Radix half of the kit's Modal, loaded on first use (ui/kit/modal.tsx). Focus goes back on closing to the
 * trigger, or else to whatever held it when the modal opened (the button of a page that opened it itself).
 */
const ModalDialog = ({ open, onOpenChange, title, description, actions, wide = false, dismissible = true, children, opener }: ModalDialogProps) => {
  const focusedBeforeOpening = useRef<HTMLElement | null>(null)
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="modal__overlay" />
        <Dialog.Content
          className={wide ? "modal__content modal__content--wide" : "modal__content"}
          // Without a description Radix expects this to be said explicitly.
          {...(description === undefined ? { "aria-describedby": undefined } : {})}
          {...(dismissible ? {} : { onEscapeKeyDown: (event: Event) => event.preventDefault(), onPointerDownOutside: (event: Event) => event.preventDefault(), onInteractOutside: (event: Event) => event.preventDefault() })}
          onOpenAutoFocus={() => {
            focusedBeforeOpening.current = document.activeElement instanceof HTMLElement ? document.activeElement : null
          }}
          onCloseAutoFocus={(event) => {
            event.preventDefault()
            const target = opener.current ?? focusedBeforeOpening.current
            if (target?.isConnected === true) target.focus()
          }}
          // React passes events up its own tree, through the portal: a form in the modal (the club card's) must not
          // also submit the form its trigger sits in (the search form).
          onSubmit={(event) => event.stopPropagation()}
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
}

export default ModalDialog
