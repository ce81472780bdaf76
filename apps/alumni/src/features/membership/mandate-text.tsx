import { Trans } from '@lingui/react/macro'

/**
 * The SEPA Core direct debit mandate the person accepts (the text of the contract's mandate version, in the
 * page's language): creditor, the authorisation, the right to a refund within eight weeks, the fee and the
 * first charge. Shown whole in a box of its own, so it can be read before accepting.
 */
export function MandateText({
  id,
  creditorName,
  creditorIdentifier,
  fee,
  firstCharge,
  reference,
}: {
  id: string
  creditorName: string
  creditorIdentifier: string
  /** The yearly fee, formatted ("50,00 €"). */
  fee: string
  /** The first collection date, formatted. */
  firstCharge: string
  /** The mandate's reference once it exists; before, the server assigns it. */
  reference?: string
}) {
  return (
    <section
      aria-labelledby={id}
      className="flex flex-col gap-3 rounded border border-secondary bg-surface p-4 text-sm leading-relaxed md:p-5"
    >
      <h3 id={id} className="text-base font-bold">
        <Trans>Orden de domiciliación de adeudo directo SEPA (Core)</Trans>
      </h3>
      <dl className="grid gap-x-4 gap-y-1 sm:grid-cols-[max-content_1fr]">
        <dt className="font-bold">
          <Trans>Acreedor</Trans>
        </dt>
        <dd>{creditorName}</dd>
        <dt className="font-bold">
          <Trans>Identificador del acreedor</Trans>
        </dt>
        <dd className="break-all">{creditorIdentifier}</dd>
        <dt className="font-bold">
          <Trans>Referencia de la orden</Trans>
        </dt>
        <dd className="break-all">{reference ?? <Trans>Se asigna al confirmar</Trans>}</dd>
        <dt className="font-bold">
          <Trans>Tipo de pago</Trans>
        </dt>
        <dd>
          <Trans>Recurrente: la cuota anual de {fee}</Trans>
        </dd>
        <dt className="font-bold">
          <Trans>Primer cargo con esta orden</Trans>
        </dt>
        <dd>{firstCharge}</dd>
      </dl>
      <p>
        <Trans>
          Mediante la aceptación de esta orden de domiciliación, autorizas (A) a {creditorName} a enviar
          instrucciones a tu entidad financiera para adeudar tu cuenta y (B) a tu entidad a efectuar los
          adeudos en tu cuenta siguiendo las instrucciones de {creditorName}.
        </Trans>
      </p>
      <p>
        <Trans>
          Como parte de tus derechos, puedes obtener de tu entidad el reembolso de un adeudo en los términos y
          condiciones del contrato que tienes con ella. El reembolso debe solicitarse dentro de las{' '}
          <strong>ocho semanas</strong> siguientes a la fecha del adeudo en tu cuenta. Tu entidad puede darte
          más información sobre tus derechos.
        </Trans>
      </p>
      <p>
        <Trans>
          La cuota se cargará cada año en la misma fecha mientras la cuenta siga siendo Premium; recibirás un
          aviso por correo antes de cada cargo. Puedes cambiar la cuenta de cargo en cualquier momento desde
          tus ajustes.
        </Trans>
      </p>
    </section>
  )
}
