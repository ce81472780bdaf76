import type { Report } from '@egresa/api-contract/reports'
import { apiServerForTests, json, signIn } from '@egresa/ui/app/test-api-server'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { renderApp, sessionHandlers } from '../../test/app'

// The reports page against the loopback API: a chart's figures as a table (caption, headers, "—" for a group
// left out), and its CSV downloaded with the period of the URL.
const api = apiServerForTests()
afterEach(() => {
  vi.restoreAllMocks()
})

const long = { timeout: 10_000 }

const outcomes: Report = {
  report: 'outcomes',
  from: '2025-01',
  to: '2025-06',
  reference_day: '2025-06-30',
  min_group: 5,
  charts: [
    {
      id: 'years',
      kind: 'bar',
      monthly: false,
      dimension: 'Año de graduación',
      series: [
        { key: 'graduates', label: 'Titulados', unit: 'count' },
        { key: 'employed', label: 'Con empleo (%)', unit: 'percent' },
      ],
      drawn: ['employed'],
      rows: [
        { key: '2020', label: '2020', values: [8, 62.5], suppressed: false },
        { key: '2021', label: '2021', values: [null, null], suppressed: true },
      ],
    },
  ],
}

function captureDownloads() {
  const names: string[] = []
  URL.createObjectURL = vi.fn(() => 'blob:test')
  URL.revokeObjectURL = vi.fn()
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    names.push(this.download)
  })
  return names
}

describe('office app: reports', () => {
  it('shows a chart’s figures as a table and downloads its CSV for the period of the URL', async () => {
    signIn()
    Object.assign(api.handlers, sessionHandlers('office'))
    api.handlers['GET /usr/admin/reports/outcomes'] = () => json(outcomes)
    api.handlers['GET /usr/admin/reports/outcomes/csv'] = () => json('"Año";"Titulados"')
    const downloads = captureDownloads()
    const user = userEvent.setup()
    await renderApp('/es/reports?report=outcomes&from=2025-01&to=2025-06')
    const card = await screen.findByRole('region', { name: 'Inserción laboral por año de graduación' }, long)
    expect(api.seen.find((s) => s.path === '/usr/admin/reports/outcomes')?.query).toEqual({
      from: '2025-01',
      to: '2025-06',
    })
    expect(within(card).getByText(/Situación|grupo demasiado pequeño/)).toBeTruthy()

    await user.click(within(card).getByRole('button', { name: 'Ver la tabla' }))
    const table = within(card).getByRole('table', { name: 'Inserción laboral por año de graduación' })
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((h) => h.textContent)
    expect(headers).toEqual(['Año de graduación', 'Titulados', 'Con empleo (%)'])
    const [, published, hidden] = within(table).getAllByRole('row')
    expect(within(published as HTMLElement).getByRole('rowheader').textContent).toBe('2020')
    expect(
      within(published as HTMLElement)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['8', '62,5 %'])
    expect(
      within(hidden as HTMLElement)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['—omitido', '—omitido'])

    await user.click(within(card).getByRole('button', { name: /^Descargar CSV/ }))
    await waitFor(() => expect(downloads).toEqual(['egresa-outcomes-years.csv']))
    expect(api.seen.find((s) => s.path === '/usr/admin/reports/outcomes/csv')?.query).toEqual({
      from: '2025-01',
      to: '2025-06',
      chart: 'years',
    })
  })

  it('names the report’s tabs the session may read, and says so when a period has no figures', async () => {
    signIn()
    Object.assign(api.handlers, sessionHandlers('office'))
    api.handlers['GET /usr/admin/reports/community'] = () =>
      json({
        ...outcomes,
        report: 'community',
        reference_day: null,
        min_group: null,
        charts: [{ ...outcomes.charts[0], id: 'workgroups', rows: [] }],
      })
    await renderApp('/es/reports?report=community')
    expect(await screen.findByText('No hay datos en este periodo.', {}, long)).toBeTruthy()
    // No months in the URL: the fields show the period the server applied, not empty fields.
    expect(api.seen.find((s) => s.path === '/usr/admin/reports/community')?.query).toEqual({})
    expect((screen.getByLabelText('Desde (mes)') as HTMLInputElement).value).toBe('2025-01')
    expect((screen.getByLabelText('Hasta (mes)') as HTMLInputElement).value).toBe('2025-06')
    const tabs = screen.getAllByRole('tab').map((t) => t.textContent)
    expect(tabs).toEqual([
      'Miembros',
      'Antiguos alumnos',
      'Ingresos',
      'Bolsa de empleo',
      'Comunidad',
      'Inserción laboral',
    ])
  })
})
