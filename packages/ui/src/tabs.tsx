import { Trans } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import { TabPanel as AriaTabPanel, Tabs as AriaTabs, Tab, TabList } from 'react-aria-components'

// Tabs as the WAI-ARIA pattern has them (react-aria: arrow keys, Home and End move between tabs and select;
// Tab goes into the panel). A panel with `keepMounted` stays on the page, hidden, while another tab shows:
// a form split into tabs keeps its fields registered, and a tab with errors can be marked and opened.

export type TabItem<K extends string> = {
  key: K
  label: ReactNode
  /** Marks the tab: one of its fields has an error. */
  invalid?: boolean
}

const tabClass =
  'cursor-pointer rounded-t border border-b-0 border-transparent px-4 py-2 font-bold text-muted outline-none data-[focus-visible]:outline-2 data-[focus-visible]:outline-[#1a73e8] data-[hovered]:text-primary data-[selected]:border-secondary data-[selected]:bg-white data-[selected]:text-primary'
const invalidClass = 'text-danger-strong data-[hovered]:text-danger-strong data-[selected]:text-danger-strong'

/** The tab list named `label`, then the panels (`children`, one `TabPanel` per tab, with the tab's key). */
export function Tabs<K extends string>({
  label,
  tabs,
  selected,
  onSelect,
  className,
  children,
}: {
  label: string
  tabs: readonly TabItem<K>[]
  selected: K
  onSelect: (key: K) => void
  className?: string
  children: ReactNode
}) {
  return (
    <AriaTabs
      selectedKey={selected}
      onSelectionChange={(key) => {
        const tab = tabs.find((t) => t.key === key)
        if (tab) onSelect(tab.key)
      }}
      className={className}
    >
      <TabList aria-label={label} className="-mb-px flex flex-wrap gap-1 border-b border-secondary">
        {tabs.map((tab) => (
          <Tab key={tab.key} id={tab.key} className={tab.invalid ? `${tabClass} ${invalidClass}` : tabClass}>
            {tab.label}
            {tab.invalid ? (
              <>
                <span aria-hidden="true"> ⚠</span>
                <span className="sr-only">
                  {' '}
                  <Trans>(tiene errores)</Trans>
                </span>
              </>
            ) : null}
          </Tab>
        ))}
      </TabList>
      {children}
    </AriaTabs>
  )
}

/** The panel of the tab `id`; `keepMounted` keeps it on the page (hidden and inert) while another tab shows. */
export function TabPanel({
  id,
  keepMounted = false,
  className,
  children,
}: {
  id: string
  keepMounted?: boolean
  className?: string
  children: ReactNode
}) {
  return (
    <AriaTabPanel
      id={id}
      shouldForceMount={keepMounted}
      className={className ? `${className} outline-none` : 'outline-none'}
      style={({ isInert }) => (isInert ? { display: 'none' } : undefined)}
    >
      {children}
    </AriaTabPanel>
  )
}
