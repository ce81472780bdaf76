import type { ReactNode } from 'react'
import { LoginLayout } from '../layout'
import { useAddress, useHref } from './links'
import { useEnabledLocales, useLocale } from './locale'

/** Sign-in pages: only the logo and the language switcher (spec section 2). */
export function AuthLayout({ children }: { children: ReactNode }) {
  const locale = useLocale()
  const offered = useEnabledLocales()
  const path = useAddress()
  const href = useHref()
  return (
    <LoginLayout
      locale={locale}
      path={path}
      locales={offered}
      homeHref={href({ to: '/$locale', params: { locale } })}
    >
      {children}
    </LoginLayout>
  )
}
