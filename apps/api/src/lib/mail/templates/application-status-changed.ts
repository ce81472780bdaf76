import { msg } from '@lingui/core/macro'
import * as v from 'valibot'
import { httpUrl, personName, title } from '../fields'
import { defineMail } from '../layout'

/** A company marked the person's application in process (ACCEPTED) or discarded (CANCELLED). */
export const applicationStatusChanged = defineMail(
  v.object({
    name: personName,
    offerTitle: title,
    companyName: title,
    status: v.picklist(['ACCEPTED', 'CANCELLED']),
    offerUrl: httpUrl,
  }),
  ({ offerTitle, companyName, status, offerUrl }, { say }) => ({
    ...(status === 'ACCEPTED'
      ? {
          subject: say(msg`Tu candidatura a «${offerTitle}» está en proceso`),
          heading: say(msg`Tu candidatura está en proceso`),
          paragraphs: [
            say(
              msg`${companyName} ha pasado tu candidatura a la oferta «${offerTitle}» a en proceso: la empresa está valorando tu perfil y puede ponerse en contacto contigo.`,
            ),
          ],
        }
      : {
          subject: say(msg`Tu candidatura a «${offerTitle}» ha sido descartada`),
          heading: say(msg`Tu candidatura ha sido descartada`),
          paragraphs: [
            say(
              msg`${companyName} ha descartado tu candidatura a la oferta «${offerTitle}». Gracias por tu interés: sigue consultando la bolsa de empleo, seguro que encuentras otras ofertas para ti.`,
            ),
          ],
        }),
    action: { label: say(msg`Ver la oferta`), url: offerUrl },
    notes: [say(msg`Puedes ver el estado de todas tus candidaturas en tus ofertas inscritas.`)],
  }),
)
