import { meQueryOptions } from '@egresa/api-client/auth'
import { usePageTitle } from '@egresa/ui/app/page-title'
import { Trans, useLingui } from '@lingui/react/macro'
import { useSuspenseQuery } from '@tanstack/react-query'
import { useEffect, useRef } from 'react'
import { api } from '../../lib/api'
import { AvatarEditor } from './avatar'
import { CvPanel } from './cv-panel'
import { ProfileForm } from './profile-form'
import { useProfileLabels } from './profile-labels'

/** `/{locale}/user/profile/edit`: every field of the profile, the photo and the CV. */
export function ProfileEditPage() {
  const { t } = useLingui()
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
      </header>

      <div className="grid gap-8 md:grid-cols-2">
        <section aria-labelledby="photo-title" className="flex flex-col gap-3">
          <h2 id="photo-title" className="text-xl font-bold">
            <Trans>Foto de perfil</Trans>
          </h2>
          <AvatarEditor user={user} />
        </section>
        <CvPanel user={user} />
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
