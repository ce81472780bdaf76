import { act, render, screen } from '@testing-library/react'
import { hydrateRoot } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { ReadyFieldset } from './hydration'

function SignIn() {
  return (
    <form>
      <ReadyFieldset>
        <label htmlFor="email">Correo electrónico</label>
        <input id="email" />
        <button type="submit">Entrar</button>
      </ReadyFieldset>
    </form>
  )
}

// `:disabled` as the browser applies it: a control inside a disabled fieldset is disabled too.
describe('ReadyFieldset', () => {
  it('keeps a server-rendered form disabled until the app takes the page over', async () => {
    const container = document.createElement('div')
    container.innerHTML = renderToString(<SignIn />)
    document.body.append(container)
    // As the browser shows the server's page: nothing to type into, nothing to submit.
    expect(screen.getByLabelText('Correo electrónico').matches(':disabled')).toBe(true)
    expect(screen.getByRole('button', { name: 'Entrar' }).matches(':disabled')).toBe(true)

    await act(async () => {
      hydrateRoot(container, <SignIn />)
    })
    expect(screen.getByLabelText('Correo electrónico').matches(':disabled')).toBe(false)
    expect(screen.getByRole('button', { name: 'Entrar' }).matches(':disabled')).toBe(false)
    container.remove()
  })

  it('is usable at once on a page the browser renders by itself', () => {
    render(<SignIn />)
    expect(screen.getByLabelText('Correo electrónico').matches(':disabled')).toBe(false)
  })
})
