import { type CommunicationMethod, setMailingListPermission, showsMailingListQuestion, toggleMethod } from "../../core/checkout/communication.ts"
import { Checkbox } from "../kit/checkbox.tsx"
import { fieldMessage } from "./field-message.ts"
import { formProgress, type GuestForm } from "./use-guest-form.ts"

// The words are ours (spec B §2 names the section; §4 its rules)
export const CONFIRMATION_COMMUNICATION = "How should we send your confirmation?"
export const METHOD_LABELS: Readonly<Record<CommunicationMethod, string>> = { email: "E-mail", sms: "SMS" }
export const MAILING_LIST_QUESTION = "Send me news and special offers by e-mail"

/**
 * spec B §2, §4: the confirmation communication: e-mail and/or SMS (the last one cannot be unticked), and the
 * mailing-list question only while e-mail is ticked (unticking e-mail withdraws the permission). Core's rules
 * (communication.ts) make every change.
 */
export const CommunicationFields = ({ form }: { readonly form: GuestForm }) => (
  <form.Field name="communication">
    {(field) => {
      const communication = field.state.value
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
                onChange={() => field.handleChange(toggleMethod(communication, method))}
                onBlur={field.handleBlur}
              />
            ))}
          </div>
          {fieldMessage(field.state.meta, formProgress(form)) === null ? null : (
            <p className="field__error">{fieldMessage(field.state.meta, formProgress(form))}</p>
          )}
          {showsMailingListQuestion(communication) ? (
            <Checkbox
              name="communication-mailing-list"
              label={MAILING_LIST_QUESTION}
              checked={communication.addToMailingListPermission}
              onChange={(event) => field.handleChange(setMailingListPermission(communication, event.target.checked))}
              onBlur={field.handleBlur}
            />
          ) : null}
        </fieldset>
      )
    }}
  </form.Field>
)
