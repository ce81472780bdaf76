import {
  type KeyboardEvent,
  type ReactNode,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
} from 'react'
import { Link } from './link'

export type MenuLink = { href: string; label: string; id?: string }

export type MenuButtonProps = {
  /** The menu's accessible name. */
  label: string
  /** What the button shows; also its accessible name (so spoken and visible names match). */
  children: ReactNode
  /** Shown above the items (not an item itself). */
  header?: ReactNode
  items: MenuLink[]
  className?: string
}

/**
 * A button that opens a menu of links (WAI-ARIA menu button pattern): arrow keys, Home and End move between
 * items, Esc closes and returns to the button, a click outside or Tab closes.
 */
export function MenuButton({ label, children, header, items, className }: MenuButtonProps) {
  const [open, setOpen] = useState(false)
  const id = useId()
  const root = useRef<HTMLDivElement>(null)
  const button = useRef<HTMLButtonElement>(null)
  const links = useRef<(HTMLAnchorElement | null)[]>([])
  const [focusIndex, setFocusIndex] = useState<number | null>(null)
  const panel = useRef<HTMLDivElement>(null)
  // How far the open panel moves sideways to stay on the screen (0 where it fits under its button).
  const [shift, setShift] = useState(0)

  // The panel hangs from its button's right edge; on a phone a wide one (a long e-mail) would start left of
  // the screen. Measured before it paints, and moved to keep a small margin from either edge.
  useLayoutEffect(() => {
    if (!open) {
      setShift(0)
      return
    }
    const rect = panel.current?.getBoundingClientRect()
    if (!rect) return
    const margin = 8
    const width = document.documentElement.clientWidth
    if (rect.left < margin) setShift(margin - rect.left)
    else if (rect.right > width - margin) setShift(width - margin - rect.right)
  }, [open])

  useEffect(() => {
    if (!open) return
    const onPointerDown = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false)
    }
    document.addEventListener('pointerdown', onPointerDown)
    return () => document.removeEventListener('pointerdown', onPointerDown)
  }, [open])

  useEffect(() => {
    if (open && focusIndex !== null) links.current[focusIndex]?.focus()
  }, [open, focusIndex])

  const openAt = (index: number) => {
    setOpen(true)
    setFocusIndex((index + items.length) % items.length)
  }
  const close = (returnFocus: boolean) => {
    setOpen(false)
    setFocusIndex(null)
    if (returnFocus) button.current?.focus()
  }

  const onButtonKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowDown' || event.key === 'Enter' || event.key === ' ') {
      event.preventDefault()
      openAt(0)
    } else if (event.key === 'ArrowUp') {
      event.preventDefault()
      openAt(items.length - 1)
    }
  }

  const onMenuKeyDown = (event: KeyboardEvent) => {
    const current = focusIndex ?? 0
    const moves: Record<string, number> = {
      ArrowDown: current + 1,
      ArrowUp: current - 1,
      Home: 0,
      End: items.length - 1,
    }
    const target = moves[event.key]
    if (target !== undefined) {
      event.preventDefault()
      setFocusIndex((target + items.length) % items.length)
    } else if (event.key === 'Escape') {
      event.preventDefault()
      close(true)
    } else if (event.key === 'Tab') {
      close(false)
    }
  }

  return (
    <div ref={root} className="relative min-w-0">
      <button
        ref={button}
        type="button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? `${id}-menu` : undefined}
        onClick={() => (open ? close(false) : openAt(0))}
        onKeyDown={onButtonKeyDown}
        className={className}
      >
        {children}
      </button>
      {open ? (
        <div
          ref={panel}
          style={shift ? { transform: `translateX(${shift}px)` } : undefined}
          className="absolute right-0 top-full z-40 mt-1 w-max min-w-56 max-w-[calc(100vw-1rem)] rounded border border-secondary bg-white shadow-lg"
        >
          {header ? <div className="border-b border-secondary px-4 py-2 text-sm">{header}</div> : null}
          <div id={`${id}-menu`} role="menu" aria-label={label} className="py-1" onKeyDown={onMenuKeyDown}>
            {items.map((item, index) => (
              <Link
                key={item.id ?? item.href}
                ref={(element) => {
                  links.current[index] = element
                }}
                href={item.href}
                role="menuitem"
                tabIndex={-1}
                onClick={() => close(false)}
                className="block px-4 py-2 text-sm text-primary no-underline hover:bg-surface focus:bg-surface"
              >
                {item.label}
              </Link>
            ))}
          </div>
        </div>
      ) : null}
    </div>
  )
}
