import { localePath } from '@egresa/i18n/segments'
import type { ReactNode } from 'react'
import { LoginLayout } from '../layout'
import { useAddress } from './links'
import { useLocale } from './locale'

/** Sign-in pages: only the logo and the language switcher (spec section 2). */
export function AuthLayout({ children }: { children: ReactNode }) {
  const locale = useLocale()
  const path = useAddress()
  return (
    <LoginLayout locale={locale} path={path} homeHref={localePath(locale)}>
      {children}
    </LoginLayout>
  )
}
