import { Schema } from "effect"
import { CONFIRMATION_METHOD_REQUIRED } from "../booking/messages.ts"

/** spec B §3: how the booking confirmation reaches the guest. */
export const COMMUNICATION_METHODS = ["email", "sms"] as const
export const CommunicationMethod = Schema.Literals(COMMUNICATION_METHODS)
export type CommunicationMethod = typeof CommunicationMethod.Type

/** spec B §3, §9: default confirmation method. */
export const DEFAULT_COMMUNICATION_METHOD: CommunicationMethod = "sms"

/** spec B §3, §5: at least one method (Confirmation method required). */
export const ConfirmationCommunication = Schema.Struct({
  method: Schema.Array(CommunicationMethod).check(Schema.isMinLength(1, { message: CONFIRMATION_METHOD_REQUIRED })),
  addToMailingListPermission: Schema.Boolean,
})
export type ConfirmationCommunication = typeof ConfirmationCommunication.Type

/** SMS only, and no marketing consent until the guest ticks it (POPIA: consent is never presumed). */
export const defaultCommunication: ConfirmationCommunication = {
  method: [DEFAULT_COMMUNICATION_METHOD],
  addToMailingListPermission: false,
}

/**
 * spec B §4, A §4: ticks or unticks a method. The last selected method cannot be removed (the
 * same value comes back); unticking e-mail also withdraws the mailing-list permission, which is
 * only asked alongside e-mail. Methods stay in the order e-mail, sms.
 */
export const toggleMethod = (
  communication: ConfirmationCommunication,
  method: CommunicationMethod,
): ConfirmationCommunication => {
  const selected = communication.method.includes(method)
  if (selected && communication.method.length === 1) return communication
  const methods = COMMUNICATION_METHODS.filter((m) => (m === method ? !selected : communication.method.includes(m)))
  const emailSelected = methods.includes("email")
  return {
    method: methods,
    addToMailingListPermission: emailSelected && communication.addToMailingListPermission,
  }
}

/** spec B §4: the mailing-list question shows only when e-mail is selected. */
export const showsMailingListQuestion = (communication: ConfirmationCommunication): boolean =>
  communication.method.includes("email")

/** Answers the mailing-list question; without e-mail there is no question, so no permission. */
export const setMailingListPermission = (
  communication: ConfirmationCommunication,
  permission: boolean,
): ConfirmationCommunication => ({
  ...communication,
  addToMailingListPermission: permission && showsMailingListQuestion(communication),
})

/** The reservation's via_email, via_sms and allows_mail_list (spec B §7), in domain terms. */
export interface CommunicationFlags {
  readonly viaEmail: boolean
  readonly viaSms: boolean
  readonly allowsMailList: boolean
}

export const communicationFlags = (communication: ConfirmationCommunication): CommunicationFlags => ({
  viaEmail: communication.method.includes("email"),
  viaSms: communication.method.includes("sms"),
  allowsMailList: showsMailingListQuestion(communication) && communication.addToMailingListPermission,
})
