import type { Role } from '@egresa/api-contract/permissions'
import { msg } from '@lingui/core/macro'

/** The roles in the office's words (the people pages, a newsletter's audience). */
export const roleLabels = {
  alumniFreemium: msg`Alumni gratuito`,
  alumniPremium: msg`Alumni Premium`,
  alumniDesempleados: msg`Alumni en desempleo`,
  empleadoFreemium: msg`Personal gratuito`,
  empleadoPremium: msg`Personal Premium`,
  empleadoBusiness: msg`Personal Business`,
  company: msg`Empresa`,
  admin: msg`Administración`,
  office: msg`Oficina`,
} as const satisfies Record<Role, unknown>
