import { msg } from '@lingui/core/macro'
import * as v from 'valibot'
import { httpUrl, personName, title } from '../fields'
import { defineMail } from '../layout'

/** Someone applied to one of the company's offers (when the company asked to be told). */
export const newApplication = defineMail(
  v.object({
    name: personName,
    offerTitle: title,
    candidateName: title,
    candidatesUrl: httpUrl,
  }),
  ({ offerTitle, candidateName, candidatesUrl }, { say }) => ({
    subject: say(msg`Nueva candidatura a «${offerTitle}»`),
    heading: say(msg`Tienes una nueva candidatura`),
    paragraphs: [say(msg`${candidateName} se ha inscrito en tu oferta «${offerTitle}».`)],
    action: { label: say(msg`Ver los candidatos`), url: candidatesUrl },
    notes: [say(msg`Puedes dejar de recibir estos avisos en la configuración de tu cuenta de empresa.`)],
  }),
)
