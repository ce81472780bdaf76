import type { ChargeKind, ChargeStatus, Membership } from '@egresa/api-contract/membership'
import type { Role } from '@egresa/api-contract/permissions'
import { useLingui } from '@lingui/react/macro'

/** Names of the tiers, the ways of paying and the states of a charge, as the Premium screens show them. */
export function useMembershipLabels() {
  const { t } = useLingui()
  const tier: Partial<Record<Role, string>> = {
    alumniFreemium: t`Gratuita`,
    alumniPremium: t`Premium`,
    alumniDesempleados: t`Premium para antiguos alumnos en búsqueda de empleo (sin coste)`,
    empleadoFreemium: t`Personal de la universidad, gratuita`,
    empleadoPremium: t`Personal de la universidad, Premium`,
    empleadoBusiness: t`Personal de la universidad, plan institucional`,
  }
  const kind: Record<ChargeKind, string> = {
    sepa: t`Domiciliación bancaria`,
    card: t`Tarjeta`,
    manual: t`Pago en la oficina`,
  }
  const status: Record<ChargeStatus, string> = {
    pending: t`Pendiente de cobro`,
    // Sent to the bank in a collection run: SEPA sends no word of success, so it counts as paid (docs/membership.md).
    exported: t`Cobrado`,
    paid: t`Pagado`,
    returned: t`Devuelto`,
    cancelled: t`Anulado`,
  }
  return { tier, kind, status }
}

/** An amount in cents as money in `locale`: "50,00 €". */
export function formatMoney(cents: number, currency: string, locale: string): string {
  return new Intl.NumberFormat(locale, { style: 'currency', currency }).format(cents / 100)
}

/** The Premium rights were given by the office (unemployed alumni, staff plans): nothing to pay or change. */
export function isGranted(m: Membership): boolean {
  return m.tier === 'premium' && m.paid_by === 'grant'
}

/** The day the first charge of a new mandate would be collected: `days` after today (`YYYY-MM-DD`). */
export function firstChargeDate(days: number, today = new Date()): string {
  const date = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate() + days))
  return date.toISOString().slice(0, 10)
}
