// Every mail, in every variant its data can make, in Spanish, English and Catalan: subject, text and HTML
// compared with the files of __snapshots__/mails/ (one a template). A change of a mail's words or layout shows
// there as a diff to review; `npx vitest run src/lib/mail/mail-snapshots -u` writes the new files.
// Dates, amounts and event times come from the runtime's Intl data, which changes with Node's ICU: they are
// written as markers here (their formatting is tested in templates.test.ts), the words around them are not.
import { describe, expect, it } from 'vitest'
import { type MailTemplateData, type MailTemplateName, mailTemplateNames, renderMail } from './templates'

const locales = ['es', 'en', 'ca'] as const
const intlTags = { es: 'es-ES', en: 'en-GB', ca: 'ca-ES' } as const

type Case<T extends MailTemplateName> = { label: string; data: MailTemplateData<T> }
type Cases = { [T in MailTemplateName]: Case<T>[] }

const alumni = 'https://alumni.example'
const companies = 'https://empresas.example'

const cases: Cases = {
  'account-verified': [
    { label: 'with a name', data: { name: 'Ana', signInUrl: `${alumni}/es/login` } },
    { label: 'without a name', data: { name: ' ', signInUrl: `${alumni}/es/login` } },
  ],
  'password-recovery': [
    { label: 'a link', data: { name: 'Ana', resetUrl: `${alumni}/es/user/reset?token=t0k3n&x="1"` } },
  ],
  'registration-attempt': [{ label: 'an owner', data: { name: 'Ana', signInUrl: `${alumni}/es/login` } }],
  'email-change-attempt': [{ label: 'an owner', data: { name: 'Ana', signInUrl: `${alumni}/es/login` } }],
  'email-change-confirmation': [
    {
      label: 'a new address',
      data: {
        name: 'Ana',
        newEmail: 'ana.new@example.org',
        confirmUrl: `${alumni}/es/user/confirm-email?token=t0k3n`,
      },
    },
  ],
  'registration-received': [
    {
      label: 'alumni',
      data: { name: 'Ana', account: 'alumni', companyName: null, homeUrl: `${alumni}/es/` },
    },
    {
      label: 'company',
      data: {
        name: 'Carmen',
        account: 'company',
        companyName: 'Cerámicas <del> Sur & Hijos',
        homeUrl: `${companies}/es/`,
      },
    },
    {
      label: 'company without a name',
      data: { name: 'Carmen', account: 'company', companyName: null, homeUrl: `${companies}/es/` },
    },
  ],
  'account-erasure-scheduled': [
    {
      label: 'in 14 days',
      data: { name: 'Ana', eraseAfter: '2026-12-12T10:00:00.000Z', signInUrl: `${alumni}/es/login` },
    },
  ],
  'account-erasure-cancelled': [
    {
      label: 'signed in before',
      data: { name: 'Ana', settingsUrl: `${alumni}/es/user/profile/settings?tab=privacy` },
    },
  ],
  'account-erased': [
    { label: 'done', data: { name: 'Ana', siteUrl: `${alumni}/es` } },
    { label: 'after its inactivity', data: { name: 'Ana', siteUrl: `${alumni}/es`, reason: 'inactive' } },
  ],
  'account-inactive': [
    {
      label: 'warned',
      data: { name: 'Ana', eraseAfter: '2026-12-28T10:00:00.000Z', signInUrl: `${alumni}/es/login` },
    },
  ],
  'data-export-ready': [
    {
      label: 'ready for seven days',
      data: {
        name: 'Ana',
        url: `${alumni}/es/user/profile/settings?tab=privacy&export=0b8e6a52-7d0c-4f1e-9a57-3c2d1e0f4b6a`,
        expiresAt: '2026-12-05T10:00:00.000Z',
      },
    },
  ],
  'password-changed': [
    {
      label: 'changed in the settings',
      data: { name: 'Ana', how: 'change', recoveryUrl: `${alumni}/es/user/recovery` },
    },
    {
      label: 'reset with a link',
      data: { name: 'Ana', how: 'reset', recoveryUrl: `${alumni}/es/user/recovery` },
    },
  ],
  'email-changed': [
    {
      label: 'a masked address',
      data: {
        name: 'Ana',
        newEmailMasked: 'a***@example.org',
        revertUrl: `${alumni}/es/user/email-revert?token=t0k3n`,
      },
    },
  ],
  'application-status-changed': [
    {
      label: 'in process',
      data: {
        name: 'Ana',
        offerTitle: 'Ingeniera de datos',
        companyName: 'Innovación Mediterránea S.L.',
        status: 'ACCEPTED',
        offerUrl: `${alumni}/es/empleo/abc123`,
      },
    },
    {
      label: 'discarded',
      data: {
        name: 'Ana',
        offerTitle: 'Analista "junior" {remoto}',
        companyName: "O'Neill & Co",
        status: 'CANCELLED',
        offerUrl: `${alumni}/es/empleo/abc123`,
      },
    },
  ],
  'application-received': [
    {
      label: 'an application',
      data: {
        name: 'Ana',
        offerTitle: 'Ingeniera de datos',
        companyName: 'Innovación Mediterránea S.L.',
        applicationsUrl: `${alumni}/es/user/jobs/subscribed`,
      },
    },
  ],
  'applied-offer-ended': [
    {
      label: 'closed',
      data: {
        name: 'Ana',
        offerTitle: 'Ingeniera de datos',
        companyName: 'Innovación Mediterránea S.L.',
        how: 'closed',
        url: `${alumni}/es/user/jobs/subscribed`,
      },
    },
    {
      label: 'deleted',
      data: {
        name: 'Ana',
        offerTitle: 'Ingeniera de datos',
        companyName: 'Innovación Mediterránea S.L.',
        how: 'deleted',
        url: `${alumni}/es/empleo`,
      },
    },
  ],
  'new-application': [
    {
      label: 'a candidate',
      data: {
        name: 'Carmen',
        offerTitle: 'Ingeniera de datos',
        candidateName: 'Ana García',
        candidatesUrl: `${companies}/es/user/offers/abc123/candidates`,
      },
    },
  ],
  'offer-approved': [
    {
      label: 'published',
      data: {
        name: 'Carmen',
        offerTitle: 'Ingeniera de datos',
        offerUrl: `${companies}/es/user/offers/abc123`,
      },
    },
  ],
  'offer-rejected': [
    {
      label: 'a reason',
      data: {
        name: 'Carmen',
        offerTitle: 'Ingeniera de datos',
        reason: 'Falta el salario orientativo. <Revisad> el "horario" & la ubicación.',
        offerUrl: `${companies}/es/user/offers/abc123`,
      },
    },
  ],
  'company-validated': [
    {
      label: 'validated',
      data: { name: 'Carmen', companyName: 'Cerámicas del Sur S.L.', signInUrl: `${companies}/es/login` },
    },
  ],
  'job-alert': [
    {
      label: 'one offer',
      data: {
        name: 'Ana',
        offers: [
          {
            title: 'Ingeniera de datos <senior>',
            company: 'Datos & Co',
            location: 'Castellón',
            url: `${alumni}/es/empleo/abc`,
          },
        ],
        total: 1,
        jobsUrl: `${alumni}/es/empleo`,
        unsubscribeUrl: `${alumni}/es/empleo/unsubscribe?token=t0k3n`,
      },
    },
    {
      label: 'several offers, all listed',
      data: {
        name: 'Ana',
        offers: [
          {
            title: 'Ingeniera de datos',
            company: 'Datos & Co',
            location: 'Castellón',
            url: `${alumni}/es/empleo/abc`,
          },
          {
            title: 'Becaria de marketing',
            company: 'Cerámicas del Sur S.L.',
            location: 'Vila-real',
            internship: true,
            url: `${alumni}/es/empleo/def`,
          },
          { title: 'Analista', company: 'Otra', location: '', url: `${alumni}/es/empleo/ghi` },
          {
            title: 'Remoto',
            company: '',
            location: 'Valencia',
            internship: false,
            url: `${alumni}/es/empleo/jkl`,
          },
        ],
        total: 4,
        jobsUrl: `${alumni}/es/empleo`,
        unsubscribeUrl: `${alumni}/es/empleo/unsubscribe?token=t0k3n`,
      },
    },
    {
      label: 'more offers than listed',
      data: {
        name: 'Ana',
        offers: [
          {
            title: 'Ingeniera de datos',
            company: 'Datos & Co',
            location: 'Castellón',
            url: `${alumni}/es/empleo/abc`,
          },
          {
            title: 'Prácticas sin empresa',
            company: '',
            location: '',
            internship: true,
            url: `${alumni}/es/empleo/mno`,
          },
        ],
        total: 12,
        jobsUrl: `${alumni}/es/empleo`,
        unsubscribeUrl: `${alumni}/es/empleo/unsubscribe?token=t0k3n`,
      },
    },
  ],
  'event-registration': [
    {
      label: 'a place, with its ticket',
      data: {
        name: 'Ana',
        eventTitle: 'Encuentro de antiguos alumnos',
        eventUrl: `${alumni}/es/news/encuentro`,
        startsAt: '2026-05-14T16:00:00.000Z',
        endsAt: '2026-05-14T18:30:00.000Z',
        place: 'Paraninfo',
        kind: 'confirmed',
        onlineUrl: null,
        position: null,
        ticket: 'QWERTY123456.ZXCVBN654321.c2lnbmF0dXJl',
      },
    },
    {
      label: 'first on the waiting list',
      data: {
        name: 'Ana',
        eventTitle: 'Encuentro de antiguos alumnos',
        eventUrl: `${alumni}/es/news/encuentro`,
        startsAt: '2026-05-14T16:00:00.000Z',
        endsAt: '2026-05-14T18:30:00.000Z',
        place: 'Paraninfo',
        kind: 'waiting',
        onlineUrl: null,
        position: 1,
        ticket: null,
      },
    },
    {
      label: 'fourth on the waiting list, online too',
      data: {
        name: 'Ana',
        eventTitle: 'Encuentro de antiguos alumnos',
        eventUrl: `${alumni}/es/news/encuentro`,
        startsAt: '2026-05-14T16:00:00.000Z',
        endsAt: '2026-05-14T18:30:00.000Z',
        place: 'Paraninfo',
        kind: 'waiting',
        onlineUrl: 'https://meet.example/encuentro',
        position: 4,
        ticket: null,
      },
    },
    {
      label: 'a place from the waiting list',
      data: {
        name: 'Ana',
        eventTitle: 'Encuentro de antiguos alumnos',
        eventUrl: `${alumni}/es/news/encuentro`,
        startsAt: '2026-05-14T16:00:00.000Z',
        endsAt: '2026-05-14T18:30:00.000Z',
        place: 'Paraninfo',
        kind: 'promoted',
        onlineUrl: null,
        position: null,
        ticket: 'QWERTY123456.ZXCVBN654321.c2lnbmF0dXJl',
      },
    },
    {
      label: 'the reminder the day before',
      data: {
        name: 'Ana',
        eventTitle: 'Encuentro de antiguos alumnos',
        eventUrl: `${alumni}/es/news/encuentro`,
        startsAt: '2026-05-14T16:00:00.000Z',
        endsAt: '2026-05-14T18:30:00.000Z',
        place: 'Paraninfo',
        kind: 'reminder',
        onlineUrl: null,
        position: null,
        ticket: 'QWERTY123456.ZXCVBN654321.c2lnbmF0dXJl',
      },
    },
  ],
  'event-message': [
    {
      label: 'two paragraphs',
      data: {
        name: 'Ana',
        eventTitle: 'Encuentro de antiguos alumnos',
        eventUrl: `${alumni}/es/news/encuentro`,
        subject: 'Cambio de sala',
        text: 'El encuentro será en el Aula Magna.\n\nTraed la entrada en el móvil.',
      },
    },
  ],
  'event-subscription': [
    {
      label: 'with an end, a place and a sign-up link',
      data: {
        name: 'Ana',
        eventTitle: 'Encuentro de antiguos alumnos',
        eventUrl: `${alumni}/es/news/encuentro`,
        startsAt: '2026-05-14T16:00:00.000Z',
        endsAt: '2026-05-14T18:30:00.000Z',
        place: 'Paraninfo',
        subscriptionUrl: 'https://eventos.example/encuentro?ref=alumni&x=1',
        subscriptionEmail: null,
      },
    },
    {
      label: 'without an end, with a sign-up address',
      data: {
        name: 'Ana',
        eventTitle: 'Taller «Python» & datos',
        eventUrl: `${alumni}/es/news/taller`,
        startsAt: '2026-12-03T09:30:00.000Z',
        endsAt: null,
        place: 'Aula 2 <edificio B>',
        subscriptionUrl: null,
        subscriptionEmail: 'actes@alumni.example',
      },
    },
    {
      label: 'without a place, with a link and an address, over two days',
      data: {
        name: 'Ana',
        eventTitle: 'Congreso de egresados',
        eventUrl: `${alumni}/es/news/congreso`,
        startsAt: '2026-10-20T07:00:00.000Z',
        endsAt: '2026-10-21T15:00:00.000Z',
        place: '',
        subscriptionUrl: 'https://eventos.example/congreso',
        subscriptionEmail: 'congreso@alumni.example',
      },
    },
    {
      label: 'without a place or a way to sign up with the organisers, an end before the start',
      data: {
        name: 'Ana',
        eventTitle: 'Cena de promoción',
        eventUrl: `${alumni}/es/news/cena`,
        startsAt: '2026-06-19T19:00:00.000Z',
        endsAt: '2026-06-19T18:00:00.000Z',
        place: '',
        subscriptionUrl: null,
        subscriptionEmail: null,
      },
    },
  ],
  'unread-messages': [
    {
      label: 'one message, without its text (the default)',
      data: { name: 'Ana', unread: 1, inboxUrl: `${alumni}/es/user/conversations`, excerpt: null },
    },
    {
      label: 'several, quoting the newest (MESSAGES_MAIL_EXCERPT)',
      data: {
        name: 'Ana',
        unread: 3,
        inboxUrl: `${alumni}/es/user/conversations`,
        excerpt: { from: 'Luis Pérez', text: '¿Quedamos el <b>jueves</b>? https://example.com' },
      },
    },
  ],
  'group-membership-request': [
    {
      label: 'a request',
      data: {
        name: 'Ana',
        groupName: 'Ingeniería en Castellón',
        requesterName: 'Luis Pérez',
        membersUrl: `${alumni}/es/user/workgroups/abc123`,
      },
    },
  ],
  'group-membership-accepted': [
    {
      label: 'accepted',
      data: {
        name: 'Luis',
        groupName: 'Ingeniería en Castellón',
        groupUrl: `${alumni}/es/grupos/ingenieria-en-castellon`,
      },
    },
  ],
  'mentoring-request': [
    {
      label: 'request',
      data: {
        name: 'Marta',
        menteeName: 'Lucía Martín',
        message: 'Acabo el máster de Química y me gustaría saber cómo es trabajar en <tu empresa>.',
        mentoringUrl: `${alumni}/es/user/mentoring`,
      },
    },
  ],
  'mentoring-accepted': [
    {
      label: 'accepted',
      data: { name: 'Lucía', mentorName: 'Marta Gil', mentoringUrl: `${alumni}/es/user/mentoring` },
    },
  ],
  'mentoring-declined': [
    {
      label: 'with the mentor’s words',
      data: {
        name: 'Lucía',
        mentorName: 'Marta Gil',
        message: 'Este trimestre no tengo tiempo; escríbeme en enero.',
        searchUrl: `${alumni}/es/user/mentoring/mentors`,
      },
    },
    {
      label: 'with the kind default',
      data: {
        name: 'Lucía',
        mentorName: 'Marta Gil',
        message: null,
        searchUrl: `${alumni}/es/user/mentoring/mentors`,
      },
    },
  ],
  'group-approved': [
    {
      label: 'approved',
      data: {
        name: 'Ana',
        groupName: 'Ingeniería en Castellón',
        groupUrl: `${alumni}/es/grupos/ingenieria-en-castellon`,
      },
    },
  ],
  'group-rejected': [
    {
      label: 'a reason',
      data: {
        name: 'Ana',
        groupName: 'Ingeniería en Castellón',
        reason: 'La descripción no dice de qué trata el grupo.',
        editUrl: `${alumni}/es/user/workgroups/abc123/edit`,
      },
    },
  ],
  'account-rejected': [
    {
      label: 'a reason',
      data: {
        name: 'Ana',
        reason: 'No consta que hayas estudiado en la universidad.',
        homeUrl: `${alumni}/es/`,
      },
    },
  ],
  'company-rejected': [
    {
      label: 'a reason',
      data: {
        name: 'Carmen',
        companyName: 'Cerámicas del Sur S.L.',
        reason: 'El CIF no corresponde a la empresa.',
        homeUrl: `${companies}/es/`,
      },
    },
  ],
  'company-disabled': [
    {
      label: 'a reason',
      data: {
        name: 'Carmen',
        companyName: 'Cerámicas del Sur S.L.',
        reason: 'Ofertas engañosas.',
        homeUrl: `${companies}/es/`,
      },
    },
  ],
  'offer-closed-by-office': [
    {
      label: 'a reason',
      data: {
        name: 'Carmen',
        offerTitle: 'Ingeniera de datos',
        reason: 'El puesto ya está cubierto.',
        offerUrl: `${companies}/es/user/offers/abc123`,
      },
    },
  ],
  'group-disabled': [
    {
      label: 'a reason',
      data: {
        name: 'Ana',
        groupName: 'Ingeniería en Castellón',
        reason: 'Publicidad.',
        groupUrl: `${alumni}/es/grupos/ingenieria-en-castellon`,
      },
    },
  ],
  'group-content-removed': [
    {
      label: 'a comment',
      data: {
        name: 'Ana',
        groupName: 'Ingeniería en Castellón',
        kind: 'comment',
        excerpt: 'Comprad mi curso <ya>',
        reason: 'Publicidad.',
        groupUrl: `${alumni}/es/grupos/ingenieria-en-castellon`,
      },
    },
    {
      label: 'a file',
      data: {
        name: 'Ana',
        groupName: 'Ingeniería en Castellón',
        kind: 'file',
        excerpt: 'oferta-curso.pdf',
        reason: 'Publicidad.',
        groupUrl: `${alumni}/es/grupos/ingenieria-en-castellon`,
      },
    },
  ],
  'membership-mandate': [
    {
      label: 'an upgrade with its first charge',
      data: {
        name: 'Ana',
        kind: 'upgrade',
        creditorName: 'Asociación de Antiguos Alumnos',
        creditorId: 'ES59ZZZG12345678',
        mandateReference: 'EGR-000123-20261124-A7K2',
        holder: 'Ana Núñez',
        ibanMasked: 'ES91 **** **** **** **** 1332',
        signedOn: '2026-11-24',
        premiumUntil: '2027-11-24',
        charge: { amountCents: 5000, dueOn: '2026-12-08' },
        settingsUrl: `${alumni}/es/user/profile/settings-iban`,
      },
    },
    {
      label: 'a new account, no charge due, no creditor identifier yet',
      data: {
        name: 'Ana',
        kind: 'change',
        creditorName: 'Asociación de Antiguos Alumnos',
        creditorId: null,
        mandateReference: 'EGR-000123-20270310-B9Q4',
        holder: 'Ana Núñez Ruiz',
        ibanMasked: 'ES12 **** **** **** **** 0007',
        signedOn: '2027-03-10',
        premiumUntil: '2027-11-24',
        charge: null,
        settingsUrl: `${alumni}/es/user/profile/settings-iban`,
      },
    },
    {
      label: 'a new account with a charge due',
      data: {
        name: 'Ana',
        kind: 'change',
        creditorName: 'Asociación de Antiguos Alumnos',
        creditorId: 'ES59ZZZG12345678',
        mandateReference: 'EGR-000123-20271110-C1D2',
        holder: 'Ana Núñez',
        ibanMasked: 'ES12 **** **** **** **** 0007',
        signedOn: '2027-11-10',
        premiumUntil: '2027-11-24',
        charge: { amountCents: 12345, dueOn: '2027-11-24' },
        settingsUrl: `${alumni}/es/user/profile/settings-iban`,
      },
    },
  ],
  'membership-renewal': [
    {
      label: 'without a creditor identifier',
      data: {
        name: 'Ana',
        creditorName: 'Asociación de Antiguos Alumnos',
        creditorId: null,
        mandateReference: 'EGR-000123-20261124-A7K2',
        ibanMasked: 'ES91 **** **** **** **** 1332',
        amountCents: 5000,
        dueOn: '2027-11-24',
        premiumUntil: '2028-11-24',
        settingsUrl: `${alumni}/es/user/profile/settings-iban`,
      },
    },
    {
      label: 'with a creditor identifier',
      data: {
        name: 'Ana',
        creditorName: 'Asociación de Antiguos Alumnos',
        creditorId: 'ES59ZZZG12345678',
        mandateReference: 'EGR-000123-20261124-A7K2',
        ibanMasked: 'ES91 **** **** **** **** 1332',
        amountCents: 3500,
        dueOn: '2027-11-24',
        premiumUntil: '2028-11-24',
        settingsUrl: `${alumni}/es/user/profile/settings-iban`,
      },
    },
  ],
  'membership-lapsed': [
    {
      label: 'expired',
      data: { name: 'Ana', reason: 'expired', settingsUrl: `${alumni}/es/user/profile/settings-iban` },
    },
    {
      label: 'returned',
      data: { name: 'Ana', reason: 'returned', settingsUrl: `${alumni}/es/user/profile/settings-iban` },
    },
  ],
  'account-disabled': [{ label: 'disabled', data: { name: 'Ana', homeUrl: `${alumni}/es/` } }],
  'account-enabled': [{ label: 'enabled', data: { name: 'Ana', signInUrl: `${alumni}/es/login` } }],
  newsletter: [
    {
      label: 'a campaign',
      data: {
        name: 'Ana',
        subject: 'Novedades de noviembre & <más>',
        html: '<h2>Encuentro anual</h2><p>Te esperamos el <strong>12 de diciembre</strong>. <a href="https://alumni.example/es/news/encuentro" rel="noopener noreferrer nofollow">Apúntate</a>.</p><ul><li>Charlas</li><li>Cena</li></ul>',
        text: 'Encuentro anual\n\nTe esperamos el 12 de diciembre. Apúntate (https://alumni.example/es/news/encuentro).\n\n- Charlas\n- Cena',
        unsubscribeUrl: `${alumni}/es/newsletter/unsubscribe?token=u.c.s1g`,
        oneClickUrl: `${alumni}/api/newsletters/unsubscribe/u.c.s1g`,
      },
    },
    {
      label: 'a test',
      data: {
        name: 'Oficina',
        subject: 'Novedades de noviembre',
        html: '<p>Texto.</p>',
        text: 'Texto.',
        test: true,
        unsubscribeUrl: `${alumni}/es/newsletter/unsubscribe?token=u.c.s1g`,
        oneClickUrl: `${alumni}/api/newsletters/unsubscribe/u.c.s1g`,
      },
    },
  ],
}

/** The texts Intl writes for the data's dates, amounts and event times, each with its marker. */
function intlMarkers(locale: (typeof locales)[number], data: Record<string, unknown>): [string, string][] {
  const tag = intlTags[locale]
  const markers: [string, string][] = []
  if (typeof data.startsAt === 'string') {
    const format = new Intl.DateTimeFormat(tag, {
      dateStyle: 'full',
      timeStyle: 'short',
      timeZone: 'Europe/Madrid',
    })
    const start = new Date(data.startsAt)
    const end = typeof data.endsAt === 'string' ? new Date(data.endsAt) : null
    const when = end && end > start ? format.formatRange(start, end) : format.format(start)
    markers.push([when, `⟦when ${data.startsAt} ${end && end > start ? data.endsAt : ''}⟧`])
  }
  const date = new Intl.DateTimeFormat(tag, { dateStyle: 'long', timeZone: 'UTC' })
  const amount = new Intl.NumberFormat(tag, { style: 'currency', currency: 'EUR' })
  const charge = data.charge as { amountCents: number; dueOn: string } | null | undefined
  const days = [data.signedOn, data.premiumUntil, data.dueOn, charge?.dueOn]
  for (const day of days) {
    if (typeof day === 'string') markers.push([date.format(new Date(`${day}T00:00:00Z`)), `⟦date ${day}⟧`])
  }
  for (const cents of [data.amountCents, charge?.amountCents]) {
    if (typeof cents === 'number') markers.push([amount.format(cents / 100), `⟦amount ${cents}⟧`])
  }
  return markers
}

function snapshotOf<T extends MailTemplateName>(template: T): string {
  const parts: string[] = []
  for (const { label, data } of cases[template] as Case<T>[]) {
    for (const locale of locales) {
      const mail = renderMail(template, locale, data)
      let body = `## ${label} · ${locale}\nSubject: ${mail.subject}\n\n--- text\n${mail.text}\n--- html\n${mail.html}`
      for (const [text, marker] of intlMarkers(locale, data as Record<string, unknown>)) {
        body = body.replaceAll(text, marker)
      }
      parts.push(body)
    }
  }
  return parts.join('\n')
}

describe('mail snapshots', () => {
  it('has cases for every template', () => {
    expect(Object.keys(cases).sort()).toEqual([...mailTemplateNames].sort())
  })

  for (const template of mailTemplateNames) {
    it(`renders ${template} as before, in es, en and ca`, async () => {
      await expect(snapshotOf(template)).toMatchFileSnapshot(`./__snapshots__/mails/${template}.txt`)
    })
  }
})
