import type { CSSProperties } from 'react'
import { Toaster as Sonner, toast } from 'sonner'

// sonner's rich colours put its green and red text on light backgrounds below WCAG AA contrast (about
// 4.4:1); the theme's strong shades of the same colours reach it.
const colours = {
  '--success-text': '#2f6e57',
  '--error-text': '#a13c39',
} as CSSProperties

/** Success and error toasts: bottom right, 5 seconds, no close button. */
export function Toaster() {
  return <Sonner position="bottom-right" duration={5000} closeButton={false} richColors style={colours} />
}

export const notifySuccess = (message: string) => toast.success(message)
export const notifyError = (message: string) => toast.error(message)
