import { Trans } from '@lingui/react/macro'
import { type KeyboardEvent, type ReactNode, useId, useRef } from 'react'

// Tabs as the WAI-ARIA pattern has them (arrow keys, Home and End move between tabs; Tab goes into the panel),
// with every panel kept on the page and the others hidden: a form split into tabs keeps its fields
// registered, and a tab with errors can be marked and opened.

export type TabItem<K extends string> = {
  key: K
  label: ReactNode
  /** Marks the tab: one of its fields has an error. */
  invalid?: boolean
}

const tabClass =
  'cursor-pointer rounded-t border border-b-0 px-4 py-2 font-bold outline-none focus-visible:outline-2 focus-visible:outline-[#1a73e8]'

/** The ids of a tab set's tabs and panels. */
export function useTabIds() {
  const id = useId()
  return {
    tab: (key: string) => `${id}-tab-${key}`,
    panel: (key: string) => `${id}-panel-${key}`,
  }
}

export function TabList<K extends string>({
  label,
  tabs,
  selected,
  onSelect,
  ids,
}: {
  label: string
  tabs: readonly TabItem<K>[]
  selected: K
  onSelect: (key: K) => void
  ids: ReturnType<typeof useTabIds>
}) {
  const buttons = useRef<Record<string, HTMLButtonElement | null>>({})
  const move = (event: KeyboardEvent, index: number) => {
    const last = tabs.length - 1
    const to =
      event.key === 'ArrowRight'
        ? index === last
          ? 0
          : index + 1
        : event.key === 'ArrowLeft'
          ? index === 0
            ? last
            : index - 1
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : null
    if (to === null) return
    event.preventDefault()
    const tab = tabs[to]
    if (!tab) return
    onSelect(tab.key)
    buttons.current[tab.key]?.focus()
  }
  return (
    <div role="tablist" aria-label={label} className="-mb-px flex flex-wrap gap-1 border-b border-secondary">
      {tabs.map((tab, index) => {
        const isSelected = tab.key === selected
        return (
          <button
            key={tab.key}
            ref={(element) => {
              buttons.current[tab.key] = element
            }}
            type="button"
            role="tab"
            id={ids.tab(tab.key)}
            aria-selected={isSelected}
            aria-controls={ids.panel(tab.key)}
            tabIndex={isSelected ? 0 : -1}
            onClick={() => onSelect(tab.key)}
            onKeyDown={(event) => move(event, index)}
            className={`${tabClass} ${
              isSelected
                ? 'border-secondary bg-white text-primary'
                : 'border-transparent text-muted hover:text-primary'
            } ${tab.invalid ? 'text-danger-strong' : ''}`}
          >
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
          </button>
        )
      })}
    </div>
  )
}

export function TabPanel({
  tabKey,
  selected,
  ids,
  children,
  className,
}: {
  tabKey: string
  selected: string
  ids: ReturnType<typeof useTabIds>
  children: ReactNode
  className?: string
}) {
  return (
    <div
      role="tabpanel"
      id={ids.panel(tabKey)}
      aria-labelledby={ids.tab(tabKey)}
      hidden={tabKey !== selected}
      className={className}
    >
      {children}
    </div>
  )
}
