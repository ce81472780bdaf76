import { apiHref } from '../../lib/files'

const sizes = { sm: 'size-12 text-base', lg: 'size-20 text-2xl' } as const

/** A company's logo, or its initial on a grey square. Decorative: the name is always next to it. */
export function CompanyLogo({
  logo,
  name,
  size = 'sm',
}: {
  logo: string | null
  name: string
  size?: keyof typeof sizes
}) {
  return logo ? (
    <img
      src={apiHref(logo)}
      alt=""
      className={`${sizes[size]} shrink-0 rounded border border-secondary bg-white object-contain`}
    />
  ) : (
    <span
      aria-hidden="true"
      className={`${sizes[size]} flex shrink-0 items-center justify-center rounded bg-surface font-bold text-muted`}
    >
      {name.charAt(0).toUpperCase()}
    </span>
  )
}
