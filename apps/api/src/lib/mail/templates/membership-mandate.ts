import { msg } from '@lingui/core/macro'
import * as v from 'valibot'
import { httpUrl, personName } from '../fields'
import { defineMail, type MailContext, type MailDocument } from '../layout'

const schema = v.object({
  name: personName,
  kind: v.picklist(['upgrade', 'change']),
  creditorName: v.pipe(v.string(), v.trim(), v.nonEmpty(), v.maxLength(200)),
  /** Null while the university has not configured it: the mail says the office will send it. */
  creditorId: v.nullable(v.pipe(v.string(), v.trim(), v.maxLength(40))),
  mandateReference: v.pipe(v.string(), v.trim(), v.nonEmpty(), v.maxLength(35)),
  holder: v.pipe(v.string(), v.trim(), v.nonEmpty(), v.maxLength(200)),
  ibanMasked: v.pipe(v.string(), v.trim(), v.nonEmpty(), v.maxLength(60)),
  signedOn: v.pipe(v.string(), v.isoDate()),
  premiumUntil: v.pipe(v.string(), v.isoDate()),
  /** The next charge (the pre-notification), or null when none is due on this mandate yet. */
  charge: v.nullable(
    v.object({
      amountCents: v.pipe(v.number(), v.integer(), v.minValue(1)),
      dueOn: v.pipe(v.string(), v.isoDate()),
    }),
  ),
  settingsUrl: httpUrl,
})

/** The facts of a SEPA mandate. */
function mandateDetails(
  d: v.InferOutput<typeof schema>,
  { say, date }: MailContext,
): NonNullable<MailDocument['details']> {
  return [
    { label: say(msg`Acreedor`), value: d.creditorName },
    {
      label: say(msg`Identificador del acreedor`),
      value: d.creditorId ?? say(msg`te lo enviará la oficina de antiguos alumnos`),
    },
    { label: say(msg`Referencia de la orden`), value: d.mandateReference },
    { label: say(msg`Titular`), value: d.holder },
    { label: say(msg`IBAN`), value: d.ibanMasked },
    { label: say(msg`Fecha de firma`), value: date(d.signedOn) },
    { label: say(msg`Tipo de pago`), value: say(msg`Recurrente (cuota anual)`) },
  ]
}

/** The pre-notification of the mandate's next charge, when one is due. */
function chargeNotice(d: v.InferOutput<typeof schema>, { say, date, amount }: MailContext): string[] {
  if (!d.charge) return []
  const chargeAmount = amount(d.charge.amountCents)
  const dueOn = date(d.charge.dueOn)
  return [
    say(
      msg`Aviso previo de cobro: cargaremos ${chargeAmount} en tu cuenta el ${dueOn} o en los días siguientes.`,
    ),
  ]
}

/**
 * The upgrade by direct debit, or a new IBAN: the SEPA Core mandate (creditor, reference, the refund
 * right) and the pre-notification of the next charge (amount and date).
 */
export const membershipMandate = defineMail(schema, (d, mail) => {
  const { say, date } = mail
  const { creditorName } = d
  const premiumUntil = date(d.premiumUntil)
  const upgrade = d.kind === 'upgrade'
  return {
    subject: say(
      upgrade ? msg`Ya eres Premium: tu orden de domiciliación` : msg`Tu nueva orden de domiciliación`,
    ),
    heading: say(upgrade ? msg`Bienvenida, bienvenido a Premium` : msg`Has cambiado tu cuenta bancaria`),
    paragraphs: [
      say(
        upgrade
          ? msg`Tu cuenta ya es Premium hasta el ${premiumUntil}. Estos son los datos de la orden de domiciliación SEPA que has firmado.`
          : msg`Hemos registrado una orden de domiciliación nueva con tu cuenta bancaria; la anterior ha terminado. Tu cuenta sigue siendo Premium hasta el ${premiumUntil}.`,
      ),
      say(
        msg`Al firmar esta orden autorizas a ${creditorName} a enviar a tu banco instrucciones para adeudar tu cuenta y a tu banco a efectuar los adeudos conforme a esas instrucciones. Tienes derecho a que tu banco te reembolse un adeudo en las ocho semanas siguientes a la fecha en que se cargó, en los términos de tu contrato con el banco.`,
      ),
      ...chargeNotice(d, mail),
    ],
    details: mandateDetails(d, mail),
    action: { label: say(msg`Ver mi cuenta Premium`), url: d.settingsUrl },
    notes: [say(msg`Si no has sido tú, ponte en contacto con la oficina de antiguos alumnos.`)],
  }
})
