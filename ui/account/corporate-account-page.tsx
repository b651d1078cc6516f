import { useSignals } from "@preact/signals-react/runtime"
import { CompanyDetails } from "../../core/account/company.ts"
import { type CompanyDetailsModel, makeCompanyDetailsModel } from "../../core/corporate/company-details-model.ts"
import { COMPANY_DETAILS, COMPANY_FIELD_LABELS, SAVE } from "../../core/corporate/messages.ts"
import { CORPORATE_ACCOUNT_ROUTE } from "../../core/routes.ts"
import { AsyncView } from "../kit/async-view.tsx"
import { KitForm, useKitForm } from "../kit/form/use-kit-form.tsx"
import { type Bound, useScreenModel } from "../kit/screen-model.tsx"
import { Skeleton } from "../kit/skeleton.tsx"
import { AccountPanel } from "./account-panel.tsx"
import "./account.css"

const FIELDS: ReadonlyArray<{ readonly name: keyof typeof COMPANY_FIELD_LABELS; readonly type?: "email"; readonly inputMode?: "tel"; readonly autoComplete: string }> = [
  { name: "companyName", autoComplete: "organization" },
  { name: "tradingAs", autoComplete: "off" },
  { name: "vatNo", autoComplete: "off" },
  { name: "iataNo", autoComplete: "off" },
  { name: "type", autoComplete: "off" },
  { name: "email", type: "email", autoComplete: "email" },
  { name: "number", inputMode: "tel", autoComplete: "tel" },
  { name: "faxNo", inputMode: "tel", autoComplete: "off" },
  { name: "addressLine1", autoComplete: "address-line1" },
  { name: "addressLine2", autoComplete: "address-line2" },
  { name: "city", autoComplete: "address-level2" },
  { name: "postalCode", autoComplete: "postal-code" },
  { name: "province", autoComplete: "address-level1" },
  { name: "country", autoComplete: "country-name" },
]

/**
 * spec A §2, §3, §5, §6: /my-account/corporate-account: the company details of a corporate member (company name,
 * e-mail and number required), saved whole; the server's field messages land on the fields and nothing typed is lost.
 * Its model: core/corporate/company-details-model.ts.
 */
export const CorporateAccountPage = () => {
  const page = useScreenModel(makeCompanyDetailsModel, undefined)
  return (
    <div className="container account-page">
      <AccountPanel current={CORPORATE_ACCOUNT_ROUTE} />
      <section className="account-page__main" aria-labelledby="company-details-title">
        <h1 id="company-details-title" className="account-page__title">
          {COMPANY_DETAILS}
        </h1>
        <AsyncView state={page.view.value} loading={<Skeleton height="24rem" />}>
          {(details) => <CompanyDetailsForm page={page} details={details} />}
        </AsyncView>
      </section>
    </div>
  )
}

const CompanyDetailsForm = ({ page, details }: { readonly page: Bound<CompanyDetailsModel>; readonly details: CompanyDetails }) => {
  useSignals()
  const { form } = useKitForm({ defaultValues: details, schema: CompanyDetails, serverErrors: page.fieldErrors.value, onSubmit: (values) => page.save(values) })
  return (
    <KitForm form={form} className="form-stack" aria-label={COMPANY_DETAILS}>
      <div className="form-columns">
        {FIELDS.map((field) => (
          <form.AppField key={field.name} name={field.name}>
            {(bound) => <bound.TextField label={COMPANY_FIELD_LABELS[field.name]} type={field.type ?? "text"} {...(field.inputMode === undefined ? {} : { inputMode: field.inputMode })} autoComplete={field.autoComplete} />}
          </form.AppField>
        ))}
      </div>
      <div>
        <form.SubmitButton loading={page.saving.value}>{SAVE}</form.SubmitButton>
      </div>
    </KitForm>
  )
}
