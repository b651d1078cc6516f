import { type ConfirmationCommunication, setMailingListPermission, showsMailingListQuestion, toggleMethod } from "../../core/checkout/communication.ts"
import { CONFIRMATION_COMMUNICATION, MAILING_LIST_QUESTION, METHOD_LABELS } from "../../core/checkout/messages.ts"
import { Checkbox } from "../kit/checkbox.tsx"
import { useBoundField } from "../kit/form/fields.tsx"

/**
 * spec B §2, §4: the confirmation communication, inside its form field: e-mail and/or SMS (the last one cannot be
 * unticked), and the mailing-list question only while e-mail is ticked (unticking e-mail withdraws the permission).
 * Core's rules (communication.ts) make every change.
 */
export const CommunicationFields = () => {
  const field = useBoundField<ConfirmationCommunication>()
  const communication = field.value
  return (
    <fieldset className="checkout-fieldset">
      <legend className="checkout-fieldset__legend">{CONFIRMATION_COMMUNICATION}</legend>
      <div className="communication-methods">
        {(["email", "sms"] as const).map((method) => (
          <Checkbox
            key={method}
            name={`communication-${method}`}
            label={METHOD_LABELS[method]}
            checked={communication.method.includes(method)}
            onChange={() => field.change(toggleMethod(communication, method))}
            onBlur={field.onBlur}
          />
        ))}
      </div>
      {field.error === null ? null : <p className="field__error">{field.error}</p>}
      {showsMailingListQuestion(communication) ? (
        <Checkbox
          name="communication-mailing-list"
          label={MAILING_LIST_QUESTION}
          checked={communication.addToMailingListPermission}
          onChange={(event) => field.change(setMailingListPermission(communication, event.target.checked))}
          onBlur={field.onBlur}
        />
      ) : null}
    </fieldset>
  )
}
