import { Trans } from '@lingui/react/macro'

/** What an account without mentoring (the office's, a company's) reads instead of a mentoring page. */
export function MembersOnlyNote() {
  return (
    <p className="rounded bg-surface px-4 py-3">
      <Trans>La mentoría es entre los miembros de la comunidad de antiguos alumnos.</Trans>
    </p>
  )
}
