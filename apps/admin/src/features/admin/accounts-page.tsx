import { adminUsersQueryOptions, bulkUsers, rejectUser, verifyUser } from '@egresa/api-client/admin'
import { adminPersonQueryOptions } from '@egresa/api-client/admin-people'
import type { AdminUser, AdminUsersQuery } from '@egresa/api-contract/admin'
import type { PersonDetail } from '@egresa/api-contract/admin-people'
import { ReasonInput } from '@egresa/api-contract/decisions'
import { useApi } from '@egresa/ui/app/api'
import type { HeadingLevel } from '@egresa/ui/app/heading'
import { ProfileHeader } from '@egresa/ui/app/public-profile'
import { SelectFilter } from '@egresa/ui/filter-bar'
import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { ItemRead, OfficeFacts, type Queue, QueuePage } from '../../lib/queue'

export type AccountsSearch = AdminUsersQuery
export type AccountsFilters = Pick<AccountsSearch, 'text' | 'duplicates'>

/** The accounts waiting for verification: the queue of `GET /usr/admin/users`, pending ones only. */
export function accountsQuery(search: AccountsSearch): AccountsSearch {
  return { ...search, status: 'pending', people: true }
}

/** The accounts queue: people's pending accounts, filtered by text and possible duplicates. */
function useAccountsQueue(): Queue<AdminUser, AccountsSearch> {
  const { t, i18n } = useLingui()
  const api = useApi()
  const reasons = { document: t`mismo documento`, name_birthdate: t`mismo nombre y fecha de nacimiento` }
  return {
    route: '/$locale/accounts',
    title: t`Cuentas por verificar`,
    description: (
      <Trans>
        Comprueba que cada persona es antigua alumna de la universidad antes de verificar su cuenta. Al
        verificarla recibe un correo en su idioma y puede iniciar sesión.
      </Trans>
    ),
    filtersLabel: t`Filtrar las cuentas`,
    searchPlaceholder: t`Nombre, apellidos o correo`,
    filters: (search, onFilter) => (
      <SelectFilter
        label={t`Posibles duplicados`}
        allLabel={t`Todas las cuentas`}
        options={[
          { value: 'true', label: t`Solo con posibles duplicados` },
          { value: 'false', label: t`Solo sin duplicados` },
        ]}
        value={search.duplicates === undefined ? undefined : String(search.duplicates)}
        onChange={(value) => onFilter({ duplicates: value === undefined ? undefined : value === 'true' })}
      />
    ),
    filtered: (search) => Boolean(search.text || search.duplicates !== undefined),
    cleared: { text: undefined, duplicates: undefined },
    list: (client, search) => adminUsersQueryOptions(client, accountsQuery(search)),
    error: <Trans>No se han podido cargar las cuentas.</Trans>,
    empty: (
      <p className="text-lg">
        <Trans>No hay cuentas por verificar.</Trans>
      </p>
    ),
    itemKey: (user) => user.hash,
    itemName: (user) => `${user.name} ${user.surname}`,
    summary: (user) => (
      <>
        <p className="break-all text-muted">{user.email}</p>
        <p className="text-sm text-muted">
          <Trans>Registrada el {i18n.date(user.created_at, { dateStyle: 'long' })}</Trans>
          {user.sso_only ? (
            <>
              {' · '}
              <Trans>con la cuenta de la universidad</Trans>
            </>
          ) : null}
        </p>
        {user.possible_duplicates.length > 0 ? (
          <p className="text-sm font-bold text-danger-strong">
            <Trans>Posible duplicado:</Trans>{' '}
            {user.possible_duplicates.map((d) => reasons[d.reason]).join(', ')}
          </p>
        ) : null}
      </>
    ),
    view: (user, { headingLevel }) => <AccountView user={user} headingLevel={headingLevel} />,
    waiting: (user) => user.status === 'pending',
    decisions: {
      permission: 'admin.users.verify',
      approveLabel: t`Verificar`,
      approve: (user) => verifyUser(api, user.hash),
      bulk: (body) => bulkUsers(api, body),
      approved: (count) => (count === 1 ? t`Cuenta verificada.` : t`${count} cuentas verificadas.`),
      approveTitle: (count) => (
        <Plural value={count} one="¿Verificar # cuenta?" other="¿Verificar # cuentas?" />
      ),
      reject: {
        title: (count) => <Plural value={count} one="¿Rechazar # cuenta?" other="¿Rechazar # cuentas?" />,
        reason: ReasonInput.entries,
        run: (user, reason) => rejectUser(api, user.hash, { reason }),
        rejected: (count) => (count === 1 ? t`Cuenta rechazada.` : t`${count} cuentas rechazadas.`),
      },
    },
  }
}

/** `/{locale}/accounts`: the accounts to verify, filtered by text and possible duplicates from the URL. */
export function AccountsPage({
  search,
  onFilter,
}: {
  search: AccountsSearch
  onFilter: (changes: Partial<AccountsFilters>) => void
}) {
  return <QueuePage queue={useAccountsQueue()} search={search} onFilter={onFilter} />
}

/** The directory's header of a person, from the office's read of the account (the fields it has). */
function profileOf(profile: PersonDetail['profile']) {
  return {
    name: profile.name,
    surname: profile.surname,
    avatar: null,
    category: null,
    graduation_year: profile.graduation_year,
    city: profile.city,
    country: null,
    current_job: profile.current_job,
    current_company: profile.current_company,
  }
}

/**
 * A pending account: the person as the directory will show them once verified, and what the office checks
 * (e-mail, document, graduation, registration, possible duplicates).
 */
function AccountView({ user, headingLevel }: { user: AdminUser; headingLevel: HeadingLevel }) {
  const { t, i18n } = useLingui()
  const api = useApi()
  const person = useQuery(adminPersonQueryOptions(api, user.hash))
  const graduation = person.data?.profile.graduation_year
  return (
    <div className="flex flex-col gap-4">
      <div className="rounded bg-white p-4">
        <ItemRead query={person} error={<Trans>No se ha podido cargar el perfil.</Trans>}>
          {(data) => <ProfileHeader person={profileOf(data.profile)} headingLevel={headingLevel} />}
        </ItemRead>
      </div>
      <OfficeFacts
        headingLevel={headingLevel}
        facts={[
          { term: t`Correo electrónico`, value: <span className="break-all">{user.email}</span> },
          {
            term: t`Documento`,
            value: user.document_number ? `${user.document_type ?? ''} ${user.document_number}` : '—',
          },
          {
            term: t`Año de graduación`,
            value: graduation ? String(graduation) : person.data ? '—' : <Trans>Cargando…</Trans>,
          },
          { term: t`Fecha de registro`, value: i18n.date(user.created_at, { dateStyle: 'long' }) },
          { term: t`Idioma de los correos`, value: user.language },
          {
            term: t`Empresa`,
            value: user.company ? `${user.company.name} (${user.company.document_number})` : '—',
          },
          { term: t`Currículum`, value: user.has_cv ? <Trans>Sí</Trans> : <Trans>No</Trans> },
        ]}
      />
    </div>
  )
}
