import { act, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { ProgressBar } from './progress-bar'
import { renderWithI18n } from './test-utils'

describe('ProgressBar', () => {
  beforeEach(() => {
    vi.useFakeTimers()
  })
  afterEach(() => {
    vi.useRealTimers()
  })

  it('stays hidden for loads shorter than the 200 ms throttle', () => {
    const view = renderWithI18n(<ProgressBar loading />)
    act(() => vi.advanceTimersByTime(150))
    expect(screen.queryByRole('progressbar')).toBeNull()
    view.rerender(<ProgressBar loading={false} />)
    act(() => vi.advanceTimersByTime(500))
    expect(screen.queryByRole('progressbar')).toBeNull()
  })

  it('shows an orange 2px bar while loading, completes and hides', () => {
    const view = renderWithI18n(<ProgressBar loading />)
    act(() => vi.advanceTimersByTime(250))
    const bar = screen.getByRole('progressbar', { name: 'Cargando' })
    expect(bar.dataset.state).toBe('loading')
    expect(bar.className).toContain('h-[2px]')
    expect(bar.firstElementChild?.className).toContain('bg-progress')
    view.rerender(<ProgressBar loading={false} />)
    expect(screen.getByRole('progressbar').dataset.state).toBe('done')
    act(() => vi.advanceTimersByTime(500))
    expect(screen.queryByRole('progressbar')).toBeNull()
  })

  it('turns red when loading failed', () => {
    renderWithI18n(<ProgressBar loading={false} failed />)
    const bar = screen.getByRole('progressbar')
    expect(bar.dataset.failed).toBe('true')
    expect(bar.firstElementChild?.className).toContain('bg-progress-failed')
  })
})
