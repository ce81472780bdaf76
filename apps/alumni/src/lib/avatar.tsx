import { apiHref } from './files'

const sizes = { sm: 'size-10 text-sm', md: 'size-16 text-xl', lg: 'size-28 text-3xl' } as const

/** A person's photo, or their initials on a grey circle. Decorative: the name is always next to it. */
export function Avatar({
  src,
  name,
  surname,
  size = 'lg',
}: {
  src: string | null
  name: string
  surname: string
  size?: keyof typeof sizes
}) {
  const initials = `${name.charAt(0)}${surname.charAt(0)}`.toUpperCase()
  return src ? (
    <img src={apiHref(src)} alt="" className={`${sizes[size]} shrink-0 rounded-full object-cover`} />
  ) : (
    <span
      aria-hidden="true"
      className={`${sizes[size]} flex shrink-0 items-center justify-center rounded-full bg-surface font-bold text-muted`}
    >
      {initials}
    </span>
  )
}
