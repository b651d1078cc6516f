import { changeIdType, ID_TYPES, type IdType, TITLES } from "../../core/checkout/guest.ts"
import { FormSelectField } from "./form-select-field.tsx"
import { FormTextField } from "./form-text-field.tsx"
import type { GuestForm } from "./use-guest-form.ts"

export interface GuestFieldsProps {
  readonly form: GuestForm
  /** The further guest's index, or undefined for the main guest. */
  readonly index?: number
  /** spec B §4: only the main guest's fields are required (marked *); further guests' are optional. */
  readonly required: boolean
}

// spec B §3: the form's fields (the words of the labels are ours; * marks a required field)
const label = (text: string, required: boolean): string => (required ? `${text} *` : text)

/** spec B §2, §3, §5: one guest's title, names, mobile, e-mail and identification. */
export const GuestFields = ({ form, index, required }: GuestFieldsProps) => {
  const prefix = index === undefined ? "mainGuest" : `guests[${index}]`
  const name = (field: string) => `${prefix}.${field}`
  const mainGuest = prefix === "mainGuest"
  const pickIdType = (idType: string) => {
    const current = { idType: form.getFieldValue(name("idType") as never) as IdType, idNumber: String(form.getFieldValue(name("idNumber") as never) ?? "") }
    const next = changeIdType(current, idType as IdType)
    form.setFieldValue(name("idType") as never, next.idType as never)
    form.setFieldValue(name("idNumber") as never, next.idNumber as never)
  }
  return (
    <div className="guest-fields">
      <FormSelectField
        form={form}
        name={name("title")}
        label={label("Title", required)}
        autoComplete={mainGuest ? "honorific-prefix" : "off"}
        options={[{ value: "", label: "Choose a title" }, ...TITLES.map((title) => ({ value: title, label: title }))]}
      />
      <FormTextField form={form} name={name("firstName")} label={label("First name", required)} autoComplete={mainGuest ? "given-name" : "off"} />
      <FormTextField form={form} name={name("lastName")} label={label("Surname", required)} autoComplete={mainGuest ? "family-name" : "off"} />
      <FormTextField
        form={form}
        name={name("mobile")}
        label={label("Mobile number", required)}
        hint="With the country code, e.g. +27 82 123 4567"
        type="tel"
        inputMode="tel"
        autoComplete={mainGuest ? "tel" : "off"}
      />
      <FormTextField form={form} name={name("email")} label={label("E-mail address", required)} type="email" inputMode="email" autoComplete={mainGuest ? "email" : "off"} />
      <FormSelectField
        form={form}
        name={name("idType")}
        label="Identification"
        options={ID_TYPES.map((idType) => ({ value: idType, label: idType }))}
        onPick={pickIdType}
      />
      <form.Subscribe selector={(state) => (index === undefined ? state.values.mainGuest : state.values.guests[index])?.idType}>
        {(idType) => (
          <FormTextField
            form={form}
            name={name("idNumber")}
            label={label(idType === "Passport" ? "Passport number" : "South African ID number", required)}
            inputMode={idType === "Passport" ? "text" : "numeric"}
            autoComplete="off"
          />
        )}
      </form.Subscribe>
    </div>
  )
}
