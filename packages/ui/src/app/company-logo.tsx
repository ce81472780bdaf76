import { useApiHref } from './files'

const sizes = {
  sm: 'size-12 text-base',
  md: 'size-16 text-xl',
  lg: 'size-20 text-2xl',
  xl: 'size-28 text-3xl',
} as const

/**
 * A company's logo, or a placeholder on a grey square. Decorative: the name is always next to it. The
 * placeholder is the initials of the name's first two words in a bordered square (`initials`), or its first
 * letter alone (`initial`, the alumni app's offers).
 */
export function CompanyLogo({
  src,
  name,
  size = 'md',
  placeholder = 'initials',
}: {
  /** The logo's path as the API names it (`/files/logos/…`), or null. */
  src: string | null
  name: string
  size?: keyof typeof sizes
  placeholder?: 'initials' | 'initial'
}) {
  const href = useApiHref()
  if (src)
    return (
      <img
        src={href(src)}
        alt=""
        className={`${sizes[size]} shrink-0 rounded border border-secondary bg-white object-contain`}
      />
    )
  if (placeholder === 'initial')
    return (
      <span
        aria-hidden="true"
        className={`${sizes[size]} flex shrink-0 items-center justify-center rounded bg-surface font-bold text-muted`}
      >
        {name.charAt(0).toUpperCase()}
      </span>
    )
  const initials =
    name
      .split(/\s+/)
      .filter(Boolean)
      .slice(0, 2)
      .map((word) => word.charAt(0))
      .join('')
      .toUpperCase() || '?'
  return (
    <span
      aria-hidden="true"
      className={`${sizes[size]} flex shrink-0 items-center justify-center rounded border border-secondary bg-surface font-bold text-muted`}
    >
      {initials}
    </span>
  )
}
