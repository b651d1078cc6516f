import type { ReactNode } from "react"
import "./data-table.css"
import { Pagination, type PaginationProps } from "./pagination.tsx"

export interface DataColumn<Row> {
  readonly header: string
  readonly cell: (row: Row) => ReactNode
}

export interface DataTableProps<Row> {
  /** Says what the table holds (read by screen readers; not shown). */
  readonly caption: string
  readonly columns: ReadonlyArray<DataColumn<Row>>
  readonly rows: ReadonlyArray<Row>
  readonly rowKey: (row: Row, index: number) => string
  /** The pages of a longer list (My Bookings, the travellers), with the spec's window of page numbers from core. */
  readonly pagination?: PaginationProps
}

/** A table of rows; on a phone each row is a card whose cells say their column. */
export const DataTable = <Row,>({ caption, columns, rows, rowKey, pagination }: DataTableProps<Row>) => (
  <>
    <div className="data-table-wrap">
      <table className="data-table">
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column.header} scope="col">
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row, index) => (
            <tr key={rowKey(row, index)}>
              {columns.map((column) => (
                <td key={column.header} data-label={column.header}>
                  {column.cell(row)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
    {pagination === undefined ? null : <Pagination {...pagination} />}
  </>
)
