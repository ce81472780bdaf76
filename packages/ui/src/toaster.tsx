import { useLingui } from '@lingui/react/macro'
import type { CSSProperties } from 'react'
import { Toaster as Sonner, toast } from 'sonner'

// sonner's rich colours put green and red text at about 4.3:1 on their pale backgrounds, under WCAG AA's
// 4.5:1 (axe reports it whenever a toast is on screen); the theme's strong colours read at 6:1 or more.
// (The theme's success-strong and danger-strong, theme.css.)
const colours = { '--success-text': '#2f6e57', '--error-text': '#a13c39' } as CSSProperties

/**
 * Success and error toasts: bottom right, 5 seconds, no close button. The region's name is in the page's
 * language (sonner's own is "Notifications alt+T"); Alt+T moves the focus to it.
 */
export function Toaster() {
  const { t } = useLingui()
  return (
    <Sonner
      position="bottom-right"
      duration={5000}
      closeButton={false}
      richColors
      style={colours}
      customAriaLabel={t`Notificaciones (Alt+T)`}
    />
  )
}

export const notifySuccess = (message: string) => toast.success(message)
export const notifyError = (message: string) => toast.error(message)
