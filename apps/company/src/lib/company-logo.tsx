import { apiHref } from './files'

const sizes = { md: 'size-16 text-xl', lg: 'size-28 text-3xl' } as const

/** A company's logo, or its initials on a grey square. Decorative: the name is always next to it. */
export function CompanyLogo({
  src,
  name,
  size = 'md',
}: {
  src: string | null
  name: string
  size?: keyof typeof sizes
}) {
  const initials =
    name
      .split(/\s+/)
      .filter(Boolean)
      .slice(0, 2)
      .map((word) => word.charAt(0))
      .join('')
      .toUpperCase() || '?'
  return src ? (
    <img
      src={apiHref(src)}
      alt=""
      className={`${sizes[size]} shrink-0 rounded border border-secondary bg-white object-contain`}
    />
  ) : (
    <span
      aria-hidden="true"
      className={`${sizes[size]} flex shrink-0 items-center justify-center rounded border border-secondary bg-surface font-bold text-muted`}
    >
      {initials}
    </span>
  )
}
