import { isApiError } from '@egresa/api-client/errors'
import { applyToJob, jobOfferQueryOptions, jobsQueryKey, withdrawApplication } from '@egresa/api-client/jobs'
import type { ApplicationStatus, JobOffer } from '@egresa/api-contract/jobs'
import { useApi } from '@egresa/ui/app/api'
import { useAddress } from '@egresa/ui/app/links'
import { useLocale } from '@egresa/ui/app/locale'
import { errorText, notifySuccess } from '@egresa/ui/app/notify'
import { buttonStyles } from '@egresa/ui/button'
import { ConfirmDialog } from '@egresa/ui/confirm-dialog'
import { Trans, useLingui } from '@lingui/react/macro'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { useState } from 'react'
import { formatDate } from '../../lib/format'
import { UpgradeLinks } from '../membership/public'
import { useJobLabels } from './job-labels'
import { useJobViewer } from './viewer'

const noop = () => undefined

/**
 * Applying to an offer, as each visitor may: a guest signs in and comes back, a free member is offered
 * Premium, a Premium member without a CV is sent to add one (and comes back), one with a CV applies after
 * confirming; once applied, the application's status, and withdrawing while it is PENDING.
 */
export function ApplyPanel({ offer }: { offer: JobOffer }) {
  // Kept here, above the panel's states: a refused application (409) also refreshes the offer, which may
  // then show it as applied or closed, and the server's reason stays in view.
  const [failure, setFailure] = useState<string | null>(null)
  return (
    <section
      aria-labelledby="apply-title"
      className="flex flex-col gap-3 rounded border border-secondary p-5"
    >
      <h2 id="apply-title" className="text-xl font-bold">
        <Trans>Inscripción</Trans>
      </h2>
      {failure ? (
        <p role="alert" className="rounded border border-danger-strong px-3 py-2 text-danger-strong">
          {failure}
        </p>
      ) : null}
      <ApplyState offer={offer} onFailure={setFailure} />
    </section>
  )
}

function ApplyState({ offer, onFailure }: { offer: JobOffer; onFailure: (message: string | null) => void }) {
  const locale = useLocale()
  const address = useAddress()
  const viewer = useJobViewer()
  const params = { locale }

  if (viewer.kind === 'guest') {
    return (
      <>
        <p>
          <Trans>Entra con tu cuenta Premium de antiguo alumno para inscribirte en esta oferta.</Trans>
        </p>
        <Link
          to="/$locale/login"
          params={params}
          search={{ redirect: address }}
          className={buttonStyles.primary}
        >
          <Trans>Inicia sesión para inscribirte</Trans>
        </Link>
      </>
    )
  }
  if (viewer.kind === 'member') {
    return (
      <>
        <p>
          <Trans>La inscripción en las ofertas es para las cuentas Premium.</Trans>
        </p>
        {viewer.canUpgrade ? <UpgradeLinks label={<Trans>Hazte Premium para inscribirte</Trans>} /> : null}
      </>
    )
  }
  if (offer.my_application) return <Applied offer={offer} application={offer.my_application} />
  if (offer.status !== 'PUBLISHED') {
    return (
      <p className="font-bold">
        <Trans>Esta oferta está cerrada y ya no admite inscripciones.</Trans>
      </p>
    )
  }
  if (!viewer.user.student.cv) {
    return (
      <>
        <p className="font-bold">
          <Trans>Añade tu CV para inscribirte</Trans>
        </p>
        <p className="text-sm text-muted">
          <Trans>Sube tu CV en PDF a tu perfil; después volverás a esta oferta.</Trans>
        </p>
        <Link
          to="/$locale/user/profile/edit"
          params={params}
          search={{ redirect: address }}
          className={buttonStyles.primary}
        >
          <Trans>Subir mi CV</Trans>
        </Link>
      </>
    )
  }
  return <Apply offer={offer} cvName={viewer.user.student.cv_name} onFailure={onFailure} />
}

function Apply({
  offer,
  cvName,
  onFailure,
}: {
  offer: JobOffer
  cvName: string | null
  onFailure: (message: string | null) => void
}) {
  const api = useApi()
  const { t } = useLingui()
  const queryClient = useQueryClient()
  const [confirming, setConfirming] = useState(false)
  const [keep, setKeep] = useState(false)
  const offerKey = jobOfferQueryOptions(api, offer.hash).queryKey
  const mutation = useMutation({
    mutationFn: () => applyToJob(api, offer.hash, { keep_for_company: keep }),
    meta: { inlineErrors: true },
    onSuccess: (application) => {
      onFailure(null)
      queryClient.setQueryData(offerKey, (old) => (old ? { ...old, my_application: application } : old))
      void queryClient.invalidateQueries({ queryKey: jobsQueryKey })
      notifySuccess(t`Te has inscrito en la oferta`)
    },
    onError: (error) => {
      onFailure(
        isApiError(error)
          ? errorText(error)
          : t`No se ha podido completar la inscripción. Inténtalo de nuevo.`,
      )
      // The offer may have closed, or the application exist already: show the offer as it is now.
      void queryClient.invalidateQueries({ queryKey: offerKey })
    },
  })
  return (
    <>
      <p>
        <Trans>Te inscribirás con los datos de tu perfil y tu CV.</Trans>
      </p>
      <button
        type="button"
        className={buttonStyles.primary}
        disabled={mutation.isPending}
        onClick={() => setConfirming(true)}
      >
        {mutation.isPending ? <Trans>Inscribiendo…</Trans> : <Trans>Inscribirme</Trans>}
      </button>
      <ConfirmDialog
        isOpen={confirming}
        onOpenChange={setConfirming}
        isPending={mutation.isPending}
        title={<Trans>¿Inscribirte en esta oferta?</Trans>}
        message={
          <div className="flex flex-col gap-3">
            {cvName ? (
              <p>
                <Trans>
                  {offer.company.name} verá tu perfil y tu CV <strong className="break-all">{cvName}</strong>.
                </Trans>
              </p>
            ) : (
              <p>
                <Trans>{offer.company.name} verá tu perfil y tu CV.</Trans>
              </p>
            )}
            <label className="flex items-start gap-2">
              <input
                type="checkbox"
                className="mt-1"
                checked={keep}
                onChange={(event) => setKeep(event.target.checked)}
              />
              <span>
                <Trans>
                  {offer.company.name} puede conservar mi candidatura para otras ofertas cuando esta se
                  cierre. Si no lo marcas, dejará de verla un tiempo después del cierre.
                </Trans>
              </span>
            </label>
          </div>
        }
        confirmLabel={<Trans>Inscribirme</Trans>}
        onConfirm={() => mutation.mutateAsync().then(noop, noop)}
      />
    </>
  )
}

function Applied({
  offer,
  application,
}: {
  offer: JobOffer
  application: NonNullable<JobOffer['my_application']>
}) {
  const { i18n } = useLingui()
  const labels = useJobLabels()
  return (
    <>
      <p className="font-bold">
        <Trans>Te has inscrito en esta oferta</Trans>
      </p>
      <dl className="grid grid-cols-[max-content_1fr] items-center gap-x-4 gap-y-2">
        <dt className="text-muted">
          <Trans>Fecha</Trans>
        </dt>
        <dd>{formatDate(application.applied_at, i18n.locale)}</dd>
        <dt className="text-muted">
          <Trans>Estado</Trans>
        </dt>
        <dd>
          <ApplicationStatusBadge
            status={application.status}
            label={labels.application[application.status]}
          />
        </dd>
      </dl>
      {application.status === 'PENDING' ? (
        <WithdrawButton offerHash={offer.hash} title={offer.title} />
      ) : null}
    </>
  )
}

const badgeClasses: Record<ApplicationStatus, string> = {
  PENDING: 'border-primary text-primary',
  ACCEPTED: 'border-success-strong text-success-strong',
  CANCELLED: 'border-danger-strong text-danger-strong',
}

/** An application's status as a label with its colour (the text says it; the colour only repeats it). */
export function ApplicationStatusBadge({ status, label }: { status: ApplicationStatus; label: string }) {
  return (
    <span
      className={`inline-block rounded-full border px-3 py-0.5 text-sm font-bold ${badgeClasses[status]}`}
    >
      {label}
    </span>
  )
}

/** Withdraws a PENDING application after confirming. */
export function WithdrawButton({ offerHash, title }: { offerHash: string; title: string }) {
  const api = useApi()
  const { t } = useLingui()
  const queryClient = useQueryClient()
  const [confirming, setConfirming] = useState(false)
  const mutation = useMutation({
    mutationFn: () => withdrawApplication(api, offerHash),
    onSuccess: () => {
      queryClient.setQueryData(jobOfferQueryOptions(api, offerHash).queryKey, (old) =>
        old ? { ...old, my_application: null } : old,
      )
      void queryClient.invalidateQueries({ queryKey: jobsQueryKey })
      notifySuccess(t`Has retirado tu inscripción`)
    },
  })
  return (
    <>
      <button
        type="button"
        className={`${buttonStyles.secondary} self-start`}
        disabled={mutation.isPending}
        onClick={() => setConfirming(true)}
      >
        <Trans>Retirar mi inscripción</Trans>
      </button>
      <ConfirmDialog
        isOpen={confirming}
        onOpenChange={setConfirming}
        isPending={mutation.isPending}
        variant="danger"
        title={<Trans>¿Retirar tu inscripción?</Trans>}
        message={
          <p>
            <Trans>
              La empresa dejará de ver tu candidatura a «{title}». Podrás volver a inscribirte mientras la
              oferta siga abierta.
            </Trans>
          </p>
        }
        confirmLabel={<Trans>Retirar la inscripción</Trans>}
        onConfirm={() => mutation.mutateAsync().then(noop, noop)}
      />
    </>
  )
}
