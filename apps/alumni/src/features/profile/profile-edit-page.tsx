import { meQueryOptions } from '@egresa/api-client/auth'
import { useApi } from '@egresa/ui/app/api'
import { usePageTitle } from '@egresa/ui/app/page-title'
import { Link } from '@egresa/ui/link'
import { Trans, useLingui } from '@lingui/react/macro'
import { useSuspenseQuery } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { useEffect, useRef } from 'react'
import { AvatarEditor } from './avatar'
import { CvPanel } from './cv-panel'
import { ProfileForm } from './profile-form'
import { useProfileLabels } from './profile-labels'

/**
 * `/{locale}/user/profile/edit`: every field of the profile, the photo and the CV. `returnTo` is the page
 * that sent the person to add their CV (an offer, to apply): it is linked, and uploading the CV goes back.
 */
export function ProfileEditPage({ returnTo }: { returnTo?: string }) {
  const api = useApi()
  const { t } = useLingui()
  const navigate = useNavigate()
  const { data: user } = useSuspenseQuery(meQueryOptions(api))
  usePageTitle(t`Editar mi perfil`)
  const incomplete = !user.is_complete
  return (
    <article className="flex max-w-4xl flex-col gap-8">
      <header className="flex flex-col gap-2">
        <h1 className="text-3xl font-bold">
          <Trans>Editar mi perfil</Trans>
        </h1>
        {incomplete ? <IncompleteNotice missing={user.missing} /> : null}
        {returnTo && !incomplete ? (
          <div className="flex flex-col gap-2 rounded bg-surface px-4 py-3 sm:flex-row sm:items-center sm:justify-between">
            <p>
              <Trans>Sube tu CV y volverás a la oferta para inscribirte.</Trans>
            </p>
            <Link href={returnTo} className="font-bold underline">
              <Trans>Volver a la oferta</Trans>
            </Link>
          </div>
        ) : null}
      </header>

      <div className="grid gap-8 md:grid-cols-2">
        <section aria-labelledby="photo-title" className="flex flex-col gap-3">
          <h2 id="photo-title" className="text-xl font-bold">
            <Trans>Foto de perfil</Trans>
          </h2>
          <AvatarEditor user={user} />
        </section>
        <CvPanel
          user={user}
          onUploaded={returnTo && !incomplete ? () => void navigate({ href: returnTo }) : undefined}
        />
      </div>

      <ProfileForm user={user} canCancel={!incomplete} />
    </article>
  )
}

/**
 * Why the person is here when the completeness rule sent them: the fields still missing. It takes the
 * focus, so a screen reader says it first.
 */
function IncompleteNotice({ missing }: { missing: readonly ('birthdate' | 'gender' | 'category')[] }) {
  const labels = useProfileLabels()
  const notice = useRef<HTMLDivElement>(null)
  useEffect(() => {
    notice.current?.focus()
  }, [])
  const missingLabels = missing.map((field) => labels[field])
  return (
    <div
      ref={notice}
      tabIndex={-1}
      role="status"
      className="rounded border-2 border-danger-strong bg-white px-4 py-3 outline-none"
    >
      <p className="font-bold">
        <Trans>Rellena los campos obligatorios y guarda para seguir navegando.</Trans>
      </p>
      <p>
        <Trans>Te falta: {missingLabels.join(', ')}.</Trans>
      </p>
    </div>
  )
}
