import type { CompanyOffer } from '@egresa/api-contract/jobs'
import { Trans } from '@lingui/react/macro'
import type { ReactNode } from 'react'

const tones = {
  warning: 'border-[#8a5a00] bg-[#fff6e0]',
  info: 'border-secondary bg-surface',
} as const

/** A notice about the offer's state, with what the company can do about it (`action`). */
export function Notice({
  tone,
  children,
  action,
}: {
  tone: keyof typeof tones
  children: ReactNode
  action?: ReactNode
}) {
  return (
    <div
      className={`flex flex-col gap-3 rounded border-l-4 px-4 py-3 sm:flex-row sm:items-center sm:justify-between ${tones[tone]}`}
    >
      <div className="flex flex-col gap-1">{children}</div>
      {action ? <div className="shrink-0">{action}</div> : null}
    </div>
  )
}

/**
 * Spec section 4: an unpublished offer shows a warning offering to publish it (`publish`, the button), with
 * the alumni office's reason when it sent the offer back.
 */
export function DraftNotice({
  offer,
  publish,
}: {
  offer: Pick<CompanyOffer, 'review_note'>
  publish: ReactNode
}) {
  return (
    <Notice tone="warning" action={publish}>
      <p className="font-bold">
        <Trans>Esta oferta no está publicada.</Trans>
      </p>
      <p>
        <Trans>
          Es un borrador: envíala a revisión y la oficina de antiguos alumnos la publicará en la bolsa de
          empleo.
        </Trans>
      </p>
      {offer.review_note ? (
        <p>
          <Trans>
            La oficina de antiguos alumnos la ha devuelto a borrador por este motivo:{' '}
            <q className="whitespace-pre-line italic">{offer.review_note}</q>
          </Trans>
        </p>
      ) : null}
    </Notice>
  )
}
