import { type HotelsExplorerInput, makeHotelsExplorerModel } from "../../core/hotels/hotels-explorer-model.ts"
import { BRAND_FILTER, CITY_FILTER, FACILITY_FILTER, HOTEL_FILTERS, HOTEL_PAGES, SHOW_HOTELS } from "../../core/hotels/messages.ts"
import { AsyncView } from "../kit/async-view.tsx"
import { Button } from "../kit/button.tsx"
import { FilterForm } from "../kit/filter-form.tsx"
import { PageMeta } from "../kit/page-head.tsx"
import { Pagination } from "../kit/pagination.tsx"
import { useScreenModel } from "../kit/screen-model.tsx"
import { Select } from "../kit/select.tsx"
import { Skeleton } from "../kit/skeleton.tsx"
import { ExplorerHotelCard } from "./explorer-hotel-card.tsx"
import "../kit/card-grid.css"
import "./hotels.css"

/** The cards above the fold load at once (they are the page's largest paint); the rest when scrolled to. */
const EAGER_CARDS = 3

const ExplorerSkeleton = () => (
  <div className="card-grid photo-grid" aria-busy="true">
    <Skeleton height="22rem" />
    <Skeleton height="22rem" />
    <Skeleton height="22rem" />
  </div>
)

/**
 * The hotel explorer (spec B §2, A §2, §9): the filters and the page in the URL (a form that works without script
 * too: it submits them as the query), 12 hotels a page, the spec's pagination bar. Shared by /our-hotels and a
 * brand's page, whose brand the path fixes. Its model: core/hotels/hotels-explorer-model.ts.
 */
export const HotelsExplorer = ({ input }: { readonly input: HotelsExplorerInput }) => {
  const page = useScreenModel(makeHotelsExplorerModel, input)
  const { filters, brandPage } = page
  const filterWith = (data: FormData) => {
    page.filter({ brand: String(data.get("brand") ?? ""), city: String(data.get("city") ?? ""), facility: String(data.get("facility") ?? "") })
  }
  return (
    <div className="container explorer-page">
      <PageMeta head={page.head.value} />
      <h1 className="explorer-page__title">{page.heading.value}</h1>
      <FilterForm className="explorer-filters" label={HOTEL_FILTERS} onFilter={filterWith}>
        {(refilter) => (
          <>
            {brandPage === null ? <Select name="brand" label={BRAND_FILTER} value={filters.brand} options={page.brandOptions} onChange={refilter} /> : null}
            <Select name="city" label={CITY_FILTER} value={filters.city} options={page.cityOptions.value} onChange={refilter} />
            <Select name="facility" label={FACILITY_FILTER} value={filters.facility} options={page.facilityOptions.value} onChange={refilter} />
            <Button type="submit" variant="secondary">
              {SHOW_HOTELS}
            </Button>
          </>
        )}
      </FilterForm>
      <AsyncView state={page.view.value} loading={<ExplorerSkeleton />}>
        {({ cards, page: current, totalPages, pages }) => (
          <>
            <ul className="card-grid photo-grid">
              {cards.map((card, index) => (
                <ExplorerHotelCard key={card.id} card={card} eager={index < EAGER_CARDS} />
              ))}
            </ul>
            <Pagination page={current} pageCount={totalPages} pages={pages} label={HOTEL_PAGES} onPage={page.goToPage} />
          </>
        )}
      </AsyncView>
    </div>
  )
}
