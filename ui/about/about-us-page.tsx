import { useEffect, useState } from "react"
import {
  ABOUT_US,
  ABOUT_US_DESCRIPTION,
  DIVERSITY,
  HOTELS_COUNT,
  HOW_WE_LEAD,
  MILESTONES,
  OPERATING_FOOTPRINT_HEADING,
  OUR_PARTNERS,
  ROOMS_COUNT,
  WHY_WE_EXIST,
} from "../../core/content/company-messages.ts"
import { makeAboutUsModel } from "../../core/content/about-us-pages.ts"
import type { SectionBlock } from "../../core/content/company-page-parts.ts"
import { AppLink } from "../kit/app-link.tsx"
import { ContentPage, ContentSection } from "../kit/content-page.tsx"
import { ContentPicture } from "../kit/content-picture.tsx"
import { RichText } from "../kit/rich-text.tsx"
import { useScreenModel } from "../kit/screen-model.tsx"
import { Tabs } from "../kit/tabs.tsx"
import "../kit/card-grid.css"
import "./about.css"

/**
 * How we lead's five tabs. The server's HTML shows the five as sections (readable without JavaScript, and Radix's tabs
 * write style attributes the CSP refuses in served HTML); once the page runs they become tabs.
 */
const HowWeLeadTabs = ({ blocks }: { readonly blocks: ReadonlyArray<SectionBlock> }) => {
  const [running, setRunning] = useState(false)
  useEffect(() => setRunning(true), [])
  return running ? (
    <Tabs
      label={HOW_WE_LEAD}
      defaultValue={String(blocks[0]!.id)}
      items={blocks.map((block) => ({ value: String(block.id), label: block.tab ?? block.heading, content: <RichText html={block.html} /> }))}
    />
  ) : (
    blocks.map((block) => (
      <div key={block.id}>
        <h3>{block.tab ?? block.heading}</h3>
        <RichText html={block.html} />
      </div>
    ))
  )
}

/** A section's blocks; a block headed as its section says its heading once. */
const Blocks = ({ blocks, section }: { readonly blocks: ReadonlyArray<SectionBlock>; readonly section: string }) =>
  blocks.map((block) => (
    <div key={block.id} className="about-block">
      <div>
        {block.heading === section ? null : <h3>{block.heading}</h3>}
        <RichText html={block.html} />
      </div>
      {block.pictures[0] === undefined ? null : <ContentPicture url={block.pictures[0].url} alt="" />}
    </div>
  ))

/**
 * spec A §2: about us: the operating footprint (58 hotels, 7324 rooms), why we exist, how we lead (five tabs),
 * diversity, the milestones, the partners, and the ways to who leads and who governs us, ESG and the charities.
 * Its model: core/content/about-us-pages.ts.
 */
export const AboutUsPage = () => {
  const page = useScreenModel(makeAboutUsModel, undefined)
  return (
    <ContentPage title={ABOUT_US} intro={ABOUT_US_DESCRIPTION} head={page.head.value} state={page.view.value}>
      {(about) => (
        <>
          <nav aria-label={ABOUT_US} className="about-links">
            <ul>
              {about.links.map((link) => (
                <li key={link.href}>
                  <AppLink to={link.href}>{link.label}</AppLink>
                </li>
              ))}
            </ul>
          </nav>
          <ContentSection id="operating-footprint" heading={OPERATING_FOOTPRINT_HEADING}>
            <dl className="footprint">
              <div>
                <dt>{HOTELS_COUNT}</dt>
                <dd>{about.footprint.hotels}</dd>
              </div>
              <div>
                <dt>{ROOMS_COUNT}</dt>
                <dd>{about.footprint.rooms.toLocaleString("en-US")}</dd>
              </div>
            </dl>
            <Blocks blocks={about.footprint.blocks} section={OPERATING_FOOTPRINT_HEADING} />
          </ContentSection>
          <ContentSection id="why-we-exist" heading={WHY_WE_EXIST}>
            <Blocks blocks={about.whyWeExist} section={WHY_WE_EXIST} />
          </ContentSection>
          {about.howWeLead.length === 0 ? null : (
            <ContentSection id="how-we-lead" heading={HOW_WE_LEAD}>
              <HowWeLeadTabs blocks={about.howWeLead} />
            </ContentSection>
          )}
          <ContentSection id="diversity" heading={DIVERSITY}>
            <Blocks blocks={about.diversity} section={DIVERSITY} />
          </ContentSection>
          <ContentSection id="milestones" heading={MILESTONES}>
            <ol className="milestones">
              {about.milestones.map((milestone) => (
                <li key={milestone.year}>
                  <p className="milestones__year">{milestone.year}</p>
                  <p>{milestone.description}</p>
                </li>
              ))}
            </ol>
          </ContentSection>
          <ContentSection id="partners" heading={OUR_PARTNERS}>
            <ul className="card-grid partners">
              {about.partners.map((partner) => (
                <li key={partner.href} className="content-card">
                  {partner.logo === null ? null : <ContentPicture url={partner.logo.url} alt="" shape="square" />}
                  <AppLink to={partner.href}>{partner.name}</AppLink>
                </li>
              ))}
            </ul>
          </ContentSection>
        </>
      )}
    </ContentPage>
  )
}
