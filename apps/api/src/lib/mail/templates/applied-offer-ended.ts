import { msg } from '@lingui/core/macro'
import * as v from 'valibot'
import { httpUrl, personName, title } from '../fields'
import { defineMail } from '../layout'

/**
 * The company closed (`closed`) or deleted (`deleted`) an offer the person applied to: it takes no more
 * applications. A closed offer stays in the person's applications; a deleted one is gone with them.
 */
export const appliedOfferEnded = defineMail(
  v.object({
    name: personName,
    offerTitle: title,
    companyName: title,
    how: v.picklist(['closed', 'deleted']),
    /** The applications page for a closed offer, the job bank for a deleted one. */
    url: httpUrl,
  }),
  ({ offerTitle, companyName, how, url }, { say }) => ({
    ...(how === 'closed'
      ? {
          subject: say(msg`La oferta «${offerTitle}» se ha cerrado`),
          heading: say(msg`La oferta se ha cerrado`),
          paragraphs: [
            say(
              msg`${companyName} ha cerrado la oferta «${offerTitle}», en la que te inscribiste: ya no admite candidaturas.`,
            ),
            say(msg`Tu candidatura sigue en tus ofertas inscritas, donde verás la oferta como cerrada.`),
          ],
          action: { label: say(msg`Ver mis candidaturas`), url },
        }
      : {
          subject: say(msg`La oferta «${offerTitle}» se ha retirado`),
          heading: say(msg`La oferta se ha retirado`),
          paragraphs: [
            say(
              msg`${companyName} ha retirado la oferta «${offerTitle}», en la que te inscribiste: ya no está publicada y tu candidatura se ha eliminado con ella.`,
            ),
          ],
          action: { label: say(msg`Ver otras ofertas`), url },
        }),
    notes: [say(msg`Sigue consultando la bolsa de empleo: se publican ofertas nuevas a menudo.`)],
  }),
)
