import type { MembershipTier } from '@egresa/api-contract/membership'
import type { Role } from '@egresa/api-contract/permissions'
import { msg } from '@lingui/core/macro'

// The words of the people and companies pages for the contract's values, in the page's language.

export const tierLabels = {
  free: msg`Gratuito`,
  premium: msg`Premium`,
} as const satisfies Record<MembershipTier, unknown>

/** How a Premium membership is paid (`paid_by`); any other value is a grant of the office. */
export const paidByLabels = {
  sepa: msg`Domiciliación`,
  card: msg`Tarjeta`,
  granted: msg`Concedido por la oficina`,
} as const

/** The member tiers the office may give by hand (`PUT /usr/admin/membership/{hash}/tier`). */
export const memberTierRoles = [
  'alumniFreemium',
  'alumniPremium',
  'alumniDesempleados',
  'empleadoFreemium',
  'empleadoPremium',
  'empleadoBusiness',
] as const satisfies readonly Role[]

/** A person's place in a group (`PersonDetail.groups`). */
export const groupRoleLabels = {
  ADMINISTRATOR: msg`Administra`,
  FOLLOWER: msg`Sigue`,
} as const

export const groupMemberStatusLabels = {
  PENDING: msg`Pendiente`,
  ACCEPTED: msg`Miembro`,
  CANCELLED: msg`Baja`,
} as const
