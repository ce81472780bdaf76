import { verifyUser } from '@egresa/api-client/admin'
import {
  adminPersonQueryOptions,
  disablePerson,
  enablePerson,
  endPersonSession,
  endPersonSessions,
  resendVerification,
} from '@egresa/api-client/admin-people'
import { recordCardPayment, setTier } from '@egresa/api-client/membership'
import { DisableInput, type PersonDetail, type PersonSession } from '@egresa/api-contract/admin-people'
import { useApi } from '@egresa/ui/app/api'
import { useLocale } from '@egresa/ui/app/locale'
import { notifyError } from '@egresa/ui/app/notify'
import { usePageTitle } from '@egresa/ui/app/page-title'
import { buttonStyles } from '@egresa/ui/button'
import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { type ReactNode, useState } from 'react'
import { StatusBadge } from '../../lib/account-status'
import { ActionConfirmDialog, ReasonDialog, useOfficeAction } from '../../lib/action-dialogs'
import { useMay } from '../../lib/may'
import { applicationStatusLabels } from '../../lib/offer-status'
import { roleLabels } from '../../lib/role-labels'
import { WriteButton } from '../conversations/public'
import { CardPaymentDialog, TierDialog } from './action-dialogs'
import { groupMemberStatusLabels, groupRoleLabels, paidByLabels, tierLabels } from './labels'

type Dialog = 'verify' | 'resend' | 'disable' | 'enable' | 'sessions' | 'tier' | 'card' | null

/** `/{locale}/people/{hash}`: everything the office sees of one account, and what it may do with it. */
export function PersonPage({ hash }: { hash: string }) {
  const { t } = useLingui()
  const api = useApi()
  const person = useQuery(adminPersonQueryOptions(api, hash))
  const data = person.data
  const name = data ? `${data.profile.name} ${data.profile.surname}`.trim() || data.profile.email : ''
  usePageTitle(name || t`Persona`)

  if (!data) {
    return (
      <div className="flex flex-col gap-4">
        <BackLink />
        {person.isError ? (
          <div role="alert" className="flex flex-col items-start gap-3">
            <p>
              <Trans>No se ha podido cargar esta persona.</Trans>
            </p>
            <button type="button" className={buttonStyles.secondary} onClick={() => person.refetch()}>
              <Trans>Reintentar</Trans>
            </button>
          </div>
        ) : (
          <p role="status">
            <Trans>Cargando…</Trans>
          </p>
        )}
      </div>
    )
  }
  return <PersonView hash={hash} name={name} data={data} />
}

function BackLink() {
  const locale = useLocale()
  return (
    <p>
      <Link to="/$locale/people" params={{ locale }}>
        <Trans>← Personas</Trans>
      </Link>
    </p>
  )
}

function PersonView({ hash, name, data }: { hash: string; name: string; data: PersonDetail }) {
  const { t, i18n } = useLingui()
  const api = useApi()
  const may = useMay()
  const [dialog, setDialog] = useState<Dialog>(null)
  const close = () => setDialog(null)
  const [busy, setBusy] = useState(false)
  const [ending, setEnding] = useState<PersonSession | null>(null)
  const { profile, membership } = data
  const date = (iso: string) => i18n.date(iso, { dateStyle: 'medium' })
  const dateTime = (iso: string) => i18n.date(iso, { dateStyle: 'medium', timeStyle: 'short' })

  const act = useOfficeAction()
  /** An action without a dialog (resending the mail): a refusal is a toast. */
  const run = async (action: () => Promise<unknown>, done: string) => {
    setBusy(true)
    try {
      await act(action, done)
    } catch (error) {
      notifyError(error)
    } finally {
      setBusy(false)
    }
  }

  const mayVerify = may('admin.users.verify')
  const mayManage = may('admin.membership.manage')
  // The office writes to any active account (docs/conversations.md); the button hides itself otherwise.
  const mayWrite = may('messages.start') && profile.status === 'active'
  const member = membership !== null

  return (
    <div className="flex flex-col gap-8">
      <BackLink />
      <header className="flex flex-col gap-2">
        <h1 className="text-3xl font-bold break-words">{name}</h1>
        <p className="flex flex-wrap items-center gap-2 text-muted">
          <StatusBadge status={profile.status} />
          <span>{i18n._(roleLabels[profile.role])}</span>
          <span aria-hidden="true">·</span>
          <span>
            <Trans>N.º de socio {profile.partner_number}</Trans>
          </span>
        </p>
      </header>

      {mayVerify || mayManage || mayWrite ? (
        <section aria-labelledby="person-actions" className="flex flex-col gap-2">
          <h2 id="person-actions" className="sr-only">
            <Trans>Acciones</Trans>
          </h2>
          <div className="flex flex-wrap gap-2">
            {mayWrite ? <WriteButton person={hash} name={name} /> : null}
            {mayVerify && profile.status === 'pending' ? (
              <button
                type="button"
                className={buttonStyles.primary}
                disabled={busy}
                onClick={() => setDialog('verify')}
              >
                <Trans>Verificar</Trans>
              </button>
            ) : null}
            {mayVerify && profile.status === 'active' ? (
              <button
                type="button"
                className={buttonStyles.secondary}
                disabled={busy}
                onClick={() =>
                  run(() => resendVerification(api, hash), t`Correo de verificación enviado de nuevo.`)
                }
              >
                <Trans>Reenviar el correo de verificación</Trans>
              </button>
            ) : null}
            {mayManage && member ? (
              <>
                <button
                  type="button"
                  className={buttonStyles.secondary}
                  disabled={busy}
                  onClick={() => setDialog('tier')}
                >
                  <Trans>Cambiar el nivel…</Trans>
                </button>
                <button
                  type="button"
                  className={buttonStyles.secondary}
                  disabled={busy}
                  onClick={() => setDialog('card')}
                >
                  <Trans>Registrar un pago con tarjeta…</Trans>
                </button>
              </>
            ) : null}
            {mayVerify && profile.status === 'disabled' ? (
              <button
                type="button"
                className={buttonStyles.primary}
                disabled={busy}
                onClick={() => setDialog('enable')}
              >
                <Trans>Activar la cuenta</Trans>
              </button>
            ) : null}
            {mayVerify && profile.status !== 'disabled' ? (
              <button
                type="button"
                className={buttonStyles.dangerSecondary}
                disabled={busy}
                onClick={() => setDialog('disable')}
              >
                <Trans>Desactivar la cuenta…</Trans>
              </button>
            ) : null}
          </div>
        </section>
      ) : null}

      <Section id="person-profile" title={t`Perfil`}>
        <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-2 lg:grid-cols-3">
          <Item label={t`Correo electrónico`}>
            <span className="break-all">{profile.email}</span>
          </Item>
          <Item label={t`Documento`}>
            {profile.document_number
              ? `${profile.document_type ?? ''} ${profile.document_number}`.trim()
              : '—'}
          </Item>
          <Item label={t`Promoción`}>{profile.graduation_year ?? '—'}</Item>
          <Item label={t`Teléfono`}>{profile.phone ?? '—'}</Item>
          <Item label={t`Ciudad`}>
            {[profile.city, profile.country_code].filter(Boolean).join(', ') || '—'}
          </Item>
          <Item label={t`Fecha de nacimiento`}>{profile.birthdate ? date(profile.birthdate) : '—'}</Item>
          <Item label={t`Trabajo actual`}>
            {[profile.current_job, profile.current_company].filter(Boolean).join(' · ') || '—'}
          </Item>
          <Item label={t`Idioma de los correos`}>{languageName(profile.language, i18n.locale)}</Item>
          <Item label={t`Acceso`}>
            {profile.sso_only ? t`Solo con la cuenta de la universidad` : t`Con contraseña`}
          </Item>
          <Item label={t`Alta`}>{date(profile.created_at)}</Item>
          <Item label={t`Verificada`}>{profile.verified_at ? date(profile.verified_at) : t`Todavía no`}</Item>
          <Item label={t`Currículum`}>{profile.has_cv ? t`Sí` : t`No`}</Item>
        </dl>
      </Section>

      {membership ? (
        <Section id="person-membership" title={t`Nivel y pagos`}>
          <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-3">
            <Item label={t`Nivel`}>{i18n._(tierLabels[membership.tier])}</Item>
            <Item label={t`Último día de Premium`}>
              {membership.premium_until ? date(membership.premium_until) : '—'}
            </Item>
            <Item label={t`Pagado con`}>
              {membership.paid_by ? i18n._(paidByLabel(membership.paid_by)) : '—'}
            </Item>
          </dl>
          <Table
            caption={t`Pagos`}
            empty={t`Ningún pago.`}
            head={[t`Fecha`, t`Importe`, t`Tipo`, t`Estado`]}
            rows={membership.charges.map((c) => ({
              key: c.hash,
              cells: [
                date(c.due_on),
                i18n.number(c.amount_cents / 100, { style: 'currency', currency: c.currency }),
                c.kind,
                c.return_reason ? `${c.status} (${c.return_reason})` : c.status,
              ],
            }))}
          />
          <Table
            caption={t`Historial del nivel`}
            empty={t`Ningún cambio.`}
            head={[t`Fecha`, t`Cambio`, t`Motivo`, t`Quién`]}
            rows={data.tier_changes.map((c, i) => ({
              key: `${c.at}-${i}`,
              cells: [
                dateTime(c.at),
                `${roleName(c.from_role, i18n)} → ${roleName(c.to_role, i18n)}`,
                c.reason || '—',
                c.actor ?? '—',
              ],
            }))}
          />
          <Table
            caption={t`Órdenes de domiciliación`}
            empty={t`Ninguna orden.`}
            head={[t`Referencia`, t`Titular`, t`IBAN`, t`Firmada`, t`Estado`]}
            rows={data.mandates.map((m) => ({
              key: m.reference,
              cells: [
                m.reference,
                m.holder,
                m.iban_masked,
                date(m.signed_at),
                m.status === 'active' ? t`Activa` : t`Terminada`,
              ],
            }))}
          />
        </Section>
      ) : null}

      <Section id="person-applications" title={t`Candidaturas`}>
        <Table
          caption={t`Candidaturas`}
          captionHidden
          empty={t`Ninguna candidatura.`}
          head={[t`Oferta`, t`Empresa`, t`Fecha`, t`Estado`]}
          rows={data.applications.map((a) => ({
            key: a.hash,
            cells: [
              a.offer.title,
              a.offer.company,
              date(a.created_at),
              i18n._(applicationStatusLabels[a.status]),
            ],
          }))}
        />
      </Section>

      <Section id="person-groups" title={t`Grupos`}>
        <Table
          caption={t`Grupos`}
          captionHidden
          empty={t`En ningún grupo.`}
          head={[t`Grupo`, t`Papel`, t`Estado`, t`Desde`]}
          rows={data.groups.map((g) => ({
            key: g.hash,
            cells: [
              g.name,
              i18n._(groupRoleLabels[g.role]),
              i18n._(groupMemberStatusLabels[g.status]),
              date(g.since),
            ],
          }))}
        />
      </Section>

      <Section id="person-sessions" title={t`Sesiones abiertas`}>
        <Sessions
          sessions={data.sessions}
          mayEnd={mayVerify}
          busy={busy}
          onEndAll={() => setDialog('sessions')}
          onEnd={setEnding}
        />
      </Section>

      <ActionConfirmDialog
        isOpen={dialog === 'verify'}
        onClose={close}
        title={<Trans>¿Verificar la cuenta de {name}?</Trans>}
        message={t`Recibirá un correo en su idioma con el enlace para entrar.`}
        confirmLabel={<Trans>Verificar</Trans>}
        onConfirm={() => act(() => verifyUser(api, hash), t`Cuenta verificada.`)}
      />
      <ActionConfirmDialog
        isOpen={dialog === 'enable'}
        onClose={close}
        title={<Trans>¿Activar de nuevo la cuenta de {name}?</Trans>}
        message={t`Podrá volver a entrar y recibirá un correo en su idioma.`}
        confirmLabel={<Trans>Activar la cuenta</Trans>}
        onConfirm={() => act(() => enablePerson(api, hash), t`Cuenta activada.`)}
      />
      <ActionConfirmDialog
        isOpen={dialog === 'sessions'}
        onClose={close}
        title={<Trans>¿Cerrar todas las sesiones de {name}?</Trans>}
        message={t`Tendrá que volver a iniciar sesión en cada dispositivo.`}
        confirmLabel={<Trans>Cerrar todas las sesiones</Trans>}
        danger
        onConfirm={() => act(() => endPersonSessions(api, hash), t`Sesiones cerradas.`)}
      />
      <ActionConfirmDialog
        isOpen={ending !== null}
        onClose={() => setEnding(null)}
        title={<Trans>¿Cerrar esta sesión de {name}?</Trans>}
        message={t`Tendrá que volver a iniciar sesión en ese dispositivo.`}
        confirmLabel={<Trans>Cerrar la sesión</Trans>}
        danger
        onConfirm={async () => {
          const session = ending
          if (session) await act(() => endPersonSession(api, hash, session.id), t`Sesión cerrada.`)
        }}
      />
      <ReasonDialog
        entries={DisableInput.entries}
        title={<Trans>¿Desactivar la cuenta de {name}?</Trans>}
        message={
          <p>
            <Trans>
              Se cerrarán a la vez todas sus sesiones y no podrá volver a entrar hasta que se active de nuevo.
              Recibirá un correo en su idioma.
            </Trans>
          </p>
        }
        hint={<Trans>Queda en el registro de actividad; la persona no lo ve.</Trans>}
        submitLabel={<Trans>Desactivar la cuenta</Trans>}
        isOpen={dialog === 'disable'}
        onClose={close}
        onConfirm={(reason) => act(() => disablePerson(api, hash, { reason }), t`Cuenta desactivada.`)}
      />
      {member ? (
        <>
          <TierDialog
            name={name}
            current={profile.role}
            isOpen={dialog === 'tier'}
            onClose={close}
            onSave={(body) => act(() => setTier(api, hash, body), t`Nivel cambiado.`)}
          />
          <CardPaymentDialog
            name={name}
            isOpen={dialog === 'card'}
            onClose={close}
            onSave={(body) => act(() => recordCardPayment(api, hash, body), t`Pago registrado.`)}
          />
        </>
      ) : null}
    </div>
  )
}

function roleName(role: string, i18n: ReturnType<typeof useLingui>['i18n']) {
  return role in roleLabels ? i18n._(roleLabels[role as keyof typeof roleLabels]) : role
}

/** A language's name in the page's language ("español", "Catalan"), not its code. */
function languageName(code: string, locale: string) {
  return new Intl.DisplayNames([locale], { type: 'language' }).of(code) ?? code
}

function paidByLabel(paidBy: string) {
  return paidBy === 'sepa' || paidBy === 'card' ? paidByLabels[paidBy] : paidByLabels.granted
}

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="flex flex-col gap-4">
      <h2 id={id} className="border-b border-secondary pb-1 text-xl font-bold">
        {title}
      </h2>
      {children}
    </section>
  )
}

function Item({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt className="text-sm text-muted">{label}</dt>
      <dd>{children}</dd>
    </div>
  )
}

function Table({
  caption,
  captionHidden,
  empty,
  head,
  rows,
}: {
  caption: string
  captionHidden?: boolean
  empty: string
  head: string[]
  rows: { key: string; cells: ReactNode[] }[]
}) {
  if (rows.length === 0) {
    return (
      <div>
        {captionHidden ? null : <h3 className="font-bold">{caption}</h3>}
        <p className="text-muted">{empty}</p>
      </div>
    )
  }
  return (
    // At tablet width a wide table scrolls inside its box (a browser lets the keyboard focus and scroll it).
    <div className="overflow-x-auto">
      <table className="w-full border-collapse text-left">
        <caption className={captionHidden ? 'sr-only' : 'mb-2 text-left font-bold'}>{caption}</caption>
        <thead>
          <tr>
            {head.map((h) => (
              <th key={h} scope="col" className="border-b border-secondary px-2 py-1 text-sm text-muted">
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.key}>
              {row.cells.map((cell, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: a row's cells are in the head's order
                <td key={i} className="border-b border-secondary px-2 py-1 align-top">
                  {cell}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}

function Sessions({
  sessions,
  mayEnd,
  busy,
  onEndAll,
  onEnd,
}: {
  sessions: PersonSession[]
  mayEnd: boolean
  busy: boolean
  onEndAll: () => void
  onEnd: (session: PersonSession) => void
}) {
  const { t, i18n } = useLingui()
  const device = (type: number) => (type === 1 ? 'iOS' : type === 3 ? 'Android' : t`Navegador`)
  if (sessions.length === 0) {
    return (
      <p className="text-muted">
        <Trans>Ninguna sesión abierta.</Trans>
      </p>
    )
  }
  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center gap-3">
        <p>
          <Plural value={sessions.length} one="# sesión abierta" other="# sesiones abiertas" />
        </p>
        {mayEnd ? (
          <button type="button" className={buttonStyles.dangerSecondary} disabled={busy} onClick={onEndAll}>
            <Trans>Cerrar todas las sesiones…</Trans>
          </button>
        ) : null}
      </div>
      <ul className="flex flex-col gap-2">
        {sessions.map((s) => (
          <li
            key={s.id}
            className="flex flex-wrap items-center justify-between gap-2 rounded border border-secondary p-3"
          >
            <span id={`session-${s.id}`}>
              <Trans>
                {device(s.device_type)}: usada por última vez el{' '}
                {i18n.date(s.last_seen_at, { dateStyle: 'medium', timeStyle: 'short' })}
              </Trans>
            </span>
            {mayEnd ? (
              <button
                type="button"
                className={buttonStyles.secondary}
                disabled={busy}
                aria-describedby={`session-${s.id}`}
                onClick={() => onEnd(s)}
              >
                <Trans>Cerrar esta sesión…</Trans>
              </button>
            ) : null}
          </li>
        ))}
      </ul>
    </div>
  )
}
