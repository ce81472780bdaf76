import { Toaster as Sonner, toast } from 'sonner'

/** Success and error toasts: bottom right, 5 seconds, no close button. */
export function Toaster() {
  return <Sonner position="bottom-right" duration={5000} closeButton={false} richColors />
}

export const notifySuccess = (message: string) => toast.success(message)
export const notifyError = (message: string) => toast.error(message)
