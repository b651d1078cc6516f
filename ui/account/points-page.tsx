import {
  LOYALTY_POINTS,
  POINTS_EXPIRING,
  POINTS_EXPIRY_COLUMNS,
  POINTS_HISTORY,
  POINTS_HISTORY_COLUMNS,
} from "../../core/account/messages.ts"
import { type LoyaltyPointsContent, makeLoyaltyPointsModel, type PointsExpiryRow, type PointsHistoryRowView } from "../../core/loyalty/loyalty-points-model.ts"
import type { PointsTable } from "../../core/loyalty/load-points-statement.ts"
import { LOYALTY_POINTS_ROUTE } from "../../core/routes.ts"
import { AsyncView } from "../kit/async-view.tsx"
import { type DataColumn, DataTable } from "../kit/data-table.tsx"
import { useScreenModel } from "../kit/screen-model.tsx"
import { Skeleton } from "../kit/skeleton.tsx"
import { AccountPanel } from "./account-panel.tsx"
import "./account.css"

const EXPIRY_COLUMNS: ReadonlyArray<DataColumn<PointsExpiryRow>> = [
  { header: POINTS_EXPIRY_COLUMNS.date, cell: (row) => row.date },
  { header: POINTS_EXPIRY_COLUMNS.points, cell: (row) => row.points },
]

const HISTORY_COLUMNS: ReadonlyArray<DataColumn<PointsHistoryRowView>> = [
  { header: POINTS_HISTORY_COLUMNS.date, cell: (row) => row.date },
  { header: POINTS_HISTORY_COLUMNS.reservation, cell: (row) => row.reservation },
  { header: POINTS_HISTORY_COLUMNS.id, cell: (row) => row.id },
  { header: POINTS_HISTORY_COLUMNS.depart, cell: (row) => row.depart },
  { header: POINTS_HISTORY_COLUMNS.redeemed, cell: (row) => row.redeemed },
  { header: POINTS_HISTORY_COLUMNS.earned, cell: (row) => row.earned },
  { header: POINTS_HISTORY_COLUMNS.kind, cell: (row) => (row.pending ? <strong>{row.kind}</strong> : row.kind) },
]

/**
 * spec A §2, §3, issue 22: My Account's loyalty points: the totals, the points expiring and the points history
 * (a stay's points pending until it is over, with its depart date). Its model: core/loyalty/loyalty-points-model.ts.
 */
export const PointsPage = () => {
  const page = useScreenModel(makeLoyaltyPointsModel, undefined)
  return (
    <div className="container account-page">
      <AccountPanel current={LOYALTY_POINTS_ROUTE} />
      <section className="account-page__main" aria-labelledby="points-title">
        <h1 id="points-title" className="account-page__title">
          {LOYALTY_POINTS}
        </h1>
        <AsyncView state={page.view.value} loading={<Skeleton height="16rem" />}>
          {(content) => <PointsStatement content={content} />}
        </AsyncView>
      </section>
    </div>
  )
}

const PointsStatement = ({ content }: { readonly content: LoyaltyPointsContent }) => (
  <>
    <dl className="points-totals">
      {content.totals.map((total) => (
        <div key={total.label} className="points-totals__item">
          <dt>{total.label}</dt>
          <dd>{total.points}</dd>
        </div>
      ))}
    </dl>
    <PointsTableSection id="points-expiring" title={POINTS_EXPIRING} table={content.expiring} columns={EXPIRY_COLUMNS} rowKey={(row) => row.date} />
    <PointsTableSection id="points-history" title={POINTS_HISTORY} table={content.history} columns={HISTORY_COLUMNS} rowKey={(row) => row.id} />
  </>
)

interface PointsTableSectionProps<Row> {
  readonly id: string
  readonly title: string
  readonly table: PointsTable<Row>
  readonly columns: ReadonlyArray<DataColumn<Row>>
  readonly rowKey: (row: Row) => string
}

/** One of the points tables: its heading, then "No results" (spec A §8) or the kit's data table. */
const PointsTableSection = <Row,>({ id, title, table, columns, rowKey }: PointsTableSectionProps<Row>) => (
  <section className="account-bookings" aria-labelledby={id}>
    <h2 id={id} className="account-bookings__title">
      {title}
    </h2>
    {table.kind === "empty" ? <p role="status">{table.message}</p> : <DataTable caption={title} columns={columns} rows={table.rows} rowKey={rowKey} />}
  </section>
)
