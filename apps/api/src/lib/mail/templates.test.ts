import { describe, expect, it } from 'vitest'
import { mailLocales } from './format'
import { escapeHtml } from './layout'
import {
  alumniUrl,
  type MailTemplateData,
  mailHeaders,
  mailTemplateNames,
  mailTemplateSchemas,
  maskEmail,
  renderMail,
  resolveMailLocale,
} from './templates'

const jobAlert: MailTemplateData<'job-alert'> = {
  name: 'Ana',
  offers: [
    {
      title: 'Ingeniera de datos <senior>',
      company: 'Datos & Co',
      location: 'Castellón',
      url: 'https://alumni.example/es/empleo/abc',
    },
    { title: 'Analista', company: 'Otra', location: '', url: 'https://alumni.example/es/empleo/def' },
  ],
  total: 2,
  jobsUrl: 'https://alumni.example/es/empleo',
  unsubscribeUrl: 'https://alumni.example/es/empleo/unsubscribe?token=t0k3n',
}

const data = {
  'account-verified': { name: 'Ana', signInUrl: 'https://alumni.example/es/login' },
  'password-recovery': { name: 'Ana', resetUrl: 'https://alumni.example/es/reset?token=t0k3n' },
  'registration-attempt': { name: 'Ana', signInUrl: 'https://alumni.example/es/login' },
  'email-change-attempt': { name: 'Ana', signInUrl: 'https://alumni.example/es/login' },
  'email-change-confirmation': {
    name: 'Ana',
    newEmail: 'ana.new@example.org',
    confirmUrl: 'https://alumni.example/es/confirm?token=t0k3n',
  },
  'registration-received': {
    name: 'Ana',
    account: 'alumni',
    companyName: null,
    homeUrl: 'https://alumni.example/es/',
  },
  'password-changed': { name: 'Ana', how: 'change', recoveryUrl: 'https://alumni.example/es/user/recovery' },
  'account-erasure-scheduled': {
    name: 'Ana',
    eraseAfter: '2026-12-12T10:00:00.000Z',
    signInUrl: 'https://alumni.example/es/login',
  },
  'account-erasure-cancelled': {
    name: 'Ana',
    settingsUrl: 'https://alumni.example/es/user/profile/settings',
  },
  'account-erased': { name: 'Ana', siteUrl: 'https://alumni.example/es' },
  'account-inactive': {
    name: 'Ana',
    eraseAfter: '2026-12-28T10:00:00.000Z',
    signInUrl: 'https://alumni.example/es/login',
  },
  'data-export-ready': {
    name: 'Ana',
    url: 'https://alumni.example/es/user/profile/settings?tab=privacy',
    expiresAt: '2026-12-05T10:00:00.000Z',
  },
  'email-changed': {
    name: 'Ana',
    newEmailMasked: 'a***@example.org',
    revertUrl: 'https://alumni.example/es/user/email-revert?token=t0k3n',
  },
  'application-status-changed': {
    name: 'Ana',
    offerTitle: 'Ingeniera de datos',
    companyName: 'Innovación Mediterránea S.L.',
    status: 'ACCEPTED',
    offerUrl: 'https://alumni.example/es/empleo/abc123',
  },
  'application-received': {
    name: 'Ana',
    offerTitle: 'Ingeniera de datos',
    companyName: 'Innovación Mediterránea S.L.',
    applicationsUrl: 'https://alumni.example/es/user/jobs/subscribed',
  },
  'applied-offer-ended': {
    name: 'Ana',
    offerTitle: 'Ingeniera de datos',
    companyName: 'Innovación Mediterránea S.L.',
    how: 'closed',
    url: 'https://alumni.example/es/user/jobs/subscribed',
  },
  'new-application': {
    name: 'Carmen',
    offerTitle: 'Ingeniera de datos',
    candidateName: 'Ana García',
    candidatesUrl: 'https://empresas.example/es/user/offers/abc123/candidates',
  },
  'offer-approved': {
    name: 'Carmen',
    offerTitle: 'Ingeniera de datos',
    offerUrl: 'https://empresas.example/es/user/offers/abc123',
  },
  'offer-rejected': {
    name: 'Carmen',
    offerTitle: 'Ingeniera de datos',
    reason: 'Falta el salario orientativo.',
    offerUrl: 'https://empresas.example/es/user/offers/abc123',
  },
  'company-validated': {
    name: 'Ana',
    companyName: 'Cerámicas del Sur S.L.',
    signInUrl: 'https://empresas.example/es/login',
  },
  'job-alert': jobAlert,
  newsletter: {
    name: 'Ana',
    subject: 'Novedades',
    html: '<p>Hola <a href="https://alumni.example/es/news">noticias</a></p>',
    text: 'Hola noticias (https://alumni.example/es/news)',
    unsubscribeUrl: 'https://alumni.example/es/newsletter/unsubscribe?token=u.c.s',
    oneClickUrl: 'https://alumni.example/api/newsletters/unsubscribe/u.c.s',
  },
  'event-subscription': {
    name: 'Ana',
    eventTitle: 'Encuentro de antiguos alumnos',
    eventUrl: 'https://alumni.example/es/news/encuentro',
    startsAt: '2026-05-14T16:00:00.000Z',
    endsAt: '2026-05-14T18:30:00.000Z',
    place: 'Paraninfo',
    subscriptionUrl: 'https://eventos.example/encuentro?ref=alumni&x=1',
    subscriptionEmail: null,
  },
  'event-registration': {
    name: 'Ana',
    kind: 'confirmed',
    eventTitle: 'Encuentro de antiguos alumnos',
    eventUrl: 'https://alumni.example/es/news/encuentro',
    startsAt: '2026-05-14T16:00:00.000Z',
    endsAt: null,
    place: 'Paraninfo',
    onlineUrl: null,
    position: null,
    ticket: 'abc.def.sig',
  },
  'event-message': {
    name: 'Ana',
    eventTitle: 'Encuentro de antiguos alumnos',
    eventUrl: 'https://alumni.example/es/news/encuentro',
    subject: 'Cambio de sala',
    text: 'El encuentro será en el Aula Magna.',
  },
  'unread-messages': {
    name: 'Ana',
    unread: 2,
    inboxUrl: 'https://alumni.example/es/user/conversations',
    excerpt: { from: 'Luis Pérez', text: '¿Quedamos el jueves?' },
  },
  'group-membership-request': {
    name: 'Ana',
    groupName: 'Ingeniería en Castellón',
    requesterName: 'Luis Pérez',
    membersUrl: 'https://alumni.example/es/user/workgroups/abc123',
  },
  'group-membership-accepted': {
    name: 'Luis',
    groupName: 'Ingeniería en Castellón',
    groupUrl: 'https://alumni.example/es/grupos/ingenieria-en-castellon',
  },
  'mentoring-request': {
    name: 'Marta',
    menteeName: 'Lucía Martín',
    message: 'Me gustaría saber cómo es trabajar en tu empresa.',
    mentoringUrl: 'https://alumni.example/es/user/mentoring',
  },
  'mentoring-accepted': {
    name: 'Lucía',
    mentorName: 'Marta Gil',
    mentoringUrl: 'https://alumni.example/es/user/mentoring',
  },
  'mentoring-declined': {
    name: 'Lucía',
    mentorName: 'Marta Gil',
    message: null,
    searchUrl: 'https://alumni.example/es/user/mentoring/mentors',
  },
  'group-approved': {
    name: 'Ana',
    groupName: 'Ingeniería en Castellón',
    groupUrl: 'https://alumni.example/es/grupos/ingenieria-en-castellon',
  },
  'group-rejected': {
    name: 'Ana',
    groupName: 'Ingeniería en Castellón',
    reason: 'La descripción no dice de qué trata el grupo.',
    editUrl: 'https://alumni.example/es/user/workgroups/abc123/edit',
  },
  'account-rejected': {
    name: 'Ana',
    reason: 'No consta que hayas estudiado en la universidad.',
    homeUrl: 'https://alumni.example/es/',
  },
  'company-rejected': {
    name: 'Ana',
    companyName: 'Cerámicas del Sur S.L.',
    reason: 'El CIF no corresponde a la empresa.',
    homeUrl: 'https://empresas.example/es/',
  },
  'company-disabled': {
    name: 'Ana',
    companyName: 'Cerámicas del Sur S.L.',
    reason: 'Ofertas engañosas.',
    homeUrl: 'https://empresas.example/es/',
  },
  'offer-closed-by-office': {
    name: 'Carmen',
    offerTitle: 'Ingeniera de datos',
    reason: 'El puesto ya está cubierto.',
    offerUrl: 'https://empresas.example/es/user/offers/abc123',
  },
  'group-disabled': {
    name: 'Ana',
    groupName: 'Ingeniería en Castellón',
    reason: 'Publicidad.',
    groupUrl: 'https://alumni.example/es/workgroups/ingenieria',
  },
  'group-content-removed': {
    name: 'Ana',
    groupName: 'Ingeniería en Castellón',
    kind: 'comment',
    excerpt: 'Comprad mi curso',
    reason: 'Publicidad.',
    groupUrl: 'https://alumni.example/es/workgroups/ingenieria',
  },
  'membership-mandate': {
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
    settingsUrl: 'https://alumni.example/es/user/profile/settings-iban',
  },
  'membership-renewal': {
    name: 'Ana',
    creditorName: 'Asociación de Antiguos Alumnos',
    creditorId: null,
    mandateReference: 'EGR-000123-20261124-A7K2',
    ibanMasked: 'ES91 **** **** **** **** 1332',
    amountCents: 5000,
    dueOn: '2027-11-24',
    premiumUntil: '2028-11-24',
    settingsUrl: 'https://alumni.example/es/user/profile/settings-iban',
  },
  'membership-lapsed': {
    name: 'Ana',
    reason: 'returned',
    settingsUrl: 'https://alumni.example/es/user/profile/settings-iban',
  },
  'account-disabled': { name: 'Ana', homeUrl: 'https://alumni.example/es/' },
  'account-enabled': { name: 'Ana', signInUrl: 'https://alumni.example/es/login' },
} as const

describe('mail templates', () => {
  it('renders every template in es, en and ca with its own subject, the link and the language', () => {
    for (const template of mailTemplateNames) {
      const subjects = new Set<string>()
      for (const locale of mailLocales) {
        const mail = renderMail(template, locale, data[template])
        subjects.add(mail.subject)
        const link = Object.values(data[template]).find(
          (x): x is string => typeof x === 'string' && x.startsWith('https://'),
        )
        expect(mail.locale).toBe(locale)
        expect(mail.text).toContain(link)
        expect(mail.html).toContain(`href="${escapeHtml(link ?? '')}"`)
        expect(mail.html).toContain(`<html lang="${locale}"`)
        expect(mail.html).toContain(`<title>${escapeHtml(mail.subject)}</title>`)
        expect(mail.text).not.toMatch(/undefined|\[object/)
        expect(mail.html).not.toMatch(/undefined|\[object/)
      }
      // A newsletter's and an event message's subject are the office's own words, the same in every language.
      expect(subjects.size, template).toBe(template === 'newsletter' || template === 'event-message' ? 1 : 3)
    }
  })

  it('says that a recovery link lasts one hour and works once', () => {
    expect(renderMail('password-recovery', 'es', data['password-recovery']).text).toContain(
      'El enlace es válido durante una hora y solo se puede usar una vez.',
    )
    expect(renderMail('password-recovery', 'en', data['password-recovery']).text).toContain(
      'The link is valid for one hour and can be used only once.',
    )
    expect(renderMail('password-recovery', 'ca', data['password-recovery']).text).toContain(
      'L’enllaç és vàlid durant una hora i només es pot fer servir una vegada.',
    )
  })

  it('tells the owner of an address that another account asked for it and that nothing changed', () => {
    const said = {
      es: 'Como ya es la dirección de tu cuenta, no ha cambiado nada',
      en: 'As it already is the address of your account, it was not done. Nothing has changed',
      ca: 'Com que ja és l’adreça del teu compte, no ha canviat res',
    }
    for (const locale of mailLocales) {
      const mail = renderMail('email-change-attempt', locale, data['email-change-attempt'])
      expect(mail.text).toContain(said[locale])
      expect(mail.html).toContain(escapeHtml(said[locale]))
    }
    // Its data has no room for the asking account: nothing of it can reach the owner.
    expect(Object.keys(mailTemplateSchemas['email-change-attempt'].entries).sort()).toEqual([
      'name',
      'signInUrl',
    ])
  })

  it('tells a candidate whether the application is in process or discarded, in their language', () => {
    const accepted = data['application-status-changed']
    const discarded = { ...accepted, status: 'CANCELLED' } as const
    expect(renderMail('application-status-changed', 'es', accepted).subject).toBe(
      'Tu candidatura a «Ingeniera de datos» está en proceso',
    )
    expect(renderMail('application-status-changed', 'es', discarded).subject).toBe(
      'Tu candidatura a «Ingeniera de datos» ha sido descartada',
    )
    expect(renderMail('application-status-changed', 'en', discarded).text).toContain(
      'Innovación Mediterránea S.L. has discarded your application to the offer "Ingeniera de datos".',
    )
    expect(renderMail('application-status-changed', 'ca', accepted).subject).toBe(
      'La teva candidatura a «Ingeniera de datos» està en procés',
    )
  })

  it('gives the company the candidate and the office’s reason for sending an offer back', () => {
    expect(renderMail('new-application', 'es', data['new-application']).text).toContain(
      'Ana García se ha inscrito en tu oferta «Ingeniera de datos».',
    )
    for (const locale of mailLocales) {
      const mail = renderMail('offer-rejected', locale, data['offer-rejected'])
      expect(mail.text).toContain('Falta el salario orientativo.')
      expect(mail.html).toContain('Falta el salario orientativo.')
    }
    const escaped = renderMail('offer-rejected', 'en', { ...data['offer-rejected'], reason: '<b>no</b>' })
    expect(escaped.html).toContain('&lt;b&gt;no&lt;/b&gt;')
    expect(renderMail('offer-approved', 'en', data['offer-approved']).subject).toBe(
      'Your offer "Ingeniera de datos" is published',
    )
  })

  it('says what each mail a person expects is about, in every language, and what to do if it was not them', () => {
    const said: Record<string, Record<'es' | 'en' | 'ca', string>> = {
      'registration-received': {
        es: 'Hemos recibido tu solicitud; la oficina de antiguos alumnos la revisará',
        en: 'We have received your request; the alumni office will check it',
        ca: 'Hem rebut la teva sol·licitud; l’oficina d’antics alumnes la revisarà',
      },
      'account-erasure-scheduled': {
        es: 'inicia sesión antes de esa fecha y el borrado se cancelará',
        en: 'sign in before that date and the erasure will be cancelled',
        ca: 'inicia la sessió abans d’aquesta data i l’esborrament es cancel·larà',
      },
      'account-erasure-cancelled': {
        es: 'hemos cancelado el borrado de tu cuenta',
        en: 'we have cancelled the erasure of your account',
        ca: 'hem cancel·lat l’esborrament del teu compte',
      },
      'account-inactive': {
        es: 'basta con que inicies sesión antes de esa fecha',
        en: 'all you need to do is sign in before that date',
        ca: 'només cal que inicies la sessió abans d’aquesta data',
      },
      'account-erased': {
        es: 'firmados como «Antiguo miembro»',
        en: 'signed as “Former member”',
        ca: 'signats com a «Antic membre»',
      },
      'data-export-ready': {
        es: 'Disponible hasta el',
        en: 'Available until',
        ca: 'Disponible fins al',
      },
      'password-changed': {
        es: 'Si no has sido tú, pide ahora un enlace para elegir una contraseña nueva',
        en: 'If it was not you, ask for a link to choose a new password right away',
        ca: 'Si no has estat tu, demana ara un enllaç per triar una contrasenya nova',
      },
      'email-changed': {
        es: 'ha cambiado a a***@example.org',
        en: 'was changed to a***@example.org',
        ca: 'ha canviat a a***@example.org',
      },
      'application-received': {
        es: 'Te has inscrito en la oferta «Ingeniera de datos» de Innovación Mediterránea S.L.',
        en: 'You applied to the offer "Ingeniera de datos" of Innovación Mediterránea S.L.',
        ca: 'T’has inscrit a l’oferta «Ingeniera de datos» de Innovación Mediterránea S.L.',
      },
      'applied-offer-ended': {
        es: 'Innovación Mediterránea S.L. ha cerrado la oferta «Ingeniera de datos», en la que te inscribiste',
        en: 'Innovación Mediterránea S.L. has closed the offer "Ingeniera de datos" you applied to',
        ca: 'Innovación Mediterránea S.L. ha tancat l’oferta «Ingeniera de datos», a la qual et vas inscriure',
      },
    }
    for (const [template, byLocale] of Object.entries(said)) {
      for (const locale of mailLocales) {
        const name = template as keyof typeof said & keyof typeof data
        const mail = renderMail(name as 'password-changed', locale, data[name] as never)
        expect(mail.text, `${template} ${locale}`).toContain(byLocale[locale])
        expect(mail.html, `${template} ${locale}`).toContain(escapeHtml(byLocale[locale]))
      }
    }
    const company = renderMail('registration-received', 'en', {
      ...data['registration-received'],
      account: 'company',
      companyName: 'Cerámicas del Sur S.L.',
    })
    expect(company.text).toContain('Thank you for registering Cerámicas del Sur S.L. with the job bank')
    expect(
      renderMail('password-changed', 'es', { ...data['password-changed'], how: 'reset' }).text,
    ).toContain('con un enlace de recuperación')
    expect(renderMail('email-changed', 'es', data['email-changed']).text).toContain(
      'El enlace es válido durante 14 días y solo se puede usar una vez.',
    )
    const deleted = {
      ...data['applied-offer-ended'],
      how: 'deleted',
      url: 'https://alumni.example/es/empleo',
    } as const
    expect(renderMail('applied-offer-ended', 'es', deleted).subject).toBe(
      'La oferta «Ingeniera de datos» se ha retirado',
    )
    expect(renderMail('applied-offer-ended', 'ca', deleted).text).toContain('s’ha eliminat amb ella')
  })

  it('masks an address for a mailbox that may have changed hands', () => {
    expect(maskEmail('ana.new@example.org')).toBe('a***@example.org')
    expect(maskEmail('x@y.es')).toBe('x***@y.es')
    expect(maskEmail('@nope')).toBe('***')
  })

  it('falls back to Spanish for an unknown or missing locale and understands region tags', () => {
    expect(renderMail('account-verified', 'fr', data['account-verified']).subject).toBe(
      'Tu cuenta ya está verificada',
    )
    expect(resolveMailLocale(undefined)).toBe('es')
    expect(resolveMailLocale('')).toBe('es')
    expect(resolveMailLocale('ca-ES')).toBe('ca')
    expect(resolveMailLocale('EN_gb')).toBe('en')
    expect(resolveMailLocale('__proto__')).toBe('es')
  })

  it('escapes every value in the HTML and keeps the text body literal', () => {
    const mail = renderMail('email-change-confirmation', 'en', {
      name: '</p><script>alert("x")</script>',
      newEmail: 'x@example.org',
      confirmUrl: 'https://alumni.example/en/confirm?a=1&b=<2>',
    })
    expect(mail.html).not.toContain('<script>')
    expect(mail.html).toContain('Hello &lt;/p&gt;&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;,')
    expect(mail.html).toContain('href="https://alumni.example/en/confirm?a=1&amp;b=%3C2%3E"')
    expect(mail.text).toContain('Hello </p><script>alert("x")</script>,')
  })

  it('greets without a name when there is none', () => {
    expect(renderMail('account-verified', 'es', { ...data['account-verified'], name: ' ' }).text).toMatch(
      /^Hola:\n/,
    )
    expect(renderMail('account-verified', 'en', { ...data['account-verified'], name: '' }).text).toMatch(
      /^Hello,\n/,
    )
  })

  it('refuses links that are not http(s) and unknown templates', () => {
    expect(() =>
      renderMail('account-verified', 'es', { name: 'A', signInUrl: 'javascript:alert(1)' }),
    ).toThrow()
    expect(() => renderMail('account-verified', 'es', { name: 'A', signInUrl: 'not a url' })).toThrow()
    expect(() =>
      renderMail('password-recovery', 'es', { name: 'A', resetUrl: 'data:text/html,<b>x</b>' }),
    ).toThrow()
    expect(() =>
      // @ts-expect-error: a template name that does not exist
      renderMail('toString', 'es', {}),
    ).toThrow('Unknown mail template')
  })

  it('lists a job alert’s offers with their links, and the unsubscribe link, in both bodies', () => {
    const alert = data['job-alert']
    for (const locale of mailLocales) {
      const mail = renderMail('job-alert', locale, alert)
      for (const offer of alert.offers) {
        expect(mail.text).toContain(`- ${offer.title}`)
        expect(mail.text).toContain(offer.url)
        expect(mail.html).toContain(`<a href="${escapeHtml(offer.url)}"`)
      }
      expect(mail.text).toContain('Datos & Co · Castellón')
      expect(mail.html).toContain('Ingeniera de datos &lt;senior&gt;')
      expect(mail.html).not.toContain('<senior>')
      expect(mail.text).toContain(alert.unsubscribeUrl)
      expect(mail.html).toContain(`href="${escapeHtml(alert.unsubscribeUrl)}"`)
    }
    expect(renderMail('job-alert', 'es', alert).subject).toBe('2 ofertas nuevas para tu perfil')
    expect(renderMail('job-alert', 'en', { ...alert, total: 1 }).subject).toBe(
      'A new job offer for your profile',
    )
    expect(renderMail('job-alert', 'ca', { ...alert, total: 12 }).text).toContain(
      'S’han publicat 12 ofertes que encaixen amb els teus estudis, la teva àrea o la teva especialitat; aquestes són les 2 més recents:',
    )
    expect(() => renderMail('job-alert', 'es', { ...alert, offers: [] })).toThrow()
  })

  it('gives a job alert its List-Unsubscribe header from the stored data, and other mails none', () => {
    const stored = renderMail('job-alert', 'en', data['job-alert']).data
    expect(mailHeaders('job-alert', stored)).toEqual({
      'List-Unsubscribe': '<https://alumni.example/es/empleo/unsubscribe?token=t0k3n>',
    })
    expect(mailHeaders('account-verified', data['account-verified'])).toEqual({})
    expect(mailHeaders('job-alert', { name: 'A' })).toEqual({})
    expect(mailHeaders('toString', {})).toEqual({})
  })

  it('puts a newsletter’s own HTML and text in its bodies, with the one-click List-Unsubscribe headers', () => {
    const letter = data.newsletter
    for (const locale of mailLocales) {
      const mail = renderMail('newsletter', locale, letter)
      expect(mail.subject).toBe('Novedades')
      expect(mail.html).toContain(letter.html)
      expect(mail.text).toContain(letter.text)
      expect(mail.text).toContain(letter.unsubscribeUrl)
      expect(mail.html).toContain(`href="${escapeHtml(letter.unsubscribeUrl)}"`)
      expect(mailHeaders('newsletter', mail.data)).toEqual({
        'List-Unsubscribe': `<${letter.oneClickUrl}>`,
        'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
      })
    }
    expect(renderMail('newsletter', 'es', { ...letter, test: true }).subject).toBe('[Prueba] Novedades')
  })

  it('builds alumni app links in the web language of the mail locale', () => {
    expect(alumniUrl('https://alumni.example/', 'ca', '/login')).toBe('https://alumni.example/ca/login')
    expect(alumniUrl('https://alumni.example', 'en', 'reset', { token: 'a b&c' })).toBe(
      'https://alumni.example/en/reset?token=a+b%26c',
    )
  })

  it('tells an event’s sign-up its date in the university’s zone, place and how to finish with the organisers', () => {
    const event = data['event-subscription']
    const es = renderMail('event-subscription', 'es', event)
    expect(es.subject).toBe('Te has inscrito en «Encuentro de antiguos alumnos»')
    // 16:00Z in May is 18:00 in Madrid (summer time).
    expect(es.text).toMatch(/Fecha: jueves, 14 de mayo de 2026, 18:00\s?–\s?20:30 \(hora de Madrid\)/)
    expect(es.text).toContain('Lugar: Paraninfo')
    expect(es.text).toContain(`Inscripción: ${event.subscriptionUrl}`)
    expect(es.text).toContain('usa su enlace de inscripción')
    expect(es.html).toContain(`<a href="${escapeHtml(event.subscriptionUrl)}"`)
    expect(es.html).toContain('<strong>Lugar:</strong> Paraninfo')

    const en = renderMail('event-subscription', 'en', { ...event, endsAt: null })
    expect(en.subject).toBe('You signed up for "Encuentro de antiguos alumnos"')
    expect(en.text).toContain('Date: Thursday, 14 May 2026 at 18:00 (Madrid time)')
    expect(en.text).toContain('attached as a calendar file (.ics)')

    const ca = renderMail('event-subscription', 'ca', {
      ...event,
      subscriptionUrl: null,
      subscriptionEmail: 'actes@alumni.example',
    })
    expect(ca.subject).toBe('T’has inscrit a «Encuentro de antiguos alumnos»')
    expect(ca.text).toContain('Correu d’inscripció: actes@alumni.example')
    expect(ca.text).toContain('escriu a la seva adreça d’inscripció')
    expect(ca.text).toMatch(/Data: dijous, 14 de maig de(l)? 2026/)
    expect(ca.html).toContain('href="mailto:actes@alumni.example"')

    expect(() =>
      renderMail('event-subscription', 'es', { ...event, subscriptionUrl: 'javascript:alert(1)' }),
    ).toThrow()
    expect(() => renderMail('event-subscription', 'es', { ...event, startsAt: 'mañana' })).toThrow()
  })
})
