import { useSignals } from "@preact/signals-react/runtime"
import { useLocation } from "react-router-dom"
import { emptyTraveller, travellerInputOf } from "../../core/account/traveller.ts"
import { type CompanyTravellersModel, makeCompanyTravellersModel, type TravellerRow, TravellerSearchForm } from "../../core/corporate/company-travellers-model.ts"
import {
  ADD_TRAVELLER,
  CANCEL,
  COMPANY_TRAVELERS,
  EDIT_TRAVELLER,
  editTravellerLabel,
  REMOVE,
  REMOVE_TRAVELLER,
  removeTravellerLabel,
  removeTravellerQuestion,
  SEARCH,
  SEARCH_TRAVELLERS,
  TRAVELLER_COLUMNS,
  TRAVELLERS_TABLE,
} from "../../core/corporate/messages.ts"
import { COMPANY_TRAVELLERS_ROUTE } from "../../core/routes.ts"
import { AsyncView } from "../kit/async-view.tsx"
import { Button } from "../kit/button.tsx"
import { type DataColumn, DataTable } from "../kit/data-table.tsx"
import { KitForm, useKitForm } from "../kit/form/use-kit-form.tsx"
import { Modal } from "../kit/modal.tsx"
import { type Bound, useScreenModel } from "../kit/screen-model.tsx"
import { Skeleton } from "../kit/skeleton.tsx"
import { AccountPanel } from "./account-panel.tsx"
import { CorporateTravellerForm } from "./corporate-traveller-form.tsx"
import "./account.css"

type Page = Bound<CompanyTravellersModel>

const columns = (page: Page): ReadonlyArray<DataColumn<TravellerRow>> => [
  { header: TRAVELLER_COLUMNS.name, cell: (row) => row.name },
  { header: TRAVELLER_COLUMNS.email, cell: (row) => row.email },
  { header: TRAVELLER_COLUMNS.mobile, cell: (row) => row.mobile },
  { header: TRAVELLER_COLUMNS.identification, cell: (row) => row.identification },
  {
    header: TRAVELLER_COLUMNS.actions,
    cell: (row) => (
      <span className="corporate-row-actions">
        <Button variant="secondary" size="small" aria-label={editTravellerLabel(row.name)} onClick={() => page.openEdit(row.traveller)}>
          {EDIT_TRAVELLER}
        </Button>
        <Button variant="ghost" size="small" aria-label={removeTravellerLabel(row.name)} onClick={() => page.openRemove(row.traveller)}>
          {REMOVE}
        </Button>
      </span>
    ),
  },
]

/** The search box: a search is a new URL (spec A §1), so it is a link and Back works. */
const TravellerSearch = ({ page }: { readonly page: Page }) => {
  const { form } = useKitForm({ defaultValues: { query: page.search.query }, schema: TravellerSearchForm, onSubmit: (values) => page.find(values.query) })
  return (
    <KitForm form={form} className="corporate-search" role="search" aria-label={SEARCH_TRAVELLERS}>
      <form.AppField name="query">{(field) => <field.TextField type="search" label={SEARCH_TRAVELLERS} autoComplete="off" />}</form.AppField>
      <form.SubmitButton variant="secondary">{SEARCH}</form.SubmitButton>
    </KitForm>
  )
}

/** The add or edit dialog, and the removal's confirmation, as the model's dialog says. */
const TravellerDialogs = ({ page }: { readonly page: Page }) => {
  useSignals()
  const dialog = page.dialog.value
  const editing = dialog.kind === "add" || dialog.kind === "edit"
  const title = dialog.kind === "edit" ? EDIT_TRAVELLER : ADD_TRAVELLER
  return (
    <>
      <Modal open={editing} onOpenChange={(open) => (open ? undefined : page.close())} title={title}>
        {editing ? (
          <CorporateTravellerForm
            key={dialog.kind === "edit" ? dialog.traveller.id : "new"}
            label={title}
            start={dialog.kind === "edit" ? travellerInputOf(dialog.traveller) : emptyTraveller}
            serverErrors={page.fieldErrors.value}
            busy={page.busy.value}
            onSave={(values) => page.save(values)}
            onCancel={() => page.close()}
          />
        ) : null}
      </Modal>
      <Modal
        open={dialog.kind === "remove"}
        onOpenChange={(open) => (open ? undefined : page.close())}
        title={REMOVE_TRAVELLER}
        description={dialog.kind === "remove" ? removeTravellerQuestion(`${dialog.traveller.firstName} ${dialog.traveller.lastName}`) : undefined}
        actions={
          <>
            <Button variant="secondary" onClick={() => page.close()}>
              {CANCEL}
            </Button>
            <Button loading={page.busy.value} onClick={() => page.confirmRemove()}>
              {REMOVE}
            </Button>
          </>
        }
      />
    </>
  )
}

/**
 * spec A §1, §2, §6: /my-account/corporate-account/company-travelers: the company's travellers, searched by the URL's
 * `query`, with add, edit and remove (after a confirmation). Its model: core/corporate/company-travellers-model.ts.
 */
export const CorporateTravellersPage = () => {
  const { search } = useLocation()
  const page = useScreenModel(makeCompanyTravellersModel, search)
  return (
    <div className="container account-page">
      <AccountPanel current={COMPANY_TRAVELLERS_ROUTE} />
      <section className="account-page__main" aria-labelledby="travellers-title">
        <div className="corporate-heading">
          <h1 id="travellers-title" className="account-page__title">
            {COMPANY_TRAVELERS}
          </h1>
          <Button onClick={() => page.openAdd()}>{ADD_TRAVELLER}</Button>
        </div>
        <TravellerSearch key={search} page={page} />
        <AsyncView state={page.view.value} loading={<Skeleton height="12rem" />}>
          {(table) => (
            <DataTable
              caption={TRAVELLERS_TABLE}
              columns={columns(page)}
              rows={table.rows}
              rowKey={(row) => String(row.id)}
              pagination={{ page: table.page, pageCount: table.pageCount, pages: table.pages, label: TRAVELLERS_TABLE, onPage: (next) => page.goToPage(next) }}
            />
          )}
        </AsyncView>
      </section>
      <TravellerDialogs page={page} />
    </div>
  )
}
