import { Trans } from '@lingui/react/macro'

/**
 * Paying the fee by card through the university's payment link (`urlPaymentFlywire`, with the person's
 * reference in it). The office records the payment once the provider confirms it, and Premium starts then.
 */
export function CardPaymentOption({ url, fee }: { url: string; fee: string }) {
  return (
    <section aria-labelledby="card-payment-title" className="flex flex-col gap-2 rounded bg-surface p-4">
      <h3 id="card-payment-title" className="font-bold">
        <Trans>¿Prefieres pagar con tarjeta?</Trans>
      </h3>
      <p>
        <Trans>
          Paga {fee} en la pasarela de pago de la universidad. Tu cuenta pasará a Premium cuando la oficina de
          antiguos alumnos reciba la confirmación del pago, y cada año te enviaremos el enlace para renovarla.
        </Trans>
      </p>
      <p>
        <a href={url} rel="noopener noreferrer" className="font-bold underline">
          <Trans>Pagar con tarjeta</Trans>
        </a>
      </p>
    </section>
  )
}
