import { msg } from '@lingui/core/macro'
import * as v from 'valibot'
import { httpUrl, personName, title } from '../fields'
import { defineMail } from '../layout'

/** The receipt of an application: the offer and its company, and where to follow it. */
export const applicationReceived = defineMail(
  v.object({
    name: personName,
    offerTitle: title,
    companyName: title,
    applicationsUrl: httpUrl,
  }),
  ({ offerTitle, companyName, applicationsUrl }, { say }) => ({
    subject: say(msg`Hemos recibido tu candidatura a «${offerTitle}»`),
    heading: say(msg`Hemos recibido tu candidatura`),
    paragraphs: [
      say(
        msg`Te has inscrito en la oferta «${offerTitle}» de ${companyName}. La empresa ya puede ver tu candidatura y tu currículum.`,
      ),
      say(msg`Te escribiremos cuando la empresa la pase a en proceso o la descarte.`),
    ],
    action: { label: say(msg`Ver mis candidaturas`), url: applicationsUrl },
    notes: [
      say(
        msg`Mientras la empresa no la haya revisado, puedes retirar tu candidatura desde tus ofertas inscritas.`,
      ),
    ],
  }),
)
