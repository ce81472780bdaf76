import type { AccountStatus } from '@egresa/api-contract/admin-search'
import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'

// An account's state in the office's words: the people list, a person's page, a company's users.

export const statusLabels = {
  pending: msg`Pendiente de verificar`,
  active: msg`Activa`,
  rejected: msg`Rechazada`,
  disabled: msg`Desactivada`,
} as const satisfies Record<AccountStatus, unknown>

const badgeClass = {
  pending: 'bg-yellow-100 text-yellow-900',
  active: 'bg-green-100 text-green-900',
  rejected: 'bg-gray-200 text-gray-900',
  disabled: 'bg-red-100 text-red-900',
} as const satisfies Record<AccountStatus, string>

export function StatusBadge({ status }: { status: AccountStatus }) {
  const { i18n } = useLingui()
  return (
    <span className={`inline-block rounded px-2 py-0.5 text-sm font-bold ${badgeClass[status]}`}>
      {i18n._(statusLabels[status])}
    </span>
  )
}
