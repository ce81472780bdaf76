import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { ConfirmDeleteDialog } from './confirm-dialog'
import { renderWithI18n } from './test-utils'

describe('ConfirmDeleteDialog', () => {
  it('offers cancel and permanent delete', async () => {
    const user = userEvent.setup()
    const onConfirm = vi.fn()
    const onOpenChange = vi.fn()
    renderWithI18n(<ConfirmDeleteDialog isOpen onOpenChange={onOpenChange} onConfirm={onConfirm} />)
    expect(screen.getByRole('alertdialog', { name: '¿Eliminar definitivamente?' })).toBeTruthy()
    await user.click(screen.getByRole('button', { name: 'Cancelar' }))
    expect(onConfirm).not.toHaveBeenCalled()
    expect(onOpenChange).toHaveBeenLastCalledWith(false)
    await user.click(screen.getByRole('button', { name: 'Eliminar definitivamente' }))
    expect(onConfirm).toHaveBeenCalledOnce()
  })
})
