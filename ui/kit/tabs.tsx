import { Tabs as RadixTabs } from "radix-ui"
import type { ReactNode } from "react"
import "./tabs.css"

export interface TabItem<V extends string> {
  readonly value: V
  readonly label: ReactNode
  readonly content: ReactNode
  /** A class for the tab and its panel, e.g. "brand-city" to colour it in its brand. */
  readonly className?: string
}

export interface TabsProps<V extends string> {
  readonly label: string
  readonly items: ReadonlyArray<TabItem<V>>
  readonly value?: V
  readonly defaultValue?: V
  readonly onValueChange?: (value: V) => void
}

/** Tabs (Radix): arrow keys move between tabs, Tab moves into the panel. */
export const Tabs = <V extends string>({ label, items, value, defaultValue, onValueChange }: TabsProps<V>) => (
  <RadixTabs.Root
    className="tabs"
    {...(value === undefined ? {} : { value })}
    {...(defaultValue === undefined ? {} : { defaultValue })}
    {...(onValueChange === undefined ? {} : { onValueChange: (next: string) => onValueChange(next as V) })}
  >
    <RadixTabs.List className="tabs__list" aria-label={label}>
      {items.map((item) => (
        <RadixTabs.Trigger key={item.value} value={item.value} className={["tabs__trigger", item.className].filter(Boolean).join(" ")}>
          {item.label}
        </RadixTabs.Trigger>
      ))}
    </RadixTabs.List>
    {items.map((item) => (
      <RadixTabs.Content key={item.value} value={item.value} className={["tabs__panel", item.className].filter(Boolean).join(" ")}>
        {item.content}
      </RadixTabs.Content>
    ))}
  </RadixTabs.Root>
)
