import { msg } from '@lingui/core/macro'
import * as v from 'valibot'
import { httpUrl, personName } from '../fields'
import { defineMail } from '../layout'

/** The renewal charge is made: its pre-notification (amount, date), a few days before the end date. */
export const membershipRenewal = defineMail(
  v.object({
    name: personName,
    creditorName: v.pipe(v.string(), v.trim(), v.nonEmpty(), v.maxLength(200)),
    creditorId: v.nullable(v.pipe(v.string(), v.trim(), v.maxLength(40))),
    mandateReference: v.pipe(v.string(), v.trim(), v.nonEmpty(), v.maxLength(35)),
    ibanMasked: v.pipe(v.string(), v.trim(), v.nonEmpty(), v.maxLength(60)),
    amountCents: v.pipe(v.number(), v.integer(), v.minValue(1)),
    dueOn: v.pipe(v.string(), v.isoDate()),
    premiumUntil: v.pipe(v.string(), v.isoDate()),
    settingsUrl: httpUrl,
  }),
  (d, { say, date, amount }) => {
    const { creditorName, creditorId, mandateReference, ibanMasked } = d
    const chargeAmount = amount(d.amountCents)
    const dueOn = date(d.dueOn)
    const premiumUntil = date(d.premiumUntil)
    return {
      subject: say(msg`Aviso previo: renovación de tu cuota Premium`),
      heading: say(msg`Renovamos tu cuota Premium`),
      paragraphs: [
        say(
          creditorId
            ? msg`Tu cuota Premium se renueva: cargaremos ${chargeAmount} en tu cuenta ${ibanMasked} el ${dueOn} o en los días siguientes, con la orden de domiciliación ${mandateReference} a favor de ${creditorName} (${creditorId}).`
            : msg`Tu cuota Premium se renueva: cargaremos ${chargeAmount} en tu cuenta ${ibanMasked} el ${dueOn} o en los días siguientes, con la orden de domiciliación ${mandateReference} a favor de ${creditorName}.`,
        ),
        say(msg`Con este cargo tu cuenta seguirá siendo Premium hasta el ${premiumUntil}.`),
      ],
      action: { label: say(msg`Ver mi cuenta Premium`), url: d.settingsUrl },
      notes: [
        say(
          msg`Si quieres cambiar la cuenta bancaria, hazlo antes de esa fecha en tu cuenta Premium. Para darte de baja, escribe a la oficina de antiguos alumnos.`,
        ),
        say(
          msg`Tienes derecho a que tu banco te reembolse el adeudo en las ocho semanas siguientes al cargo.`,
        ),
      ],
    }
  },
)
