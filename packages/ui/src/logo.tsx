import type { SVGProps } from 'react'

/**
 * The Egresa wordmark, or the university's own logo when its stylesheet sets `--logo-image` (and hides the
 * wordmark with `--logo-wordmark: hidden`; see theme.css). Decorative when `title` is empty.
 */
export function Logo({
  title = 'Egresa',
  className,
  ...props
}: SVGProps<SVGSVGElement> & { title?: string }) {
  return (
    // biome-ignore lint/a11y/noSvgWithoutTitle: the title is rendered below when the logo is not decorative
    <svg
      viewBox="0 0 200 44"
      width={200}
      height={44}
      role={title ? 'img' : undefined}
      aria-hidden={title ? undefined : true}
      className={className ? `egresa-logo ${className}` : 'egresa-logo'}
      {...props}
    >
      {title ? <title>{title}</title> : null}
      <g className="egresa-logo-wordmark">
        <rect x="0" y="4" width="36" height="36" rx="8" fill="#333" />
        <path d="M11 14h14v4H15.5v3H24v4h-8.5v3H25v4H11z" fill="#fff" />
        <text
          x="46"
          y="31"
          fontFamily="Helvetica Neue, Helvetica, Arial, sans-serif"
          fontSize="24"
          fontWeight="700"
          fill="#333"
        >
          egresa
        </text>
      </g>
    </svg>
  )
}
