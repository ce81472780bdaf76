import { createApiClient } from '@egresa/api-client/client'
import { render } from '@testing-library/react'
import type { ReactNode } from 'react'
import { describe, expect, it } from 'vitest'
import { Avatar } from './avatar'
import { CompanyLogo } from './company-logo'
import { type RunningShell, ShellProvider } from './shell'

const shell = {
  api: createApiClient({ baseUrl: 'http://api.test', apiKey: 'k', locale: () => 'es' }),
} as unknown as RunningShell
const inApp = ({ children }: { children: ReactNode }) => (
  <ShellProvider shell={shell}>{children}</ShellProvider>
)

describe('Avatar and CompanyLogo', () => {
  it('show the file from the app’s API, decorative', () => {
    const { container } = render(<Avatar src="/files/avatars/a.webp" name="Lucía" surname="Martín" />, {
      wrapper: inApp,
    })
    const img = container.querySelector('img')
    expect(img?.getAttribute('src')).toBe('http://api.test/files/avatars/a.webp')
    expect(img?.getAttribute('alt')).toBe('')
  })

  it('without a file show initials, hidden from screen readers', () => {
    const person = render(<Avatar src={null} name="lucía" surname="martín" size="sm" />)
    expect(person.container.innerHTML).toBe(
      '<span aria-hidden="true" class="size-10 text-sm flex shrink-0 items-center justify-center rounded-full bg-surface font-bold text-muted">LM</span>',
    )
    expect(render(<CompanyLogo src={null} name="acme  ingeniería sl" />).container.textContent).toBe('AI')
    expect(
      render(<CompanyLogo src={null} name="acme sl" placeholder="initial" />).container.textContent,
    ).toBe('A')
  })

  it('outside the app, a path is on this site', () => {
    const { container } = render(<CompanyLogo src="/files/logos/l.webp" name="Acme" size="xl" />)
    expect(container.querySelector('img')?.getAttribute('src')).toBe('/files/logos/l.webp')
  })
})
