import { screen, within } from "@testing-library/react"
import { describe, expect, it } from "vitest"
import { MEMBER_ACCOUNT } from "../../core/account/member-account.testing.ts"
import type { PointsStatement } from "../../core/ports/LoyaltyApi.ts"
import { renderInApp } from "../testing/render.testing.tsx"
import { PointsPage } from "./points-page.tsx"

const member = { account: MEMBER_ACCOUNT, password: "Str0ng!pass" }
const points: PointsStatement = {
  totals: { usable: 100, pending: 300, redeemed: 0, expired: 0 },
  expiring: [{ date: "2028-06-14", points: 100 }],
  history: [
    { date: "2026-09-02", reservation: "KR9C5W7E", id: "c", depart: "2026-12-12", redeemed: 0, earned: 300, kind: "earned", pending: true },
    { date: "2026-03-01", reservation: null, id: "a", depart: null, redeemed: 0, earned: 100, kind: "sign_up", pending: false },
  ],
}

describe("My Account's loyalty points (spec A §2, §3)", () => {
  it("shows the points expiring and the history, a stay's points pending with its depart date", async () => {
    renderInApp(<PointsPage />, { members: [member], signedInAs: MEMBER_ACCOUNT.user.email, points })
    const expiring = await screen.findByRole("table", { name: "Points Expiring" })
    expect(within(expiring).getByRole("row", { name: /14 June 2028 100/ })).toBeInTheDocument()
    const history = screen.getByRole("table", { name: "Points History" })
    const pending = within(history).getByRole("row", { name: /KR9C5W7E/ })
    expect(within(pending).getByText("Pending until the stay ends (12 December 2026)")).toBeInTheDocument()
    expect(within(pending).getByText("12 December 2026")).toBeInTheDocument()
    expect(within(history).getByRole("row", { name: /Sign-up gift/ })).toBeInTheDocument()
    expect(screen.getByText("Pending points").nextElementSibling).toHaveTextContent("300")
  })

  it("says No results for each table without rows", async () => {
    renderInApp(<PointsPage />, { members: [member], signedInAs: MEMBER_ACCOUNT.user.email })
    expect(await screen.findAllByText("No results")).toHaveLength(2)
  })

  it("keeps currentPoints, memberType and name from its query in session storage, as every /my-account page does (spec A §2)", async () => {
    const app = renderInApp(<PointsPage />, {
      path: "/my-account/loyalty-points?currentPoints=750&memberType=corporate&name=Thandi",
      members: [member],
      signedInAs: MEMBER_ACCOUNT.user.email,
      points,
    })
    await screen.findByRole("table", { name: "Points Expiring" })
    expect([app.storage.get("currentPoints"), app.storage.get("memberType"), app.storage.get("name")]).toEqual(["750", "corporate", "Thandi"])
  })

  it("asks a visitor to log in", async () => {
    renderInApp(<PointsPage />)
    expect(await screen.findByText("Please log in to see your account.")).toBeInTheDocument()
  })
})
