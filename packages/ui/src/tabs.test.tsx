import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { describe, expect, it } from 'vitest'
import { TabPanel, Tabs } from './tabs'
import { renderWithI18n } from './test-utils'

function Form({ keepMounted }: { keepMounted: boolean }) {
  const [tab, setTab] = useState<'a' | 'b'>('a')
  return (
    <Tabs
      label="Pasos"
      selected={tab}
      onSelect={setTab}
      tabs={[
        { key: 'a', label: 'Primero' },
        { key: 'b', label: 'Segundo', invalid: true },
      ]}
    >
      <TabPanel id="a" keepMounted={keepMounted}>
        <label>
          Nombre <input />
        </label>
      </TabPanel>
      <TabPanel id="b" keepMounted={keepMounted}>
        <label>
          Correo <input />
        </label>
      </TabPanel>
    </Tabs>
  )
}

describe('Tabs', () => {
  it('moves with the arrow keys and marks a tab with errors', async () => {
    const user = userEvent.setup()
    renderWithI18n(<Form keepMounted={false} />)
    expect(screen.getByRole('tablist', { name: 'Pasos' })).toBeTruthy()
    expect(screen.getByRole('tab', { name: 'Segundo (tiene errores)' })).toBeTruthy()
    await user.tab()
    await user.keyboard('{ArrowRight}')
    expect(screen.getByRole('tab', { name: /Segundo/ }).getAttribute('aria-selected')).toBe('true')
    expect(screen.getByRole('tabpanel', { name: /Segundo/ })).toBeTruthy()
    expect(screen.queryByLabelText('Nombre')).toBeNull()
  })

  it('keeps a panel on the page, hidden, with keepMounted', async () => {
    renderWithI18n(<Form keepMounted />)
    const hidden = screen.getByLabelText('Correo').closest('[data-inert]')
    expect(hidden?.getAttribute('style')).toContain('display: none')
    expect(screen.getAllByRole('tabpanel')).toHaveLength(1)
  })
})
