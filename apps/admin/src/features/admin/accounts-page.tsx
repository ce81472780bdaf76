import { adminUsersQueryOptions, bulkUsers, rejectUser, verifyUser } from '@egresa/api-client/admin'
import type { AdminUser, AdminUsersQuery } from '@egresa/api-contract/admin'
import { ReasonInput } from '@egresa/api-contract/decisions'
import { useApi } from '@egresa/ui/app/api'
import { useHref } from '@egresa/ui/app/links'
import { useLocale } from '@egresa/ui/app/locale'
import { FilterBar, SelectFilter, TextFilter } from '@egresa/ui/filter-bar'
import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { QueuePage } from '../../lib/queue'

export type AccountsSearch = AdminUsersQuery
export type AccountsFilters = Pick<AccountsSearch, 'text' | 'duplicates'>

/** The accounts waiting for verification: the queue of `GET /usr/admin/users`, pending ones only. */
export function accountsQuery(search: AccountsSearch): AccountsSearch {
  return { ...search, status: 'pending', people: true }
}

/** `/{locale}/accounts`: the accounts to verify, filtered by text and possible duplicates from the URL. */
export function AccountsPage({
  search,
  onFilter,
}: {
  search: AccountsSearch
  onFilter: (changes: Partial<AccountsFilters>) => void
}) {
  const { t, i18n } = useLingui()
  const api = useApi()
  const locale = useLocale()
  const href = useHref()
  const list = useQuery({
    ...adminUsersQueryOptions(api, accountsQuery(search)),
    placeholderData: keepPreviousData,
  })
  const filtered = Boolean(search.text || search.duplicates !== undefined)
  const clear = () => onFilter({ text: undefined, duplicates: undefined })
  const reasons = { document: t`mismo documento`, name_birthdate: t`mismo nombre y fecha de nacimiento` }

  return (
    <QueuePage<AdminUser>
      title={t`Cuentas por verificar`}
      description={
        <Trans>
          Comprueba que cada persona es antigua alumna de la universidad antes de verificar su cuenta. Al
          verificarla recibe un correo en su idioma y puede iniciar sesión.
        </Trans>
      }
      filters={
        <FilterBar label={t`Filtrar las cuentas`} active={filtered} onClear={clear}>
          <TextFilter
            label={t`Buscar`}
            placeholder={t`Nombre, apellidos o correo`}
            value={search.text}
            onChange={(text) => onFilter({ text })}
            className="lg:col-span-2"
          />
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
        </FilterBar>
      }
      filtered={filtered}
      onClearFilters={clear}
      list={list}
      page={search.page}
      hrefFor={(page) => href({ to: '/$locale/accounts', params: { locale }, search: { ...search, page } })}
      error={<Trans>No se han podido cargar las cuentas.</Trans>}
      empty={
        <p className="text-lg">
          <Trans>No hay cuentas por verificar.</Trans>
        </p>
      }
      itemKey={(user) => user.hash}
      itemName={(user) => `${user.name} ${user.surname}`}
      summary={(user) => (
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
      )}
      details={(user) => (
        <dl className="grid gap-x-6 gap-y-2 sm:grid-cols-2">
          <div>
            <dt className="text-muted">
              <Trans>Documento</Trans>
            </dt>
            <dd>{user.document_number ? `${user.document_type ?? ''} ${user.document_number}` : '—'}</dd>
          </div>
          <div>
            <dt className="text-muted">
              <Trans>Idioma de los correos</Trans>
            </dt>
            <dd>{user.language}</dd>
          </div>
          <div>
            <dt className="text-muted">
              <Trans>Empresa</Trans>
            </dt>
            <dd>{user.company ? `${user.company.name} (${user.company.document_number})` : '—'}</dd>
          </div>
          <div>
            <dt className="text-muted">
              <Trans>Currículum</Trans>
            </dt>
            <dd>{user.has_cv ? <Trans>Sí</Trans> : <Trans>No</Trans>}</dd>
          </div>
        </dl>
      )}
      actions={{
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
      }}
    />
  )
}
