import { Trans } from '@lingui/react/macro'
import type { ComponentProps, MouseEvent } from 'react'
import { useLinkNavigate } from './router-provider'

export type LinkProps = ComponentProps<'a'> & { href: string }

function isInternal(href: string) {
  return href.startsWith('/') && !href.startsWith('//')
}

/**
 * A plain `<a>` that navigates through the app's router (see LinkRouterProvider) on an ordinary click, and
 * behaves as any link otherwise (new tab, modifier keys, other sites).
 */
export function Link({ href, onClick, target, ...props }: LinkProps) {
  const navigate = useLinkNavigate()
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event)
    if (
      event.defaultPrevented ||
      !navigate ||
      (target && target !== '_self') ||
      event.button !== 0 ||
      event.metaKey ||
      event.ctrlKey ||
      event.shiftKey ||
      event.altKey ||
      !isInternal(href)
    ) {
      return
    }
    event.preventDefault()
    navigate(href)
  }
  return <a href={href} target={target} onClick={handleClick} {...props} />
}

/** The "opens elsewhere" arrow out of a box, drawn at the text's size. */
function NewTabIcon() {
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      viewBox="0 0 24 24"
      width="0.85em"
      height="0.85em"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      className="ml-1 inline-block shrink-0 align-baseline"
    >
      <path d="M14 4h6v6M20 4l-9 9M18 14v6H4V6h6" />
    </svg>
  )
}

/**
 * A link to another site or service: it opens in a new tab, and says so, with an icon to the eye and
 * "(se abre en una pestaña nueva)" to a screen reader. Every such link of the apps is one of these, so they
 * all behave alike.
 */
export function ExternalLink({
  children,
  ...props
}: Omit<ComponentProps<'a'>, 'target' | 'rel'> & { href: string }) {
  return (
    <a {...props} target="_blank" rel="noopener noreferrer">
      {children}
      <NewTabIcon />
      <span className="sr-only">
        {' '}
        <Trans>(se abre en una pestaña nueva)</Trans>
      </span>
    </a>
  )
}
