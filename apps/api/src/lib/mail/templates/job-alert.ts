import { msg, plural } from '@lingui/core/macro'
import * as v from 'valibot'
import { httpUrl, personName, title } from '../fields'
import { defineMail } from '../layout'

/** "Company · Location" of an offer in a job alert, after «Prácticas» for an internship. */
function offerLine(
  offer: { company: string; location: string; internship?: boolean | undefined },
  internship: string,
): string {
  const where = [offer.company, offer.location].filter(Boolean).join(' · ')
  return offer.internship ? `${internship} · ${where}` : where
}

/**
 * The daily job alert: new published offers that match the person's studies, area or specialty, each
 * with its page, and the one-click unsubscribe link (also the List-Unsubscribe header).
 */
export const jobAlert = defineMail(
  v.object({
    name: personName,
    offers: v.pipe(
      v.array(
        v.object({
          title,
          company: v.pipe(v.string(), v.trim(), v.maxLength(300)),
          location: v.pipe(v.string(), v.trim(), v.maxLength(300)),
          /** An internship (prácticas): the line says so. */
          internship: v.optional(v.boolean()),
          url: httpUrl,
        }),
      ),
      v.minLength(1),
      v.maxLength(50),
    ),
    /** How many matching offers there were, when more than the mail lists. */
    total: v.pipe(v.number(), v.integer(), v.minValue(1)),
    jobsUrl: httpUrl,
    unsubscribeUrl: httpUrl,
  }),
  ({ offers, total, jobsUrl, unsubscribeUrl }, { say }) => {
    const shown = offers.length
    const internship = say(msg`Prácticas`)
    return {
      subject: say(
        msg`${plural(total, { one: 'Una oferta nueva para tu perfil', other: '# ofertas nuevas para tu perfil' })}`,
      ),
      heading: say(msg`Ofertas nuevas en la bolsa de empleo`),
      paragraphs: [
        say(
          total > shown
            ? msg`Se han publicado ${total} ofertas que encajan con tus estudios, tu área o tu especialidad; estas son las ${shown} más recientes:`
            : msg`${plural(total, {
                one: 'Se ha publicado una oferta que encaja con tus estudios, tu área o tu especialidad:',
                other: 'Se han publicado # ofertas que encajan con tus estudios, tu área o tu especialidad:',
              })}`,
        ),
      ],
      items: offers.map((o) => ({ title: o.title, lines: [offerLine(o, internship)], url: o.url })),
      action: { label: say(msg`Ver la bolsa de empleo`), url: jobsUrl },
      notes: [say(msg`Recibes como mucho un correo al día, solo cuando hay ofertas nuevas para ti.`)],
      unsubscribe: {
        text: say(msg`Si no quieres recibir más avisos de ofertas, date de baja con un clic:`),
        label: say(msg`Dejar de recibir avisos de ofertas`),
        url: unsubscribeUrl,
      },
    }
  },
  // The page the link opens turns the alerts off (mail clients show it as their "unsubscribe" button).
  { headers: ({ unsubscribeUrl }) => ({ 'List-Unsubscribe': `<${unsubscribeUrl}>` }) },
)
