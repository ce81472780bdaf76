import { Trans } from '@lingui/react/macro'

/** The Premium tab while its code or the membership loads. */
export function PremiumTabLoading() {
  return (
    <div aria-busy="true" className="flex flex-col gap-6">
      <p className="sr-only" role="status">
        <Trans>Cargando tu cuenta Premium…</Trans>
      </p>
      <div aria-hidden="true" className="h-32 animate-pulse rounded border border-secondary bg-surface" />
      <div aria-hidden="true" className="h-48 animate-pulse rounded border border-secondary bg-surface" />
    </div>
  )
}
