import type { Permission } from '@egresa/api-contract/permissions'
import type { Locale } from '@egresa/i18n/locales'
import { Trans, useLingui } from '@lingui/react/macro'
import { createContext, type ReactNode, useContext, useEffect, useId, useRef, useState } from 'react'
import { useSiteConfig } from './app/shell'
import { LanguageSwitcher } from './language-switcher'
import { ExternalLink, Link } from './link'
import { Logo } from './logo'
import { MenuButton } from './menu-button'

// Set inside PageLayout and LoginLayout, so an error page shown inside a frame does not add a second one.
const InFrame = createContext(false)

/** Whether this component is already inside a page frame (PageLayout or LoginLayout). */
export function useInPageFrame(): boolean {
  return useContext(InFrame)
}

export type NavItem = {
  href: string
  label: string
  id?: string
  /**
   * Shown only to callers with this permission (the list of `GET /api/init`): for an item that would only
   * lead the others to an upgrade prompt. Without it the item is for everyone.
   */
  permission?: Permission
}
/**
 * A group of the main menu: on a wide screen a button that opens its items (a menu button), on a phone a
 * heading over them. For an app with more pages than a row of the header holds (the office's).
 */
export type NavGroup = { label: string; id?: string; items: NavItem[] }
/** An entry of the main menu: a page, or a group of pages. */
export type MenuEntry = NavItem | NavGroup

export function isNavGroup(entry: MenuEntry): entry is NavGroup {
  return 'items' in entry
}

/** The pages of a menu, its groups' included. */
export function menuItems(menu: readonly MenuEntry[]): NavItem[] {
  return menu.flatMap((entry) => (isNavGroup(entry) ? entry.items : [entry]))
}

export type HeaderUser = { email: string; partnerNumber?: string | number | null }

export type HeaderProps = {
  locale: Locale
  /** Current path with search, for the language switcher and the active menu item. */
  path: string
  /** The page's address in the other languages where it differs (`LanguageSwitcher`'s `alternates`). */
  alternates?: Partial<Record<Locale, string>>
  /** The languages the portal offers, for the language switcher (all by default). */
  locales?: readonly Locale[]
  homeHref: string
  menu: MenuEntry[]
  /** The signed-in person, or null for a guest. */
  user: HeaderUser | null
  userMenu: NavItem[]
  loginHref: string
  /** Beside the user menu for a signed-in person (the messages' link with its unread count). */
  actions?: ReactNode
}

function isWithin(path: string, href: string) {
  const pathname = path.split(/[?#]/)[0] ?? ''
  return pathname === href || pathname.startsWith(`${href}/`)
}

/**
 * The menu entry of the page at `path`: the one whose address is the longest prefix of it, so that
 * `/es/user/offers/new` is "publish an offer" and not also "my offers".
 */
export function currentItem(path: string, items: readonly NavItem[]): NavItem | undefined {
  return items.filter((item) => isWithin(path, item.href)).sort((a, b) => b.href.length - a.href.length)[0]
}

/** Site header: logo, main menu, user menu (e-mail and partner number) and language switcher. */
export function Header({
  locale,
  path,
  alternates,
  locales,
  homeHref,
  menu,
  user,
  userMenu,
  loginHref,
  actions,
}: HeaderProps) {
  const { t } = useLingui()
  const { name } = useSiteConfig()
  const [open, setOpen] = useState(false)
  const menuButton = useRef<HTMLButtonElement>(null)
  const navId = useId()
  const current = currentItem(path, menuItems(menu))
  const linkClass =
    'block rounded px-1 py-2 font-bold text-primary underline-offset-4 hover:underline aria-[current=page]:underline'
  const link = (item: NavItem) => (
    <Link
      href={item.href}
      onClick={() => setOpen(false)}
      aria-current={item === current ? 'page' : undefined}
      className={linkClass}
    >
      {item.label}
    </Link>
  )
  // The phone's open main menu closes with Esc, wherever the focus is, and the focus goes back to its button.
  useEffect(() => {
    if (!open) return
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented) return
      setOpen(false)
      menuButton.current?.focus()
    }
    document.addEventListener('keydown', onKeyDown)
    return () => document.removeEventListener('keydown', onKeyDown)
  }, [open])
  return (
    // Stays in place while the page changes (theme.css); positioned above the page for its menus.
    <header className="relative z-40 border-b border-secondary bg-white [view-transition-name:site-header]">
      <div className="mx-auto flex max-w-page flex-wrap items-center gap-x-6 gap-y-2 px-4 py-3">
        <Link href={homeHref} aria-label={t`${name}, inicio`} className="shrink-0">
          <Logo title="" className="h-auto w-[160px] sm:w-logo" />
        </Link>
        {menu.length > 0 ? (
          <>
            <button
              ref={menuButton}
              type="button"
              className="ml-auto rounded border border-secondary px-3 py-2 text-sm font-bold lg:hidden"
              aria-expanded={open}
              aria-controls={navId}
              onClick={() => setOpen((value) => !value)}
            >
              <Trans>Menú</Trans>
            </button>
            <nav
              id={navId}
              aria-label={t`Menú principal`}
              className={`${open ? 'block' : 'hidden'} order-last w-full lg:order-none lg:block lg:w-auto`}
            >
              <ul className="flex flex-col gap-1 lg:flex-row lg:gap-5">
                {menu.map((entry) =>
                  isNavGroup(entry) ? (
                    <li key={entry.id ?? entry.label}>
                      {/* A wide screen: a menu button; its label is underlined while one of its pages is open. */}
                      <div className="hidden lg:block">
                        <MenuButton
                          label={entry.label}
                          items={entry.items}
                          className={`${linkClass} ${entry.items.includes(current as NavItem) ? 'underline' : ''}`}
                        >
                          {entry.label} <span aria-hidden="true">▾</span>
                        </MenuButton>
                      </div>
                      {/* A phone: the group's name over its pages. */}
                      <div className="lg:hidden">
                        <span className="block px-1 pt-2 text-sm text-muted">{entry.label}</span>
                        <ul className="flex flex-col gap-1 pl-3">
                          {entry.items.map((item) => (
                            <li key={item.href}>{link(item)}</li>
                          ))}
                        </ul>
                      </div>
                    </li>
                  ) : (
                    <li key={entry.href}>{link(entry)}</li>
                  ),
                )}
              </ul>
            </nav>
          </>
        ) : null}
        <div className={`flex min-w-0 items-center gap-3 ${menu.length > 0 ? 'lg:ml-auto' : 'ml-auto'}`}>
          {user ? (
            <>
              {actions}
              <UserMenu user={user} items={userMenu} />
            </>
          ) : (
            <Link href={loginHref} className="rounded px-2 py-1 text-sm font-bold text-primary underline">
              <Trans>Iniciar sesión</Trans>
            </Link>
          )}
          <LanguageSwitcher locale={locale} path={path} alternates={alternates} locales={locales} />
        </div>
      </div>
    </header>
  )
}

function UserMenu({ user, items }: { user: HeaderUser; items: NavItem[] }) {
  const { t } = useLingui()
  const email = user.email
  const partner =
    user.partnerNumber === null || user.partnerNumber === undefined ? '' : String(user.partnerNumber)
  return (
    <MenuButton
      label={t`Menú de usuario`}
      items={items}
      header={
        <>
          <span className="block font-bold [overflow-wrap:anywhere]">{user.email}</span>
          {partner ? (
            <span className="block text-muted">
              <Trans>Nº de socio: {partner}</Trans>
            </span>
          ) : null}
        </>
      }
      className="flex max-w-[min(60vw,100%)] items-center gap-2 rounded border border-secondary px-3 py-2 text-left text-sm"
    >
      <span className="truncate font-bold">
        <span className="sr-only">
          <Trans>Menú de usuario:</Trans>{' '}
        </span>
        {email}
      </span>
      {partner ? (
        <span className="hidden whitespace-nowrap text-muted md:inline">
          <Trans>Nº de socio: {partner}</Trans>
        </span>
      ) : null}
      <span aria-hidden="true" className="shrink-0">
        ▾
      </span>
    </MenuButton>
  )
}

export type FooterProps = {
  privacyHref: string
  cookiesHref: string
  conditionsHref: string
  legalNoticeHref: string
  accessibilityHref: string
  /** The mobile app's page in each store (`/api/init`); a store without one is not shown. */
  appStoreUrl?: string | null
  playStoreUrl?: string | null
  /** Institution line, e.g. the university's name. */
  text?: ReactNode
}

/**
 * Site footer: the privacy, cookie, conditions-of-use, legal-notice and accessibility links, the mobile app in
 * the stores the university gave (new tab) and the footer text.
 */
export function Footer({
  privacyHref,
  cookiesHref,
  conditionsHref,
  legalNoticeHref,
  accessibilityHref,
  appStoreUrl,
  playStoreUrl,
  text,
}: FooterProps) {
  const { t } = useLingui()
  const { name } = useSiteConfig()
  return (
    <footer className="mt-auto border-t border-secondary bg-surface">
      <div className="mx-auto flex max-w-page flex-col gap-4 px-4 py-6 text-sm md:flex-row md:items-center md:justify-between">
        <nav aria-label={t`Enlaces legales`}>
          <ul className="flex flex-wrap gap-4">
            <li>
              <Link href={privacyHref} className="text-primary underline">
                <Trans>Política de privacidad</Trans>
              </Link>
            </li>
            <li>
              <Link href={cookiesHref} className="text-primary underline">
                <Trans>Política de cookies</Trans>
              </Link>
            </li>
            <li>
              <Link href={conditionsHref} className="text-primary underline">
                <Trans>Condiciones de uso</Trans>
              </Link>
            </li>
            <li>
              <Link href={legalNoticeHref} className="text-primary underline">
                <Trans>Aviso legal</Trans>
              </Link>
            </li>
            <li>
              <Link href={accessibilityHref} className="text-primary underline">
                <Trans>Accesibilidad</Trans>
              </Link>
            </li>
          </ul>
        </nav>
        {appStoreUrl || playStoreUrl ? (
          <ul className="flex flex-wrap gap-3" aria-label={t`Aplicación móvil`}>
            {appStoreUrl ? (
              <li>
                <ExternalLink href={appStoreUrl} className="text-primary underline">
                  <Trans>Descárgala en App Store</Trans>
                </ExternalLink>
              </li>
            ) : null}
            {playStoreUrl ? (
              <li>
                <ExternalLink href={playStoreUrl} className="text-primary underline">
                  <Trans>Disponible en Google Play</Trans>
                </ExternalLink>
              </li>
            ) : null}
          </ul>
        ) : null}
        <p className="text-muted">
          {text ?? <Trans>{name}: red de antiguos alumnos y bolsa de empleo de la universidad.</Trans>}
        </p>
      </div>
    </footer>
  )
}

/** The frame of ordinary pages: header, the page in `<main>`, footer. */
export function PageLayout({
  header,
  footer,
  children,
}: {
  header: ReactNode
  footer: ReactNode
  children: ReactNode
}) {
  return (
    <InFrame.Provider value={true}>
      <div className="flex min-h-screen flex-col bg-white">
        <SkipLink />
        {header}
        <main id="main" tabIndex={-1} className="mx-auto w-full max-w-page flex-1 px-4 py-8 outline-none">
          {children}
        </main>
        {footer}
      </div>
    </InFrame.Provider>
  )
}

/** The login layout: only the logo and the language switcher above the page. */
export function LoginLayout({
  locale,
  path,
  locales,
  homeHref,
  children,
}: {
  locale: Locale
  path: string
  /** The languages the portal offers, for the language switcher (all by default). */
  locales?: readonly Locale[]
  homeHref: string
  children: ReactNode
}) {
  const { t } = useLingui()
  const { name } = useSiteConfig()
  return (
    <InFrame.Provider value={true}>
      <div className="flex min-h-screen flex-col bg-surface">
        <SkipLink />
        <header className="mx-auto flex w-full max-w-page items-center justify-between px-4 py-4 [view-transition-name:site-header]">
          <Link href={homeHref} aria-label={t`${name}, inicio`}>
            <Logo title="" className="h-auto w-[160px] sm:w-logo" />
          </Link>
          <LanguageSwitcher locale={locale} path={path} locales={locales} />
        </header>
        <main
          id="main"
          tabIndex={-1}
          className="mx-auto w-full max-w-md flex-1 px-4 py-6 outline-none sm:py-12"
        >
          {children}
        </main>
      </div>
    </InFrame.Provider>
  )
}

function SkipLink() {
  return (
    <a
      href="#main"
      className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:rounded focus:bg-white focus:px-3 focus:py-2"
    >
      <Trans>Saltar al contenido</Trans>
    </a>
  )
}
