import { ChevronDown } from "lucide-react"
import { Accordion as RadixAccordion } from "radix-ui"
import type { ReactNode } from "react"
import "./tabs.css"

export interface AccordionItem {
  readonly value: string
  readonly title: ReactNode
  readonly content: ReactNode
}

export interface AccordionProps {
  readonly items: ReadonlyArray<AccordionItem>
  /** The sections open at first (e.g. the main guest). */
  readonly defaultOpen?: ReadonlyArray<string>
}

/** Sections that open and close independently (Radix Accordion), each a heading with a button. */
export const Accordion = ({ items, defaultOpen = [] }: AccordionProps) => (
  <RadixAccordion.Root type="multiple" defaultValue={[...defaultOpen]} className="accordion">
    {items.map((item) => (
      <RadixAccordion.Item key={item.value} value={item.value} className="accordion__item">
        <RadixAccordion.Header className="accordion__header">
          <RadixAccordion.Trigger className="accordion__trigger">
            {item.title}
            <ChevronDown size={20} aria-hidden="true" />
          </RadixAccordion.Trigger>
        </RadixAccordion.Header>
        {/* forceMount keeps a closed section's fields in the form: nothing typed is lost by closing it. */}
        <RadixAccordion.Content className="accordion__panel" forceMount>
          {item.content}
        </RadixAccordion.Content>
      </RadixAccordion.Item>
    ))}
  </RadixAccordion.Root>
)
