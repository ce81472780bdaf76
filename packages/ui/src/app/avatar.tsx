import { useApiHref } from './files'

const sizes = { sm: 'size-10 text-sm', md: 'size-16 text-xl', lg: 'size-28 text-3xl' } as const

/** A person's photo, or their initials on a grey circle. Decorative: the name is always next to it. */
export function Avatar({
  src,
  name,
  surname,
  size = 'lg',
}: {
  /** The photo's path as the API names it (`/files/avatars/…`), or null. */
  src: string | null
  name: string
  surname: string
  size?: keyof typeof sizes
}) {
  const href = useApiHref()
  const initials = `${name.charAt(0)}${surname.charAt(0)}`.toUpperCase()
  return src ? (
    <img src={href(src)} alt="" className={`${sizes[size]} shrink-0 rounded-full object-cover`} />
  ) : (
    <span
      aria-hidden="true"
      className={`${sizes[size]} flex shrink-0 items-center justify-center rounded-full bg-surface font-bold text-muted`}
    >
      {initials}
    </span>
  )
}
