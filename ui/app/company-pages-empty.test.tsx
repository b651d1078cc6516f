import { screen } from "@testing-library/react"
import { describe, expect, it } from "vitest"
import { INVESTORS_ROUTE, ABOUT_US_ROUTE, ESG_ROUTE, CHARITIES_ROUTE, CHEF_NEWS_ROUTE, LOYALTY_PROGRAMMES_ROUTE, WHO_LEADS_US_ROUTE } from "../../core/routes.ts"
import { renderInApp } from "../testing/render.testing.tsx"
import { AboutUsPage } from "../about/about-us-page.tsx"
import { CharitiesPage } from "../about/charities-page.tsx"
import { EsgPage } from "../about/esg-page.tsx"
import { TeamPage } from "../about/team-page.tsx"
import { ChefNewsPage } from "../food/chef-news-page.tsx"
import { LoyaltyProgrammesPage } from "../loyalty/loyalty-programmes-page.tsx"
import { InvestorsPage } from "../investors/investors-page.tsx"

// The company's pages with no content at all (issue 26): each says so in the spec's words.
describe("the company's pages with nothing to show", () => {
  it("/investors says 'No downloads available.'", async () => {
    renderInApp(<InvestorsPage />, { path: INVESTORS_ROUTE, content: { contents: [] } })
    expect(await screen.findByText("No downloads available.")).toBeInTheDocument()
    expect(screen.getByRole("heading", { level: 1, name: "Investors" })).toBeInTheDocument()
  })

  it.each([
    [LOYALTY_PROGRAMMES_ROUTE, <LoyaltyProgrammesPage key="loyalty" />],
    [WHO_LEADS_US_ROUTE, <TeamPage key="team" />],
    [ESG_ROUTE, <EsgPage key="esg" />],
    [CHARITIES_ROUTE, <CharitiesPage key="charities" />],
    [CHEF_NEWS_ROUTE, <ChefNewsPage key="chef-news" />],
  ])("%s says 'No results'", async (path, page) => {
    renderInApp(page, { path, content: { contents: [] } })
    expect(await screen.findByText("No results")).toBeInTheDocument()
  })

  it("about us still shows their fixed parts: the operating footprint's 58 hotels and 7,324 rooms", async () => {
    renderInApp(<AboutUsPage />, { path: ABOUT_US_ROUTE, content: { contents: [] } })
    expect(await screen.findByText("7,324")).toBeInTheDocument()
    expect(screen.getByText("58")).toBeInTheDocument()
  })
})
