import type { companyStatuses } from '@egresa/api-contract/admin-search'
import { msg } from '@lingui/core/macro'

export const companyStatusLabels = {
  pending: msg`Pendiente de validar`,
  validated: msg`Validada`,
  rejected: msg`Rechazada`,
  disabled: msg`Desactivada`,
} as const satisfies Record<(typeof companyStatuses)[number], unknown>
