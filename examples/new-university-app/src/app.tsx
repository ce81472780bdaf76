import { initQueryOptions, meQueryOptions } from '@egresa/api-client/auth'
import { isLocale } from '@egresa/i18n/locales'
import { CookieConsent } from '@egresa/ui/consent'
import { ErrorPage } from '@egresa/ui/error-page'
import { Footer, Header, PageLayout } from '@egresa/ui/layout'
import { LinkRouterProvider } from '@egresa/ui/router-provider'
import { Toaster } from '@egresa/ui/toaster'
import { i18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import { QueryClientProvider, useQuery } from '@tanstack/react-query'
import { useEffect, useState } from 'react'
import { api, queryClient } from './api'
import { type AppLocale, activateLocale, appLocales, text } from './i18n'
import { BankDetailsPage } from './pages/bank-details'
import { HomePage } from './pages/home'
import { LoginPage, LogoutPage } from './pages/login'
import { ProgrammesPage } from './pages/programmes'
import { navigate, useAddress } from './router'

/** The language of an address: its first segment when it is one of this app's languages, else Spanish. */
export function localeOf(pathname: string): AppLocale {
  const first = pathname.split('/')[1]
  return isLocale(first) && (appLocales as readonly string[]).includes(first) ? (first as AppLocale) : 'es'
}

export function App() {
  return (
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <LinkRouterProvider navigate={(href) => navigate(href)}>
          <Site />
        </LinkRouterProvider>
      </QueryClientProvider>
    </I18nProvider>
  )
}

function Site() {
  const address = useAddress()
  const pathname = address.split('?')[0] ?? '/'
  const locale = useActiveLocale(localeOf(pathname))
  // Spec section 4: the caller's role first (`anonymous` for a guest), then the signed-in person.
  const init = useQuery(initQueryOptions(api))
  const me = useQuery({
    ...meQueryOptions(api),
    enabled: Boolean(init.data && init.data.role !== 'anonymous'),
  })
  const page = pathname.split('/').slice(2).join('/')
  const href = (to: string) => (to ? `/${locale}/${to}` : `/${locale}`)

  return (
    <>
      <PageLayout
        header={
          <Header
            locale={locale}
            locales={appLocales}
            path={address}
            homeHref={href('')}
            loginHref={href('login')}
            menu={[
              { href: href('programmes'), label: text('menu.programmes') },
              { href: href('bank-details'), label: text('menu.contact') },
            ]}
            user={me.data ? { email: me.data.email, partnerNumber: me.data.code_numeric } : null}
            userMenu={[{ href: href('logout'), label: text('menu.signOut') }]}
          />
        }
        footer={
          <Footer
            privacyHref={href('info/privacy')}
            cookiesHref={href('info/cookies')}
            conditionsHref={href('info/conditions')}
            legalNoticeHref={href('info/legal')}
            accessibilityHref={href('info/accessibility')}
            appStoreUrl="https://apps.apple.com/"
            playStoreUrl="https://play.google.com/"
            text={text('footer.text')}
          />
        }
      >
        {page === '' ? (
          <HomePage init={init.data} user={me.data} />
        ) : page === 'login' ? (
          <LoginPage locale={locale} />
        ) : page === 'logout' ? (
          <LogoutPage locale={locale} />
        ) : page === 'programmes' ? (
          <ProgrammesPage locale={locale} address={address} />
        ) : page === 'bank-details' ? (
          <BankDetailsPage locale={locale} />
        ) : page === 'forbidden' ? (
          <ErrorPage status={403} homeHref={href('')} />
        ) : (
          <ErrorPage status={404} homeHref={href('')} />
        )}
      </PageLayout>
      <CookieConsent policyHref={href('info/cookies')} onAccepted={() => {}} />
      <Toaster />
    </>
  )
}

/** Switches Lingui to the address's language, keeping the previous one on screen while it loads. */
function useActiveLocale(wanted: AppLocale): AppLocale {
  const [active, setActive] = useState<AppLocale>(i18n.locale as AppLocale)
  useEffect(() => {
    let current = true
    activateLocale(wanted).then(() => {
      if (current) setActive(wanted)
    })
    return () => {
      current = false
    }
  }, [wanted])
  return active
}
