import type { Charge } from '@egresa/api-contract/membership'
import { Trans, useLingui } from '@lingui/react/macro'
import { formatDate } from '../../lib/format'
import { formatMoney, useMembershipLabels } from './labels'

const cell = 'py-2 pr-3 align-top'

/**
 * The charges of the fee, newest first. On a phone each charge is a small card (the header row is only
 * for screen readers there); from medium screens, a table.
 */
export function PaymentHistory({ charges }: { charges: readonly Charge[] }) {
  const { t, i18n } = useLingui()
  const labels = useMembershipLabels()
  return (
    <section
      aria-labelledby="payments-title"
      className="flex flex-col gap-3 rounded border border-secondary p-5"
    >
      <h2 id="payments-title" className="text-xl font-bold">
        <Trans>Historial de pagos</Trans>
      </h2>
      {charges.length === 0 ? (
        <p>
          <Trans>Aún no hay ningún cargo.</Trans>
        </p>
      ) : (
        <table className="w-full border-collapse text-left max-md:block">
          <caption className="sr-only">{t`Cargos de la cuota Premium, del más reciente al más antiguo`}</caption>
          <thead className="max-md:sr-only">
            <tr className="border-b border-secondary">
              <th scope="col" className={cell}>
                <Trans>Fecha</Trans>
              </th>
              <th scope="col" className={cell}>
                <Trans>Forma de pago</Trans>
              </th>
              <th scope="col" className={`${cell} text-right`}>
                <Trans>Importe</Trans>
              </th>
              <th scope="col" className={cell}>
                <Trans>Estado</Trans>
              </th>
            </tr>
          </thead>
          <tbody className="max-md:flex max-md:flex-col max-md:gap-3">
            {charges.map((c) => (
              <tr
                key={c.hash}
                className="border-b border-secondary max-md:grid max-md:grid-cols-2 max-md:gap-1 max-md:rounded max-md:border max-md:p-3"
              >
                <td className={`${cell} max-md:p-0 max-md:font-bold`}>{formatDate(c.due_on, i18n.locale)}</td>
                <td className={`${cell} max-md:p-0 max-md:text-right`}>
                  {labels.kind[c.kind]}
                  {c.mandate ? <span className="block text-sm break-all text-muted">{c.mandate}</span> : null}
                </td>
                <td className={`${cell} text-right max-md:p-0 max-md:text-left`}>
                  {formatMoney(c.amount_cents, c.currency, i18n.locale)}
                </td>
                <td className={`${cell} max-md:p-0 max-md:text-right`}>
                  <span className={c.status === 'returned' ? 'font-bold text-danger-strong' : undefined}>
                    {labels.status[c.status]}
                  </span>
                  {c.status === 'returned' && c.returned_on ? (
                    <span className="block text-sm text-muted">{formatDate(c.returned_on, i18n.locale)}</span>
                  ) : null}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  )
}
