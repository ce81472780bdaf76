import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { ErrorPage } from './error-page'
import { renderWithI18n } from './test-utils'

describe('ErrorPage', () => {
  it.each([
    [403, 'Acceso no autorizado', /no tienes permisos suficientes/i],
    [404, 'Página no encontrada', /una página que no existe/i],
    [500, 'Ha ocurrido un error en el servidor', /equipo técnico/i],
    [504, 'Ha ocurrido un error en el servidor', /equipo técnico/i],
    [418, 'Error inesperado', /inténtalo de nuevo más tarde/i],
  ])('status %i shows its title, its text and a way home', (status, title, text) => {
    renderWithI18n(<ErrorPage status={status} homeHref="/es" />)
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(title)
    expect(screen.getByText(text)).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Volver al inicio' }).getAttribute('href')).toBe('/es')
  })
})
