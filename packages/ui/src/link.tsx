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
