import * as v from 'valibot'

// Transactional mail templates, in the three mail languages of the spec (es, en, ca). Each template
// builds a small document of plain-text blocks; one renderer turns it into the text and the HTML body, so
// every value that reaches the HTML is escaped in one place.

export const mailLocales = ['es', 'en', 'ca'] as const
export type MailLocale = (typeof mailLocales)[number]

/** How long a password-recovery link works; the accounts feature uses the same value for its tokens. */
export const PASSWORD_RECOVERY_TTL_MINUTES = 60
/** How long an e-mail change confirmation link works. */
export const EMAIL_CHANGE_TTL_HOURS = 24
/** How long the "it wasn't me" link mailed to the old address after an e-mail change works. */
export const EMAIL_REVERT_TTL_DAYS = 14

/**
 * An address as a mail may show it to someone who may no longer own the mailbox it goes to: the first
 * character of the local part, `***`, and the domain (`a***@example.org`).
 */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@')
  if (at < 1) return '***'
  return `${email.slice(0, 1)}***${email.slice(at)}`
}

/** `users.language` (or any locale tag such as `ca-ES`) to a mail language; Spanish when unknown. */
export function resolveMailLocale(value: string | null | undefined): MailLocale {
  const base = (value ?? '').trim().toLowerCase().split(/[-_]/)[0]
  return mailLocales.find((l) => l === base) ?? 'es'
}

const httpUrl = v.pipe(
  v.string(),
  v.trim(),
  v.url(),
  v.check((u) => /^https?:\/\//i.test(u), 'Mail links must be http or https URLs'),
  // Normalized, so quotes and spaces are percent-encoded in both bodies.
  v.transform((u) => new URL(u).href),
)
const personName = v.pipe(v.string(), v.trim(), v.maxLength(200))
/** The office's words to the person (a rejection's, a closing's, a removal's reason). */
const officeReason = v.pipe(v.string(), v.trim(), v.nonEmpty(), v.maxLength(2000))
const shortTitle = v.pipe(v.string(), v.trim(), v.nonEmpty(), v.maxLength(200))

/** The data each template needs; validated again when a mail is enqueued. */
export const mailTemplateSchemas = {
  /** The alumni office verified the account: the person can sign in now. */
  'account-verified': v.object({ name: personName, signInUrl: httpUrl }),
  /** A link to choose a new password: valid PASSWORD_RECOVERY_TTL_MINUTES, single use. */
  'password-recovery': v.object({ name: personName, resetUrl: httpUrl }),
  /**
   * Someone registered with an address that already has an account: its owner is told (registration
   * answers the same either way, so the answer does not reveal who has an account).
   */
  'registration-attempt': v.object({ name: personName, signInUrl: httpUrl }),
  /**
   * Someone asked to move another account to an address that already has one: its owner is told that
   * nothing changed (the request answers the same either way, so the answer does not reveal who has an
   * account). It names neither the account that asked nor its address.
   */
  'email-change-attempt': v.object({ name: personName, signInUrl: httpUrl }),
  /** Sent to the new address to confirm it: valid EMAIL_CHANGE_TTL_HOURS, single use. */
  'email-change-confirmation': v.object({
    name: personName,
    newEmail: v.pipe(v.string(), v.trim(), v.email()),
    confirmUrl: httpUrl,
  }),
  /**
   * The receipt of a registration (alumni, or a company and its recruiter): the request reached the office,
   * which checks it before the account can sign in. Not sent to accounts that are active at once (single
   * sign-on), nor to an address that already has an account (that owner gets `registration-attempt`).
   */
  'registration-received': v.object({
    name: personName,
    account: v.picklist(['alumni', 'company']),
    /** The company's name, for a company's registration. */
    companyName: v.nullable(v.pipe(v.string(), v.trim(), v.maxLength(200))),
    homeUrl: httpUrl,
  }),
  /**
   * The account's password was changed, in the settings (`change`) or with a recovery link (`reset`): what to
   * do when it was not the person (ask for a recovery link at once, and tell the office).
   */
  'password-changed': v.object({
    name: personName,
    how: v.picklist(['change', 'reset']),
    recoveryUrl: httpUrl,
  }),
  /**
   * Sent to the OLD address when an e-mail change is confirmed: the new address (masked), and a link that
   * undoes the change and locks the account when it was not the person (valid EMAIL_REVERT_TTL_DAYS, once).
   */
  'email-changed': v.object({
    name: personName,
    /** The new address, masked (`a***@example.org`): the old mailbox may no longer be the person's. */
    newEmailMasked: v.pipe(v.string(), v.trim(), v.nonEmpty(), v.maxLength(320)),
    revertUrl: httpUrl,
  }),
  /** A company marked the person's application in process (ACCEPTED) or discarded (CANCELLED). */
  'application-status-changed': v.object({
    name: personName,
    offerTitle: v.pipe(v.string(), v.trim(), v.nonEmpty(), v.maxLength(300)),
    companyName: v.pipe(v.string(), v.trim(), v.nonEmpty(), v.maxLength(300)),
    status: v.picklist(['ACCEPTED', 'CANCELLED']),
    offerUrl: httpUrl,
  }),
  /** The receipt of an application: the offer and its company, and where to follow it. */
  'application-received': v.object({
    name: personName,
    offerTitle: v.pipe(v.string(), v.trim(), v.nonEmpty(), v.maxLength(300)),
    companyName: v.pipe(v.string(), v.trim(), v.nonEmpty(), v.maxLength(300)),
    applicationsUrl: httpUrl,
  }),
  /**
   * The company closed (`closed`) or deleted (`deleted`) an offer the person applied to: it takes no more
   * applications. A closed offer stays in the person's applications; a deleted one is gone with them.
   */
  'applied-offer-ended': v.object({
    name: personName,
    offerTitle: v.pipe(v.string(), v.trim(), v.nonEmpty(), v.maxLength(300)),
    companyName: v.pipe(v.string(), v.trim(), v.nonEmpty(), v.maxLength(300)),
    how: v.picklist(['closed', 'deleted']),
    /** The applications page for a closed offer, the job bank for a deleted one. */
    url: httpUrl,
  }),
  /** Someone applied to one of the company's offers (when the company asked to be told). */
  'new-application': v.object({
    name: personName,
    offerTitle: v.pipe(v.string(), v.trim(), v.nonEmpty(), v.maxLength(300)),
    candidateName: v.pipe(v.string(), v.trim(), v.nonEmpty(), v.maxLength(300)),
    candidatesUrl: httpUrl,
  }),
  /** The alumni office approved the company's offer: it is published. */
  'offer-approved': v.object({
    name: personName,
    offerTitle: v.pipe(v.string(), v.trim(), v.nonEmpty(), v.maxLength(300)),
    offerUrl: httpUrl,
  }),
  /** The alumni office sent the company's offer back to draft, with the reason. */
  'offer-rejected': v.object({
    name: personName,
    offerTitle: v.pipe(v.string(), v.trim(), v.nonEmpty(), v.maxLength(300)),
    reason: v.pipe(v.string(), v.trim(), v.nonEmpty(), v.maxLength(2000)),
    offerUrl: httpUrl,
  }),
  // Companies and the job bank (features/companies, features/jobs/alerts.ts).
  /** The alumni office validated the company: its recruiter can sign in to the company app now. */
  'company-validated': v.object({
    name: personName,
    companyName: v.pipe(v.string(), v.trim(), v.nonEmpty(), v.maxLength(200)),
    signInUrl: httpUrl,
  }),
  /**
   * The daily job alert: new published offers that match the person's studies, area or specialty, each
   * with its page, and the one-click unsubscribe link (also the List-Unsubscribe header).
   */
  'job-alert': v.object({
    name: personName,
    offers: v.pipe(
      v.array(
        v.object({
          title: v.pipe(v.string(), v.trim(), v.nonEmpty(), v.maxLength(300)),
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
  // News and events (features/articles).
  /**
   * A Premium member signed up to an event: its date, place and page, how to finish the sign-up with the
   * organisers (their link or address), and the event's `.ics` attached (features/articles/service.ts).
   */
  'event-subscription': v.object({
    name: personName,
    eventTitle: v.pipe(v.string(), v.trim(), v.nonEmpty(), v.maxLength(300)),
    eventUrl: httpUrl,
    startsAt: v.pipe(v.string(), v.isoTimestamp()),
    endsAt: v.nullable(v.pipe(v.string(), v.isoTimestamp())),
    place: v.pipe(v.string(), v.trim(), v.maxLength(300)),
    subscriptionUrl: v.nullable(httpUrl),
    subscriptionEmail: v.nullable(v.pipe(v.string(), v.trim(), v.email(), v.maxLength(320))),
  }),
  // Workgroups (features/workgroups).
  /** Someone asked to join a private group: sent to each of its administrators. */
  'group-membership-request': v.object({
    name: personName,
    groupName: v.pipe(v.string(), v.trim(), v.nonEmpty(), v.maxLength(300)),
    requesterName: v.pipe(v.string(), v.trim(), v.nonEmpty(), v.maxLength(300)),
    membersUrl: httpUrl,
  }),
  /** An administrator accepted the person's request to join a private group. */
  'group-membership-accepted': v.object({
    name: personName,
    groupName: v.pipe(v.string(), v.trim(), v.nonEmpty(), v.maxLength(300)),
    groupUrl: httpUrl,
  }),
  /** The alumni office published the group: its creator administers it. */
  'group-approved': v.object({
    name: personName,
    groupName: v.pipe(v.string(), v.trim(), v.nonEmpty(), v.maxLength(300)),
    groupUrl: httpUrl,
  }),
  /** The alumni office sent the group back to draft, with the reason. */
  'group-rejected': v.object({
    name: personName,
    groupName: v.pipe(v.string(), v.trim(), v.nonEmpty(), v.maxLength(300)),
    reason: v.pipe(v.string(), v.trim(), v.nonEmpty(), v.maxLength(2000)),
    editUrl: httpUrl,
  }),
  // The alumni office's decisions (lib/office-decisions.ts, docs/admin.md).
  /** The office turned the registration down, with the reason: the account cannot sign in. */
  'account-rejected': v.object({ name: personName, reason: officeReason, homeUrl: httpUrl }),
  /** The office turned the company's registration down, with the reason. */
  'company-rejected': v.object({
    name: personName,
    companyName: shortTitle,
    reason: officeReason,
    homeUrl: httpUrl,
  }),
  /** The office disabled the company, with the reason: its users are signed out and cannot sign in. */
  'company-disabled': v.object({
    name: personName,
    companyName: shortTitle,
    reason: officeReason,
    homeUrl: httpUrl,
  }),
  /** The office closed the company's published offer on its behalf, with the reason. */
  'offer-closed-by-office': v.object({
    name: personName,
    offerTitle: v.pipe(v.string(), v.trim(), v.nonEmpty(), v.maxLength(300)),
    reason: officeReason,
    offerUrl: httpUrl,
  }),
  /** The office took the group down, with the reason (its creator is told). */
  'group-disabled': v.object({
    name: personName,
    groupName: v.pipe(v.string(), v.trim(), v.nonEmpty(), v.maxLength(300)),
    reason: officeReason,
    groupUrl: httpUrl,
  }),
  /** The office removed a comment or a file the person posted in a group (moderation), with the reason. */
  'group-content-removed': v.object({
    name: personName,
    groupName: v.pipe(v.string(), v.trim(), v.nonEmpty(), v.maxLength(300)),
    kind: v.picklist(['comment', 'file']),
    /** The start of the comment, or the file's name. */
    excerpt: v.pipe(v.string(), v.trim(), v.maxLength(300)),
    reason: officeReason,
    groupUrl: httpUrl,
  }),
  // Premium membership (features/membership).
  /**
   * The upgrade by direct debit, or a new IBAN: the SEPA Core mandate (creditor, reference, the refund
   * right) and the pre-notification of the next charge (amount and date).
   */
  'membership-mandate': v.object({
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
  }),
  /** The renewal charge is made: its pre-notification (amount, date), a few days before the end date. */
  'membership-renewal': v.object({
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
  /** Premium ended (its end date passed unrenewed, or the bank returned the charge): back to the free tier. */
  'membership-lapsed': v.object({
    name: personName,
    reason: v.picklist(['expired', 'returned']),
    settingsUrl: httpUrl,
  }),
  /**
   * The alumni office disabled the account: it cannot sign in, and every session ended. The office's reason
   * stays in its audit log; the mail says what to do (contact the office), linking to the portal's home.
   */
  'account-disabled': v.object({ name: personName, homeUrl: httpUrl }),
  /** The alumni office enabled a disabled account again: the person can sign in. */
  'account-enabled': v.object({ name: personName, signInUrl: httpUrl }),
} as const

export type MailTemplateName = keyof typeof mailTemplateSchemas
export const mailTemplateNames = Object.keys(mailTemplateSchemas) as MailTemplateName[]
export type MailTemplateData<T extends MailTemplateName> = v.InferInput<(typeof mailTemplateSchemas)[T]>

export type RenderedMail = {
  template: MailTemplateName
  locale: MailLocale
  subject: string
  text: string
  html: string
  /** The validated (trimmed) data the mail was rendered from. */
  data: Record<string, unknown>
}

/**
 * What a template says, as plain text; the renderer adds the greeting, the link fallback and the footer.
 * `items`: a list of linked entries (the offers of a job alert), after the paragraphs. `unsubscribe`: the
 * line of the footer that stops this kind of mail.
 */
type MailDocument = {
  subject: string
  heading: string
  paragraphs: string[]
  /** Labelled facts after the paragraphs (an event's date and place), a link when `url` is given. */
  details?: { label: string; value: string; url?: string }[]
  items?: { title: string; lines: string[]; url: string }[]
  action: { label: string; url: string }
  notes: string[]
  unsubscribe?: { text: string; label: string; url: string }
}

type Template = {
  build: (
    locale: MailLocale,
    input: unknown,
  ) => { doc: MailDocument; name: string; data: Record<string, unknown> }
  /** Extra headers of the mail, from its stored data (List-Unsubscribe). */
  headers?: (input: unknown) => Record<string, string>
}

function defineTemplate<S extends v.GenericSchema<unknown, { name: string }>>(
  schema: S,
  byLocale: Record<MailLocale, (data: v.InferOutput<S>) => MailDocument>,
  options: { headers?: (data: v.InferOutput<S>) => Record<string, string> } = {},
): Template {
  const { headers } = options
  return {
    build: (locale, input) => {
      const data = v.parse(schema, input)
      return { doc: byLocale[locale](data), name: data.name, data: { ...data } }
    },
    ...(headers ? { headers: (input: unknown) => headers(v.parse(schema, input)) } : {}),
  }
}

const templates: Record<MailTemplateName, Template> = {
  'account-verified': defineTemplate(mailTemplateSchemas['account-verified'], {
    es: (d) => ({
      subject: 'Tu cuenta ya está verificada',
      heading: 'Tu cuenta ya está verificada',
      paragraphs: [
        'La oficina de antiguos alumnos ha verificado tu cuenta del portal. Ya puedes iniciar sesión y usar todos los servicios de tu cuenta.',
      ],
      action: { label: 'Iniciar sesión', url: d.signInUrl },
      notes: ['Si no reconoces este registro, ponte en contacto con la oficina de antiguos alumnos.'],
    }),
    en: (d) => ({
      subject: 'Your account has been verified',
      heading: 'Your account has been verified',
      paragraphs: [
        'The alumni office has verified your alumni portal account. You can now sign in and use all the services of your account.',
      ],
      action: { label: 'Sign in', url: d.signInUrl },
      notes: ['If you did not register, please contact the alumni office.'],
    }),
    ca: (d) => ({
      subject: 'El teu compte ja està verificat',
      heading: 'El teu compte ja està verificat',
      paragraphs: [
        "L'oficina d'antics alumnes ha verificat el teu compte del portal. Ja pots iniciar la sessió i fer servir tots els serveis del teu compte.",
      ],
      action: { label: 'Inicia la sessió', url: d.signInUrl },
      notes: ["Si no reconeixes aquest registre, posa't en contacte amb l'oficina d'antics alumnes."],
    }),
  }),
  'password-recovery': defineTemplate(mailTemplateSchemas['password-recovery'], {
    es: (d) => ({
      subject: 'Restablece tu contraseña',
      heading: 'Restablece tu contraseña',
      paragraphs: [
        'Hemos recibido una solicitud para restablecer la contraseña de tu cuenta del portal de antiguos alumnos. Usa este enlace para elegir una contraseña nueva.',
      ],
      action: { label: 'Elegir una contraseña nueva', url: d.resetUrl },
      notes: [
        'El enlace es válido durante una hora y solo se puede usar una vez.',
        'Si no lo has pedido tú, ignora este correo: tu contraseña no cambiará.',
      ],
    }),
    en: (d) => ({
      subject: 'Reset your password',
      heading: 'Reset your password',
      paragraphs: [
        'We received a request to reset the password of your alumni portal account. Use this link to choose a new password.',
      ],
      action: { label: 'Choose a new password', url: d.resetUrl },
      notes: [
        'The link is valid for one hour and can be used only once.',
        'If you did not ask for this, ignore this e-mail: your password will not change.',
      ],
    }),
    ca: (d) => ({
      subject: 'Restableix la contrasenya',
      heading: 'Restableix la contrasenya',
      paragraphs: [
        "Hem rebut una sol·licitud per restablir la contrasenya del teu compte del portal d'antics alumnes. Fes servir aquest enllaç per triar una contrasenya nova.",
      ],
      action: { label: 'Tria una contrasenya nova', url: d.resetUrl },
      notes: [
        "L'enllaç és vàlid durant una hora i només es pot fer servir una vegada.",
        'Si no ho has demanat tu, ignora aquest correu: la teva contrasenya no canviarà.',
      ],
    }),
  }),
  'registration-attempt': defineTemplate(mailTemplateSchemas['registration-attempt'], {
    es: (d) => ({
      subject: 'Ya tienes una cuenta en el portal',
      heading: 'Ya tienes una cuenta con esta dirección',
      paragraphs: [
        'Alguien ha intentado crear una cuenta nueva en el portal de antiguos alumnos con esta dirección de correo. Como ya tienes una, no se ha creado otra: puedes iniciar sesión con la que tienes.',
      ],
      action: { label: 'Iniciar sesión', url: d.signInUrl },
      notes: [
        'Si no recuerdas la contraseña, en la página de inicio de sesión puedes pedir un enlace para elegir una nueva.',
        'Si no has sido tú, ignora este correo: tu cuenta no ha cambiado.',
      ],
    }),
    en: (d) => ({
      subject: 'You already have an account on the portal',
      heading: 'You already have an account with this address',
      paragraphs: [
        'Someone tried to create a new account on the alumni portal with this e-mail address. As you already have one, no other account was created: you can sign in with the one you have.',
      ],
      action: { label: 'Sign in', url: d.signInUrl },
      notes: [
        'If you do not remember the password, you can ask for a link to choose a new one on the sign-in page.',
        'If this was not you, ignore this e-mail: your account has not changed.',
      ],
    }),
    ca: (d) => ({
      subject: 'Ja tens un compte al portal',
      heading: 'Ja tens un compte amb aquesta adreça',
      paragraphs: [
        "Algú ha intentat crear un compte nou al portal d'antics alumnes amb aquesta adreça electrònica. Com que ja en tens un, no se n'ha creat cap altre: pots iniciar la sessió amb el que tens.",
      ],
      action: { label: 'Inicia la sessió', url: d.signInUrl },
      notes: [
        "Si no recordes la contrasenya, a la pàgina d'inici de sessió pots demanar un enllaç per triar-ne una de nova.",
        'Si no has estat tu, ignora aquest correu: el teu compte no ha canviat.',
      ],
    }),
  }),
  'email-change-attempt': defineTemplate(mailTemplateSchemas['email-change-attempt'], {
    es: (d) => ({
      subject: 'Alguien ha pedido usar tu dirección de correo en otra cuenta',
      heading: 'Tu dirección sigue siendo la de tu cuenta',
      paragraphs: [
        'Alguien ha pedido que otra cuenta del portal de antiguos alumnos pase a usar esta dirección de correo. Como ya es la dirección de tu cuenta, no ha cambiado nada: tu cuenta la conserva, la otra cuenta no puede usarla y no se ha enviado ningún enlace para confirmarlo.',
      ],
      action: { label: 'Iniciar sesión', url: d.signInUrl },
      notes: [
        'Si no esperabas este aviso, no tienes que hacer nada: nadie puede pasar tu dirección a otra cuenta. Puede ser alguien que se ha equivocado al escribir su dirección nueva.',
        'Si lo recibes a menudo, avisa a la oficina de antiguos alumnos.',
      ],
    }),
    en: (d) => ({
      subject: 'Someone asked to use your e-mail address for another account',
      heading: 'Your address stays with your account',
      paragraphs: [
        'Someone asked for another account on the alumni portal to use this e-mail address. As it already is the address of your account, it was not done. Nothing has changed: your account keeps the address, the other account cannot use it, and no link to confirm it was sent.',
      ],
      action: { label: 'Sign in', url: d.signInUrl },
      notes: [
        'If you did not expect this notice, you need not do anything: nobody can move your address to another account. It may be someone who mistyped their new address.',
        'If you receive it often, please tell the alumni office.',
      ],
    }),
    ca: (d) => ({
      subject: 'Algú ha demanat fer servir la teva adreça electrònica en un altre compte',
      heading: 'La teva adreça continua sent la del teu compte',
      paragraphs: [
        "Algú ha demanat que un altre compte del portal d'antics alumnes passi a fer servir aquesta adreça electrònica. Com que ja és l'adreça del teu compte, no ha canviat res: el teu compte la conserva, l'altre compte no la pot fer servir i no s'ha enviat cap enllaç per confirmar-ho.",
      ],
      action: { label: 'Inicia la sessió', url: d.signInUrl },
      notes: [
        "Si no esperaves aquest avís, no has de fer res: ningú no pot passar la teva adreça a un altre compte. Pot ser algú que s'ha equivocat en escriure la seva adreça nova.",
        "Si el reps sovint, avisa l'oficina d'antics alumnes.",
      ],
    }),
  }),
  'email-change-confirmation': defineTemplate(mailTemplateSchemas['email-change-confirmation'], {
    es: (d) => ({
      subject: 'Confirma tu nueva dirección de correo',
      heading: 'Confirma tu nueva dirección de correo',
      paragraphs: [
        `Has pedido cambiar la dirección de correo de tu cuenta del portal de antiguos alumnos a ${d.newEmail}. Confírmala con este enlace; hasta entonces seguirás usando la dirección anterior.`,
      ],
      action: { label: 'Confirmar la dirección', url: d.confirmUrl },
      notes: [
        `El enlace es válido durante ${EMAIL_CHANGE_TTL_HOURS} horas y solo se puede usar una vez.`,
        'Si no lo has pedido tú, ignora este correo: la dirección de tu cuenta no cambiará.',
      ],
    }),
    en: (d) => ({
      subject: 'Confirm your new e-mail address',
      heading: 'Confirm your new e-mail address',
      paragraphs: [
        `You asked to change the e-mail address of your alumni portal account to ${d.newEmail}. Confirm it with this link; until then your current address stays in use.`,
      ],
      action: { label: 'Confirm the address', url: d.confirmUrl },
      notes: [
        `The link is valid for ${EMAIL_CHANGE_TTL_HOURS} hours and can be used only once.`,
        "If you did not ask for this, ignore this e-mail: your account's address will not change.",
      ],
    }),
    ca: (d) => ({
      subject: 'Confirma la teva nova adreça electrònica',
      heading: 'Confirma la teva nova adreça electrònica',
      paragraphs: [
        `Has demanat canviar l'adreça electrònica del teu compte del portal d'antics alumnes a ${d.newEmail}. Confirma-la amb aquest enllaç; fins aleshores continuaràs fent servir l'adreça anterior.`,
      ],
      action: { label: "Confirma l'adreça", url: d.confirmUrl },
      notes: [
        `L'enllaç és vàlid durant ${EMAIL_CHANGE_TTL_HOURS} hores i només es pot fer servir una vegada.`,
        "Si no ho has demanat tu, ignora aquest correu: l'adreça del teu compte no canviarà.",
      ],
    }),
  }),
  'registration-received': defineTemplate(mailTemplateSchemas['registration-received'], {
    es: (d) => ({
      subject: 'Hemos recibido tu solicitud de registro',
      heading: 'Hemos recibido tu solicitud',
      paragraphs:
        d.account === 'company'
          ? [
              `Gracias por registrar ${d.companyName ?? 'tu empresa'} en la bolsa de empleo del portal de antiguos alumnos. Hemos recibido tu solicitud; la oficina de antiguos alumnos la revisará y validará la empresa.`,
              'Cuando la empresa esté validada te enviaremos otro correo y podrás iniciar sesión para publicar ofertas.',
            ]
          : [
              'Gracias por registrarte en el portal de antiguos alumnos. Hemos recibido tu solicitud; la oficina de antiguos alumnos la revisará y comprobará tus datos.',
              'Cuando tu cuenta esté verificada te enviaremos otro correo y podrás iniciar sesión.',
            ],
      action: { label: 'Ir al portal', url: d.homeUrl },
      notes: [
        'Si no te has registrado tú, ignora este correo o avisa a la oficina de antiguos alumnos: la cuenta no se activará sin su revisión.',
      ],
    }),
    en: (d) => ({
      subject: 'We have received your registration request',
      heading: 'We have received your request',
      paragraphs:
        d.account === 'company'
          ? [
              `Thank you for registering ${d.companyName ?? 'your company'} with the job bank of the alumni portal. We have received your request; the alumni office will check it and validate the company.`,
              'Once the company is validated we will send you another e-mail, and you will be able to sign in and publish offers.',
            ]
          : [
              'Thank you for registering on the alumni portal. We have received your request; the alumni office will check it and your details.',
              'Once your account is verified we will send you another e-mail, and you will be able to sign in.',
            ],
      action: { label: 'Go to the portal', url: d.homeUrl },
      notes: [
        'If you did not register, ignore this e-mail or tell the alumni office: the account will not be activated without its check.',
      ],
    }),
    ca: (d) => ({
      subject: 'Hem rebut la teva sol·licitud de registre',
      heading: 'Hem rebut la teva sol·licitud',
      paragraphs:
        d.account === 'company'
          ? [
              `Gràcies per registrar ${d.companyName ?? 'la teva empresa'} a la borsa de treball del portal d'antics alumnes. Hem rebut la teva sol·licitud; l'oficina d'antics alumnes la revisarà i validarà l'empresa.`,
              "Quan l'empresa estigui validada t'enviarem un altre correu i podràs iniciar la sessió per publicar ofertes.",
            ]
          : [
              "Gràcies per registrar-te al portal d'antics alumnes. Hem rebut la teva sol·licitud; l'oficina d'antics alumnes la revisarà i comprovarà les teves dades.",
              "Quan el teu compte estigui verificat t'enviarem un altre correu i podràs iniciar la sessió.",
            ],
      action: { label: 'Vés al portal', url: d.homeUrl },
      notes: [
        "Si no t'has registrat tu, ignora aquest correu o avisa l'oficina d'antics alumnes: el compte no s'activarà sense la seva revisió.",
      ],
    }),
  }),
  'password-changed': defineTemplate(mailTemplateSchemas['password-changed'], {
    es: (d) => ({
      subject: 'Tu contraseña ha cambiado',
      heading: 'Tu contraseña ha cambiado',
      paragraphs: [
        d.how === 'reset'
          ? 'La contraseña de tu cuenta del portal de antiguos alumnos se ha cambiado con un enlace de recuperación. Se han cerrado todas las sesiones abiertas.'
          : 'La contraseña de tu cuenta del portal de antiguos alumnos se ha cambiado desde los ajustes de la cuenta. Se han cerrado las demás sesiones abiertas.',
        'Si has sido tú, no tienes que hacer nada.',
      ],
      action: { label: 'Recuperar la contraseña', url: d.recoveryUrl },
      notes: [
        'Si no has sido tú, pide ahora un enlace para elegir una contraseña nueva con el botón de arriba y avisa a la oficina de antiguos alumnos: alguien podría conocer tu contraseña.',
      ],
    }),
    en: (d) => ({
      subject: 'Your password has been changed',
      heading: 'Your password has been changed',
      paragraphs: [
        d.how === 'reset'
          ? 'The password of your alumni portal account was changed with a recovery link. All open sessions were signed out.'
          : 'The password of your alumni portal account was changed in the account settings. Your other open sessions were signed out.',
        'If it was you, you need not do anything.',
      ],
      action: { label: 'Recover the password', url: d.recoveryUrl },
      notes: [
        'If it was not you, ask for a link to choose a new password right away with the button above, and tell the alumni office: someone may know your password.',
      ],
    }),
    ca: (d) => ({
      subject: 'La teva contrasenya ha canviat',
      heading: 'La teva contrasenya ha canviat',
      paragraphs: [
        d.how === 'reset'
          ? "La contrasenya del teu compte del portal d'antics alumnes s'ha canviat amb un enllaç de recuperació. S'han tancat totes les sessions obertes."
          : "La contrasenya del teu compte del portal d'antics alumnes s'ha canviat des de la configuració del compte. S'han tancat les altres sessions obertes.",
        'Si has estat tu, no has de fer res.',
      ],
      action: { label: 'Recupera la contrasenya', url: d.recoveryUrl },
      notes: [
        "Si no has estat tu, demana ara un enllaç per triar una contrasenya nova amb el botó de dalt i avisa l'oficina d'antics alumnes: algú podria conèixer la teva contrasenya.",
      ],
    }),
  }),
  'email-changed': defineTemplate(mailTemplateSchemas['email-changed'], {
    es: (d) => ({
      subject: 'La dirección de correo de tu cuenta ha cambiado',
      heading: 'Tu cuenta usa ahora otra dirección de correo',
      paragraphs: [
        `La dirección de correo de tu cuenta del portal de antiguos alumnos ha cambiado a ${d.newEmailMasked}. A partir de ahora los correos del portal irán a esa dirección, y esta ya no sirve para iniciar sesión.`,
        'Si has sido tú, no tienes que hacer nada.',
      ],
      action: { label: 'No he sido yo', url: d.revertUrl },
      notes: [
        'Si no has sido tú, usa el botón de arriba: la dirección de tu cuenta volverá a ser esta, se cerrarán todas sus sesiones y la cuenta quedará bloqueada hasta que hables con la oficina de antiguos alumnos, que te ayudará a recuperarla.',
        `El enlace es válido durante ${EMAIL_REVERT_TTL_DAYS} días y solo se puede usar una vez.`,
      ],
    }),
    en: (d) => ({
      subject: 'The e-mail address of your account has changed',
      heading: 'Your account now uses another e-mail address',
      paragraphs: [
        `The e-mail address of your alumni portal account was changed to ${d.newEmailMasked}. From now on the portal's e-mails go to that address, and this one no longer signs in.`,
        'If it was you, you need not do anything.',
      ],
      action: { label: 'It was not me', url: d.revertUrl },
      notes: [
        "If it was not you, use the button above: your account's address goes back to this one, all its sessions are ended and the account is locked until you talk to the alumni office, who will help you get it back.",
        `The link is valid for ${EMAIL_REVERT_TTL_DAYS} days and can be used only once.`,
      ],
    }),
    ca: (d) => ({
      subject: "L'adreça electrònica del teu compte ha canviat",
      heading: 'El teu compte fa servir ara una altra adreça electrònica',
      paragraphs: [
        `L'adreça electrònica del teu compte del portal d'antics alumnes ha canviat a ${d.newEmailMasked}. A partir d'ara els correus del portal aniran a aquella adreça, i aquesta ja no serveix per iniciar la sessió.`,
        'Si has estat tu, no has de fer res.',
      ],
      action: { label: 'No he estat jo', url: d.revertUrl },
      notes: [
        "Si no has estat tu, fes servir el botó de dalt: l'adreça del teu compte tornarà a ser aquesta, es tancaran totes les seves sessions i el compte quedarà bloquejat fins que parlis amb l'oficina d'antics alumnes, que t'ajudarà a recuperar-lo.",
        `L'enllaç és vàlid durant ${EMAIL_REVERT_TTL_DAYS} dies i només es pot fer servir una vegada.`,
      ],
    }),
  }),
  'application-status-changed': defineTemplate(mailTemplateSchemas['application-status-changed'], {
    es: (d) =>
      d.status === 'ACCEPTED'
        ? {
            subject: `Tu candidatura a «${d.offerTitle}» está en proceso`,
            heading: 'Tu candidatura está en proceso',
            paragraphs: [
              `${d.companyName} ha pasado tu candidatura a la oferta «${d.offerTitle}» a en proceso: la empresa está valorando tu perfil y puede ponerse en contacto contigo.`,
            ],
            action: { label: 'Ver la oferta', url: d.offerUrl },
            notes: ['Puedes ver el estado de todas tus candidaturas en tus ofertas inscritas.'],
          }
        : {
            subject: `Tu candidatura a «${d.offerTitle}» ha sido descartada`,
            heading: 'Tu candidatura ha sido descartada',
            paragraphs: [
              `${d.companyName} ha descartado tu candidatura a la oferta «${d.offerTitle}». Gracias por tu interés: sigue consultando la bolsa de empleo, seguro que encuentras otras ofertas para ti.`,
            ],
            action: { label: 'Ver la oferta', url: d.offerUrl },
            notes: ['Puedes ver el estado de todas tus candidaturas en tus ofertas inscritas.'],
          },
    en: (d) =>
      d.status === 'ACCEPTED'
        ? {
            subject: `Your application to "${d.offerTitle}" is in process`,
            heading: 'Your application is in process',
            paragraphs: [
              `${d.companyName} has moved your application to the offer "${d.offerTitle}" to in process: the company is considering your profile and may contact you.`,
            ],
            action: { label: 'See the offer', url: d.offerUrl },
            notes: ['You can see the status of all your applications in your subscribed offers.'],
          }
        : {
            subject: `Your application to "${d.offerTitle}" has been discarded`,
            heading: 'Your application has been discarded',
            paragraphs: [
              `${d.companyName} has discarded your application to the offer "${d.offerTitle}". Thank you for your interest: keep an eye on the job bank, there will be other offers for you.`,
            ],
            action: { label: 'See the offer', url: d.offerUrl },
            notes: ['You can see the status of all your applications in your subscribed offers.'],
          },
    ca: (d) =>
      d.status === 'ACCEPTED'
        ? {
            subject: `La teva candidatura a «${d.offerTitle}» està en procés`,
            heading: 'La teva candidatura està en procés',
            paragraphs: [
              `${d.companyName} ha passat la teva candidatura a l'oferta «${d.offerTitle}» a en procés: l'empresa està valorant el teu perfil i pot posar-se en contacte amb tu.`,
            ],
            action: { label: "Mira l'oferta", url: d.offerUrl },
            notes: ["Pots veure l'estat de totes les teves candidatures a les teves ofertes inscrites."],
          }
        : {
            subject: `La teva candidatura a «${d.offerTitle}» s'ha descartat`,
            heading: "La teva candidatura s'ha descartat",
            paragraphs: [
              `${d.companyName} ha descartat la teva candidatura a l'oferta «${d.offerTitle}». Gràcies pel teu interès: continua consultant la borsa de treball, segur que hi trobes altres ofertes per a tu.`,
            ],
            action: { label: "Mira l'oferta", url: d.offerUrl },
            notes: ["Pots veure l'estat de totes les teves candidatures a les teves ofertes inscrites."],
          },
  }),
  'application-received': defineTemplate(mailTemplateSchemas['application-received'], {
    es: (d) => ({
      subject: `Hemos recibido tu candidatura a «${d.offerTitle}»`,
      heading: 'Hemos recibido tu candidatura',
      paragraphs: [
        `Te has inscrito en la oferta «${d.offerTitle}» de ${d.companyName}. La empresa ya puede ver tu candidatura y tu currículum.`,
        'Te escribiremos cuando la empresa la pase a en proceso o la descarte.',
      ],
      action: { label: 'Ver mis candidaturas', url: d.applicationsUrl },
      notes: [
        'Mientras la empresa no la haya revisado, puedes retirar tu candidatura desde tus ofertas inscritas.',
      ],
    }),
    en: (d) => ({
      subject: `We have received your application to "${d.offerTitle}"`,
      heading: 'We have received your application',
      paragraphs: [
        `You applied to the offer "${d.offerTitle}" of ${d.companyName}. The company can now see your application and your CV.`,
        'We will write to you when the company moves it to in process or discards it.',
      ],
      action: { label: 'See my applications', url: d.applicationsUrl },
      notes: [
        'While the company has not reviewed it, you can withdraw your application from your subscribed offers.',
      ],
    }),
    ca: (d) => ({
      subject: `Hem rebut la teva candidatura a «${d.offerTitle}»`,
      heading: 'Hem rebut la teva candidatura',
      paragraphs: [
        `T'has inscrit a l'oferta «${d.offerTitle}» de ${d.companyName}. L'empresa ja pot veure la teva candidatura i el teu currículum.`,
        "T'escriurem quan l'empresa la passi a en procés o la descarti.",
      ],
      action: { label: 'Mira les meves candidatures', url: d.applicationsUrl },
      notes: [
        "Mentre l'empresa no l'hagi revisada, pots retirar la teva candidatura des de les teves ofertes inscrites.",
      ],
    }),
  }),
  'applied-offer-ended': defineTemplate(mailTemplateSchemas['applied-offer-ended'], {
    es: (d) =>
      d.how === 'closed'
        ? {
            subject: `La oferta «${d.offerTitle}» se ha cerrado`,
            heading: 'La oferta se ha cerrado',
            paragraphs: [
              `${d.companyName} ha cerrado la oferta «${d.offerTitle}», en la que te inscribiste: ya no admite candidaturas.`,
              'Tu candidatura sigue en tus ofertas inscritas, donde verás la oferta como cerrada.',
            ],
            action: { label: 'Ver mis candidaturas', url: d.url },
            notes: ['Sigue consultando la bolsa de empleo: se publican ofertas nuevas a menudo.'],
          }
        : {
            subject: `La oferta «${d.offerTitle}» se ha retirado`,
            heading: 'La oferta se ha retirado',
            paragraphs: [
              `${d.companyName} ha retirado la oferta «${d.offerTitle}», en la que te inscribiste: ya no está publicada y tu candidatura se ha eliminado con ella.`,
            ],
            action: { label: 'Ver otras ofertas', url: d.url },
            notes: ['Sigue consultando la bolsa de empleo: se publican ofertas nuevas a menudo.'],
          },
    en: (d) =>
      d.how === 'closed'
        ? {
            subject: `The offer "${d.offerTitle}" has been closed`,
            heading: 'The offer has been closed',
            paragraphs: [
              `${d.companyName} has closed the offer "${d.offerTitle}" you applied to: it takes no more applications.`,
              'Your application stays in your subscribed offers, where you will see the offer as closed.',
            ],
            action: { label: 'See my applications', url: d.url },
            notes: ['Keep an eye on the job bank: new offers are published often.'],
          }
        : {
            subject: `The offer "${d.offerTitle}" has been removed`,
            heading: 'The offer has been removed',
            paragraphs: [
              `${d.companyName} has removed the offer "${d.offerTitle}" you applied to: it is no longer published, and your application was deleted with it.`,
            ],
            action: { label: 'See other offers', url: d.url },
            notes: ['Keep an eye on the job bank: new offers are published often.'],
          },
    ca: (d) =>
      d.how === 'closed'
        ? {
            subject: `L'oferta «${d.offerTitle}» s'ha tancat`,
            heading: "L'oferta s'ha tancat",
            paragraphs: [
              `${d.companyName} ha tancat l'oferta «${d.offerTitle}», a la qual et vas inscriure: ja no admet candidatures.`,
              "La teva candidatura continua a les teves ofertes inscrites, on veuràs l'oferta com a tancada.",
            ],
            action: { label: 'Mira les meves candidatures', url: d.url },
            notes: ["Continua consultant la borsa de treball: s'hi publiquen ofertes noves sovint."],
          }
        : {
            subject: `L'oferta «${d.offerTitle}» s'ha retirat`,
            heading: "L'oferta s'ha retirat",
            paragraphs: [
              `${d.companyName} ha retirat l'oferta «${d.offerTitle}», a la qual et vas inscriure: ja no està publicada i la teva candidatura s'ha eliminat amb ella.`,
            ],
            action: { label: 'Mira altres ofertes', url: d.url },
            notes: ["Continua consultant la borsa de treball: s'hi publiquen ofertes noves sovint."],
          },
  }),
  'new-application': defineTemplate(mailTemplateSchemas['new-application'], {
    es: (d) => ({
      subject: `Nueva candidatura a «${d.offerTitle}»`,
      heading: 'Tienes una nueva candidatura',
      paragraphs: [`${d.candidateName} se ha inscrito en tu oferta «${d.offerTitle}».`],
      action: { label: 'Ver los candidatos', url: d.candidatesUrl },
      notes: ['Puedes dejar de recibir estos avisos en la configuración de tu cuenta de empresa.'],
    }),
    en: (d) => ({
      subject: `New application to "${d.offerTitle}"`,
      heading: 'You have a new application',
      paragraphs: [`${d.candidateName} has applied to your offer "${d.offerTitle}".`],
      action: { label: 'See the candidates', url: d.candidatesUrl },
      notes: ['You can stop these notices in the settings of your company account.'],
    }),
    ca: (d) => ({
      subject: `Nova candidatura a «${d.offerTitle}»`,
      heading: 'Tens una nova candidatura',
      paragraphs: [`${d.candidateName} s'ha inscrit a la teva oferta «${d.offerTitle}».`],
      action: { label: 'Mira els candidats', url: d.candidatesUrl },
      notes: ["Pots deixar de rebre aquests avisos a la configuració del teu compte d'empresa."],
    }),
  }),
  'offer-approved': defineTemplate(mailTemplateSchemas['offer-approved'], {
    es: (d) => ({
      subject: `Tu oferta «${d.offerTitle}» ya está publicada`,
      heading: 'Tu oferta ya está publicada',
      paragraphs: [
        `La oficina de antiguos alumnos ha aprobado tu oferta «${d.offerTitle}». Ya aparece en la bolsa de empleo y los antiguos alumnos pueden inscribirse.`,
      ],
      action: { label: 'Ver la oferta', url: d.offerUrl },
      notes: [
        'Te avisaremos por correo de cada nueva candidatura si lo tienes activado en la configuración.',
      ],
    }),
    en: (d) => ({
      subject: `Your offer "${d.offerTitle}" is published`,
      heading: 'Your offer is published',
      paragraphs: [
        `The alumni office has approved your offer "${d.offerTitle}". It is now in the job bank and alumni can apply to it.`,
      ],
      action: { label: 'See the offer', url: d.offerUrl },
      notes: ['We will e-mail you about each new application if this is turned on in your settings.'],
    }),
    ca: (d) => ({
      subject: `La teva oferta «${d.offerTitle}» ja està publicada`,
      heading: 'La teva oferta ja està publicada',
      paragraphs: [
        `L'oficina d'antics alumnes ha aprovat la teva oferta «${d.offerTitle}». Ja apareix a la borsa de treball i els antics alumnes s'hi poden inscriure.`,
      ],
      action: { label: "Mira l'oferta", url: d.offerUrl },
      notes: ["T'avisarem per correu de cada nova candidatura si ho tens activat a la configuració."],
    }),
  }),
  'offer-rejected': defineTemplate(mailTemplateSchemas['offer-rejected'], {
    es: (d) => ({
      subject: `Tu oferta «${d.offerTitle}» necesita cambios`,
      heading: 'Tu oferta necesita cambios',
      paragraphs: [
        `La oficina de antiguos alumnos ha revisado tu oferta «${d.offerTitle}» y la ha devuelto a borrador por este motivo:`,
        d.reason,
        'Cuando la hayas corregido, vuelve a enviarla a publicar.',
      ],
      action: { label: 'Editar la oferta', url: d.offerUrl },
      notes: ['Si tienes dudas, ponte en contacto con la oficina de antiguos alumnos.'],
    }),
    en: (d) => ({
      subject: `Your offer "${d.offerTitle}" needs changes`,
      heading: 'Your offer needs changes',
      paragraphs: [
        `The alumni office has reviewed your offer "${d.offerTitle}" and sent it back to draft for this reason:`,
        d.reason,
        'Once you have corrected it, send it to be published again.',
      ],
      action: { label: 'Edit the offer', url: d.offerUrl },
      notes: ['If you have any questions, contact the alumni office.'],
    }),
    ca: (d) => ({
      subject: `La teva oferta «${d.offerTitle}» necessita canvis`,
      heading: 'La teva oferta necessita canvis',
      paragraphs: [
        `L'oficina d'antics alumnes ha revisat la teva oferta «${d.offerTitle}» i l'ha tornat a esborrany per aquest motiu:`,
        d.reason,
        "Quan l'hagis corregida, torna-la a enviar a publicar.",
      ],
      action: { label: "Edita l'oferta", url: d.offerUrl },
      notes: ["Si tens dubtes, posa't en contacte amb l'oficina d'antics alumnes."],
    }),
  }),
  'group-membership-request': defineTemplate(mailTemplateSchemas['group-membership-request'], {
    es: (d) => ({
      subject: `${d.requesterName} quiere unirse a «${d.groupName}»`,
      heading: 'Nueva solicitud para tu grupo',
      paragraphs: [
        `${d.requesterName} ha pedido unirse al grupo privado «${d.groupName}», que administras. Hasta que la aceptes, no verá sus comentarios, archivos ni miembros.`,
      ],
      action: { label: 'Revisar las solicitudes', url: d.membersUrl },
      notes: ['Puedes aceptarla o rechazarla desde la gestión de miembros del grupo.'],
    }),
    en: (d) => ({
      subject: `${d.requesterName} wants to join "${d.groupName}"`,
      heading: 'A new request for your group',
      paragraphs: [
        `${d.requesterName} has asked to join the private group "${d.groupName}", which you administer. Until you accept, they will not see its comments, files or members.`,
      ],
      action: { label: 'Review the requests', url: d.membersUrl },
      notes: ['You can accept or refuse it from the group’s members page.'],
    }),
    ca: (d) => ({
      subject: `${d.requesterName} vol unir-se a «${d.groupName}»`,
      heading: 'Una nova sol·licitud per al teu grup',
      paragraphs: [
        `${d.requesterName} ha demanat unir-se al grup privat «${d.groupName}», que administres. Fins que no l'acceptis, no en veurà els comentaris, els fitxers ni els membres.`,
      ],
      action: { label: 'Revisa les sol·licituds', url: d.membersUrl },
      notes: ['Pots acceptar-la o rebutjar-la des de la gestió de membres del grup.'],
    }),
  }),
  'group-membership-accepted': defineTemplate(mailTemplateSchemas['group-membership-accepted'], {
    es: (d) => ({
      subject: `Ya formas parte de «${d.groupName}»`,
      heading: 'Te han aceptado en el grupo',
      paragraphs: [
        `Un administrador del grupo «${d.groupName}» ha aceptado tu solicitud. Ya puedes leer y escribir comentarios, compartir archivos y ver a sus miembros.`,
      ],
      action: { label: 'Ir al grupo', url: d.groupUrl },
      notes: ['Puedes dejar el grupo cuando quieras desde su página.'],
    }),
    en: (d) => ({
      subject: `You are now a member of "${d.groupName}"`,
      heading: 'You have been accepted into the group',
      paragraphs: [
        `An administrator of the group "${d.groupName}" has accepted your request. You can now read and write comments, share files and see its members.`,
      ],
      action: { label: 'Go to the group', url: d.groupUrl },
      notes: ['You can leave the group at any time from its page.'],
    }),
    ca: (d) => ({
      subject: `Ja formes part de «${d.groupName}»`,
      heading: "T'han acceptat al grup",
      paragraphs: [
        `Un administrador del grup «${d.groupName}» ha acceptat la teva sol·licitud. Ja pots llegir i escriure comentaris, compartir fitxers i veure'n els membres.`,
      ],
      action: { label: 'Ves al grup', url: d.groupUrl },
      notes: ['Pots deixar el grup quan vulguis des de la seva pàgina.'],
    }),
  }),
  'group-approved': defineTemplate(mailTemplateSchemas['group-approved'], {
    es: (d) => ({
      subject: `Tu grupo «${d.groupName}» ya está publicado`,
      heading: 'Tu grupo ya está publicado',
      paragraphs: [
        `La oficina de antiguos alumnos ha validado tu grupo «${d.groupName}». Ya aparece en el listado de grupos y tú eres su administrador.`,
      ],
      action: { label: 'Ver el grupo', url: d.groupUrl },
      notes: [
        'Desde la gestión del grupo puedes editarlo, aceptar miembros y nombrar a otros administradores.',
      ],
    }),
    en: (d) => ({
      subject: `Your group "${d.groupName}" is published`,
      heading: 'Your group is published',
      paragraphs: [
        `The alumni office has validated your group "${d.groupName}". It is now listed with the other groups, and you are its administrator.`,
      ],
      action: { label: 'See the group', url: d.groupUrl },
      notes: [
        'From the group’s management pages you can edit it, accept members and name other administrators.',
      ],
    }),
    ca: (d) => ({
      subject: `El teu grup «${d.groupName}» ja està publicat`,
      heading: 'El teu grup ja està publicat',
      paragraphs: [
        `L'oficina d'antics alumnes ha validat el teu grup «${d.groupName}». Ja apareix al llistat de grups i tu n'ets l'administrador.`,
      ],
      action: { label: 'Mira el grup', url: d.groupUrl },
      notes: ['Des de la gestió del grup pots editar-lo, acceptar membres i nomenar altres administradors.'],
    }),
  }),
  'group-rejected': defineTemplate(mailTemplateSchemas['group-rejected'], {
    es: (d) => ({
      subject: `Tu grupo «${d.groupName}» necesita cambios`,
      heading: 'Tu grupo necesita cambios',
      paragraphs: [
        `La oficina de antiguos alumnos ha revisado tu grupo «${d.groupName}» y lo ha devuelto a borrador por este motivo:`,
        d.reason,
        'Cuando lo hayas corregido, vuelve a enviarlo a revisión.',
      ],
      action: { label: 'Editar el grupo', url: d.editUrl },
      notes: ['Si tienes dudas, ponte en contacto con la oficina de antiguos alumnos.'],
    }),
    en: (d) => ({
      subject: `Your group "${d.groupName}" needs changes`,
      heading: 'Your group needs changes',
      paragraphs: [
        `The alumni office has reviewed your group "${d.groupName}" and sent it back to draft for this reason:`,
        d.reason,
        'Once you have corrected it, submit it for review again.',
      ],
      action: { label: 'Edit the group', url: d.editUrl },
      notes: ['If you have any questions, contact the alumni office.'],
    }),
    ca: (d) => ({
      subject: `El teu grup «${d.groupName}» necessita canvis`,
      heading: 'El teu grup necessita canvis',
      paragraphs: [
        `L'oficina d'antics alumnes ha revisat el teu grup «${d.groupName}» i l'ha tornat a esborrany per aquest motiu:`,
        d.reason,
        "Quan l'hagis corregit, torna'l a enviar a revisió.",
      ],
      action: { label: 'Edita el grup', url: d.editUrl },
      notes: ["Si tens dubtes, posa't en contacte amb l'oficina d'antics alumnes."],
    }),
  }),
  'account-rejected': defineTemplate(mailTemplateSchemas['account-rejected'], {
    es: (d) => ({
      subject: 'Tu solicitud de alta no ha sido aprobada',
      heading: 'Tu solicitud de alta no ha sido aprobada',
      paragraphs: [
        'La oficina de antiguos alumnos ha revisado tu solicitud de alta en el portal y no ha podido aprobarla por este motivo:',
        d.reason,
      ],
      action: { label: 'Ir al portal', url: d.homeUrl },
      notes: ['Si crees que es un error, ponte en contacto con la oficina de antiguos alumnos.'],
    }),
    en: (d) => ({
      subject: 'Your registration has not been approved',
      heading: 'Your registration has not been approved',
      paragraphs: [
        'The alumni office has reviewed your registration on the portal and could not approve it for this reason:',
        d.reason,
      ],
      action: { label: 'Go to the portal', url: d.homeUrl },
      notes: ['If you think this is a mistake, contact the alumni office.'],
    }),
    ca: (d) => ({
      subject: "La teva sol·licitud d'alta no s'ha aprovat",
      heading: "La teva sol·licitud d'alta no s'ha aprovat",
      paragraphs: [
        "L'oficina d'antics alumnes ha revisat la teva sol·licitud d'alta al portal i no l'ha pogut aprovar per aquest motiu:",
        d.reason,
      ],
      action: { label: 'Ves al portal', url: d.homeUrl },
      notes: ["Si creus que és un error, posa't en contacte amb l'oficina d'antics alumnes."],
    }),
  }),
  'company-rejected': defineTemplate(mailTemplateSchemas['company-rejected'], {
    es: (d) => ({
      subject: `El alta de ${d.companyName} no ha sido aprobada`,
      heading: 'El alta de tu empresa no ha sido aprobada',
      paragraphs: [
        `La oficina de antiguos alumnos ha revisado el alta de ${d.companyName} en la bolsa de empleo y no ha podido aprobarla por este motivo:`,
        d.reason,
      ],
      action: { label: 'Ir al área de empresas', url: d.homeUrl },
      notes: ['Si crees que es un error, ponte en contacto con la oficina de antiguos alumnos.'],
    }),
    en: (d) => ({
      subject: `The registration of ${d.companyName} has not been approved`,
      heading: 'Your company’s registration has not been approved',
      paragraphs: [
        `The alumni office has reviewed the registration of ${d.companyName} in the job bank and could not approve it for this reason:`,
        d.reason,
      ],
      action: { label: 'Go to the company area', url: d.homeUrl },
      notes: ['If you think this is a mistake, contact the alumni office.'],
    }),
    ca: (d) => ({
      subject: `L'alta de ${d.companyName} no s'ha aprovat`,
      heading: "L'alta de la teva empresa no s'ha aprovat",
      paragraphs: [
        `L'oficina d'antics alumnes ha revisat l'alta de ${d.companyName} a la borsa de treball i no l'ha pogut aprovar per aquest motiu:`,
        d.reason,
      ],
      action: { label: "Ves a l'àrea d'empreses", url: d.homeUrl },
      notes: ["Si creus que és un error, posa't en contacte amb l'oficina d'antics alumnes."],
    }),
  }),
  'company-disabled': defineTemplate(mailTemplateSchemas['company-disabled'], {
    es: (d) => ({
      subject: `${d.companyName} ha sido desactivada en la bolsa de empleo`,
      heading: 'Tu empresa ha sido desactivada',
      paragraphs: [
        `La oficina de antiguos alumnos ha desactivado ${d.companyName} en la bolsa de empleo por este motivo:`,
        d.reason,
        'Mientras esté desactivada, sus usuarios no pueden iniciar sesión en el área de empresas.',
      ],
      action: { label: 'Ir al área de empresas', url: d.homeUrl },
      notes: ['Si tienes dudas, ponte en contacto con la oficina de antiguos alumnos.'],
    }),
    en: (d) => ({
      subject: `${d.companyName} has been disabled in the job bank`,
      heading: 'Your company has been disabled',
      paragraphs: [
        `The alumni office has disabled ${d.companyName} in the job bank for this reason:`,
        d.reason,
        'While it is disabled, its users cannot sign in to the company area.',
      ],
      action: { label: 'Go to the company area', url: d.homeUrl },
      notes: ['If you have any questions, contact the alumni office.'],
    }),
    ca: (d) => ({
      subject: `${d.companyName} s'ha desactivat a la borsa de treball`,
      heading: "La teva empresa s'ha desactivat",
      paragraphs: [
        `L'oficina d'antics alumnes ha desactivat ${d.companyName} a la borsa de treball per aquest motiu:`,
        d.reason,
        "Mentre estigui desactivada, els seus usuaris no poden iniciar la sessió a l'àrea d'empreses.",
      ],
      action: { label: "Ves a l'àrea d'empreses", url: d.homeUrl },
      notes: ["Si tens dubtes, posa't en contacte amb l'oficina d'antics alumnes."],
    }),
  }),
  'offer-closed-by-office': defineTemplate(mailTemplateSchemas['offer-closed-by-office'], {
    es: (d) => ({
      subject: `Tu oferta «${d.offerTitle}» ha sido cerrada`,
      heading: 'La oficina ha cerrado tu oferta',
      paragraphs: [
        `La oficina de antiguos alumnos ha cerrado tu oferta «${d.offerTitle}» por este motivo:`,
        d.reason,
        'Ya no aparece en la bolsa de empleo y no admite nuevas candidaturas.',
      ],
      action: { label: 'Ver la oferta', url: d.offerUrl },
      notes: ['Si tienes dudas, ponte en contacto con la oficina de antiguos alumnos.'],
    }),
    en: (d) => ({
      subject: `Your offer "${d.offerTitle}" has been closed`,
      heading: 'The office has closed your offer',
      paragraphs: [
        `The alumni office has closed your offer "${d.offerTitle}" for this reason:`,
        d.reason,
        'It is no longer in the job bank and takes no new applications.',
      ],
      action: { label: 'See the offer', url: d.offerUrl },
      notes: ['If you have any questions, contact the alumni office.'],
    }),
    ca: (d) => ({
      subject: `La teva oferta «${d.offerTitle}» s'ha tancat`,
      heading: "L'oficina ha tancat la teva oferta",
      paragraphs: [
        `L'oficina d'antics alumnes ha tancat la teva oferta «${d.offerTitle}» per aquest motiu:`,
        d.reason,
        'Ja no apareix a la borsa de treball i no admet noves candidatures.',
      ],
      action: { label: "Mira l'oferta", url: d.offerUrl },
      notes: ["Si tens dubtes, posa't en contacte amb l'oficina d'antics alumnes."],
    }),
  }),
  'group-disabled': defineTemplate(mailTemplateSchemas['group-disabled'], {
    es: (d) => ({
      subject: `Tu grupo «${d.groupName}» ha sido desactivado`,
      heading: 'La oficina ha desactivado tu grupo',
      paragraphs: [
        `La oficina de antiguos alumnos ha desactivado el grupo «${d.groupName}» por este motivo:`,
        d.reason,
        'Mientras esté desactivado, solo sus administradores lo ven.',
      ],
      action: { label: 'Ver el grupo', url: d.groupUrl },
      notes: ['Si tienes dudas, ponte en contacto con la oficina de antiguos alumnos.'],
    }),
    en: (d) => ({
      subject: `Your group "${d.groupName}" has been disabled`,
      heading: 'The office has disabled your group',
      paragraphs: [
        `The alumni office has disabled the group "${d.groupName}" for this reason:`,
        d.reason,
        'While it is disabled, only its administrators see it.',
      ],
      action: { label: 'See the group', url: d.groupUrl },
      notes: ['If you have any questions, contact the alumni office.'],
    }),
    ca: (d) => ({
      subject: `El teu grup «${d.groupName}» s'ha desactivat`,
      heading: "L'oficina ha desactivat el teu grup",
      paragraphs: [
        `L'oficina d'antics alumnes ha desactivat el grup «${d.groupName}» per aquest motiu:`,
        d.reason,
        'Mentre estigui desactivat, només el veuen els seus administradors.',
      ],
      action: { label: 'Mira el grup', url: d.groupUrl },
      notes: ["Si tens dubtes, posa't en contacte amb l'oficina d'antics alumnes."],
    }),
  }),
  'group-content-removed': defineTemplate(mailTemplateSchemas['group-content-removed'], {
    es: (d) => ({
      subject:
        d.kind === 'comment'
          ? `Hemos retirado tu comentario de «${d.groupName}»`
          : `Hemos retirado tu archivo de «${d.groupName}»`,
      heading: d.kind === 'comment' ? 'Tu comentario ha sido retirado' : 'Tu archivo ha sido retirado',
      paragraphs: [
        d.kind === 'comment'
          ? `La oficina de antiguos alumnos ha retirado tu comentario del grupo «${d.groupName}» («${d.excerpt}») por este motivo:`
          : `La oficina de antiguos alumnos ha retirado tu archivo «${d.excerpt}» del grupo «${d.groupName}» por este motivo:`,
        d.reason,
      ],
      action: { label: 'Ir al grupo', url: d.groupUrl },
      notes: ['Si tienes dudas, ponte en contacto con la oficina de antiguos alumnos.'],
    }),
    en: (d) => ({
      subject:
        d.kind === 'comment'
          ? `We have removed your comment from "${d.groupName}"`
          : `We have removed your file from "${d.groupName}"`,
      heading: d.kind === 'comment' ? 'Your comment has been removed' : 'Your file has been removed',
      paragraphs: [
        d.kind === 'comment'
          ? `The alumni office has removed your comment from the group "${d.groupName}" ("${d.excerpt}") for this reason:`
          : `The alumni office has removed your file "${d.excerpt}" from the group "${d.groupName}" for this reason:`,
        d.reason,
      ],
      action: { label: 'Go to the group', url: d.groupUrl },
      notes: ['If you have any questions, contact the alumni office.'],
    }),
    ca: (d) => ({
      subject:
        d.kind === 'comment'
          ? `Hem retirat el teu comentari de «${d.groupName}»`
          : `Hem retirat el teu fitxer de «${d.groupName}»`,
      heading: d.kind === 'comment' ? "S'ha retirat el teu comentari" : "S'ha retirat el teu fitxer",
      paragraphs: [
        d.kind === 'comment'
          ? `L'oficina d'antics alumnes ha retirat el teu comentari del grup «${d.groupName}» («${d.excerpt}») per aquest motiu:`
          : `L'oficina d'antics alumnes ha retirat el teu fitxer «${d.excerpt}» del grup «${d.groupName}» per aquest motiu:`,
        d.reason,
      ],
      action: { label: 'Ves al grup', url: d.groupUrl },
      notes: ["Si tens dubtes, posa't en contacte amb l'oficina d'antics alumnes."],
    }),
  }),
  'company-validated': defineTemplate(mailTemplateSchemas['company-validated'], {
    es: (d) => ({
      subject: `${d.companyName} ya puede publicar ofertas`,
      heading: 'Tu empresa ya está validada',
      paragraphs: [
        `La oficina de antiguos alumnos ha validado ${d.companyName} en la bolsa de empleo. Ya puedes iniciar sesión en el área de empresas, publicar ofertas y revisar a los candidatos.`,
      ],
      action: { label: 'Iniciar sesión en el área de empresas', url: d.signInUrl },
      notes: [
        'Cada oferta que publiques pasa una revisión de la oficina antes de verse en la bolsa de empleo.',
      ],
    }),
    en: (d) => ({
      subject: `${d.companyName} can now publish job offers`,
      heading: 'Your company has been validated',
      paragraphs: [
        `The alumni office has validated ${d.companyName} in the job bank. You can now sign in to the company area, publish job offers and review candidates.`,
      ],
      action: { label: 'Sign in to the company area', url: d.signInUrl },
      notes: ['Each offer you publish is reviewed by the office before it appears in the job bank.'],
    }),
    ca: (d) => ({
      subject: `${d.companyName} ja pot publicar ofertes`,
      heading: 'La teva empresa ja està validada',
      paragraphs: [
        `L'oficina d'antics alumnes ha validat ${d.companyName} a la borsa de treball. Ja pots iniciar la sessió a l'àrea d'empreses, publicar ofertes i revisar els candidats.`,
      ],
      action: { label: "Inicia la sessió a l'àrea d'empreses", url: d.signInUrl },
      notes: [
        "Cada oferta que publiquis passa una revisió de l'oficina abans de veure's a la borsa de treball.",
      ],
    }),
  }),
  'job-alert': defineTemplate(
    mailTemplateSchemas['job-alert'],
    {
      es: (d) => ({
        subject:
          d.total === 1 ? 'Una oferta nueva para tu perfil' : `${d.total} ofertas nuevas para tu perfil`,
        heading: 'Ofertas nuevas en la bolsa de empleo',
        paragraphs: [
          d.total === 1
            ? 'Se ha publicado una oferta que encaja con tus estudios, tu área o tu especialidad:'
            : `Se han publicado ${d.total} ofertas que encajan con tus estudios, tu área o tu especialidad${d.total > d.offers.length ? `; estas son las ${d.offers.length} más recientes` : ''}:`,
        ],
        items: d.offers.map((o) => ({ title: o.title, lines: [alertLine(o, 'Prácticas')], url: o.url })),
        action: { label: 'Ver la bolsa de empleo', url: d.jobsUrl },
        notes: ['Recibes como mucho un correo al día, solo cuando hay ofertas nuevas para ti.'],
        unsubscribe: {
          text: 'Si no quieres recibir más avisos de ofertas, date de baja con un clic:',
          label: 'Dejar de recibir avisos de ofertas',
          url: d.unsubscribeUrl,
        },
      }),
      en: (d) => ({
        subject:
          d.total === 1 ? 'A new job offer for your profile' : `${d.total} new job offers for your profile`,
        heading: 'New offers in the job bank',
        paragraphs: [
          d.total === 1
            ? 'An offer that fits your studies, area or specialty has been published:'
            : `${d.total} offers that fit your studies, area or specialty have been published${d.total > d.offers.length ? `; these are the ${d.offers.length} newest` : ''}:`,
        ],
        items: d.offers.map((o) => ({ title: o.title, lines: [alertLine(o, 'Internship')], url: o.url })),
        action: { label: 'See the job bank', url: d.jobsUrl },
        notes: ['You get at most one e-mail a day, and only when there are new offers for you.'],
        unsubscribe: {
          text: 'If you do not want any more job alerts, unsubscribe with one click:',
          label: 'Stop job alerts',
          url: d.unsubscribeUrl,
        },
      }),
      ca: (d) => ({
        subject:
          d.total === 1 ? 'Una oferta nova per al teu perfil' : `${d.total} ofertes noves per al teu perfil`,
        heading: 'Ofertes noves a la borsa de treball',
        paragraphs: [
          d.total === 1
            ? "S'ha publicat una oferta que encaixa amb els teus estudis, la teva àrea o la teva especialitat:"
            : `S'han publicat ${d.total} ofertes que encaixen amb els teus estudis, la teva àrea o la teva especialitat${d.total > d.offers.length ? `; aquestes són les ${d.offers.length} més recents` : ''}:`,
        ],
        items: d.offers.map((o) => ({ title: o.title, lines: [alertLine(o, 'Pràctiques')], url: o.url })),
        action: { label: 'Consulta la borsa de treball', url: d.jobsUrl },
        notes: ['Reps com a molt un correu al dia, només quan hi ha ofertes noves per a tu.'],
        unsubscribe: {
          text: "Si no vols rebre més avisos d'ofertes, dona't de baixa amb un clic:",
          label: "Deixa de rebre avisos d'ofertes",
          url: d.unsubscribeUrl,
        },
      }),
    },
    // The page the link opens turns the alerts off (mail clients show it as their "unsubscribe" button).
    { headers: (d) => ({ 'List-Unsubscribe': `<${d.unsubscribeUrl}>` }) },
  ),
  'event-subscription': defineTemplate(mailTemplateSchemas['event-subscription'], {
    es: (d) => ({
      subject: `Te has inscrito en «${d.eventTitle}»`,
      heading: 'Te has inscrito en el evento',
      paragraphs: [
        `Hemos anotado tu inscripción en «${d.eventTitle}» en el portal de antiguos alumnos.`,
        organisersStep(d, {
          url: 'Para completar la inscripción con la organización, usa su enlace de inscripción.',
          email: 'Para completar la inscripción con la organización, escribe a su dirección de inscripción.',
          both: 'Para completar la inscripción con la organización, usa su enlace o escribe a su dirección de inscripción.',
        }),
      ].filter(Boolean),
      details: eventDetails('es', d, {
        date: 'Fecha',
        place: 'Lugar',
        signUp: 'Inscripción',
        signUpEmail: 'Correo de inscripción',
      }),
      action: { label: 'Ver el evento', url: d.eventUrl },
      notes: [
        'Te adjuntamos el evento en un archivo de calendario (.ics): ábrelo para añadirlo a tu agenda.',
        'Si cambias de planes, puedes anular la inscripción en la página del evento.',
      ],
    }),
    en: (d) => ({
      subject: `You signed up for "${d.eventTitle}"`,
      heading: 'You signed up for the event',
      paragraphs: [
        `We have recorded that you signed up for "${d.eventTitle}" on the alumni portal.`,
        organisersStep(d, {
          url: 'To complete your registration with the organisers, use their sign-up link.',
          email: 'To complete your registration with the organisers, write to their sign-up address.',
          both: 'To complete your registration with the organisers, use their sign-up link or write to their address.',
        }),
      ].filter(Boolean),
      details: eventDetails('en', d, {
        date: 'Date',
        place: 'Place',
        signUp: 'Sign-up',
        signUpEmail: 'Sign-up e-mail',
      }),
      action: { label: 'See the event', url: d.eventUrl },
      notes: [
        'The event is attached as a calendar file (.ics): open it to add the event to your calendar.',
        'If your plans change, you can cancel your sign-up on the event page.',
      ],
    }),
    ca: (d) => ({
      subject: `T'has inscrit a «${d.eventTitle}»`,
      heading: "T'has inscrit a l'esdeveniment",
      paragraphs: [
        `Hem anotat la teva inscripció a «${d.eventTitle}» al portal d'antics alumnes.`,
        organisersStep(d, {
          url: "Per completar la inscripció amb l'organització, fes servir el seu enllaç d'inscripció.",
          email: "Per completar la inscripció amb l'organització, escriu a la seva adreça d'inscripció.",
          both: "Per completar la inscripció amb l'organització, fes servir el seu enllaç o escriu a la seva adreça d'inscripció.",
        }),
      ].filter(Boolean),
      details: eventDetails('ca', d, {
        date: 'Data',
        place: 'Lloc',
        signUp: 'Inscripció',
        signUpEmail: "Correu d'inscripció",
      }),
      action: { label: "Mira l'esdeveniment", url: d.eventUrl },
      notes: [
        "T'adjuntem l'esdeveniment en un fitxer de calendari (.ics): obre'l per afegir-lo a la teva agenda.",
        "Si canvies de plans, pots anul·lar la inscripció a la pàgina de l'esdeveniment.",
      ],
    }),
  }),
  'membership-mandate': defineTemplate(mailTemplateSchemas['membership-mandate'], {
    es: (d) => ({
      subject:
        d.kind === 'upgrade'
          ? 'Ya eres Premium: tu orden de domiciliación'
          : 'Tu nueva orden de domiciliación',
      heading: d.kind === 'upgrade' ? 'Bienvenida, bienvenido a Premium' : 'Has cambiado tu cuenta bancaria',
      paragraphs: [
        d.kind === 'upgrade'
          ? `Tu cuenta ya es Premium hasta el ${mailDate('es', d.premiumUntil)}. Estos son los datos de la orden de domiciliación SEPA que has firmado.`
          : `Hemos registrado una orden de domiciliación nueva con tu cuenta bancaria; la anterior ha terminado. Tu cuenta sigue siendo Premium hasta el ${mailDate('es', d.premiumUntil)}.`,
        `Al firmar esta orden autorizas a ${d.creditorName} a enviar a tu banco instrucciones para adeudar tu cuenta y a tu banco a efectuar los adeudos conforme a esas instrucciones. Tienes derecho a que tu banco te reembolse un adeudo en las ocho semanas siguientes a la fecha en que se cargó, en los términos de tu contrato con el banco.`,
        ...(d.charge
          ? [
              `Aviso previo de cobro: cargaremos ${mailAmount('es', d.charge.amountCents)} en tu cuenta el ${mailDate('es', d.charge.dueOn)} o en los días siguientes.`,
            ]
          : []),
      ],
      details: mandateDetails(d, {
        creditor: 'Acreedor',
        creditorId: 'Identificador del acreedor',
        pending: 'te lo enviará la oficina de antiguos alumnos',
        reference: 'Referencia de la orden',
        holder: 'Titular',
        iban: 'IBAN',
        signed: 'Fecha de firma',
        type: 'Tipo de pago',
        recurrent: 'Recurrente (cuota anual)',
        locale: 'es',
      }),
      action: { label: 'Ver mi cuenta Premium', url: d.settingsUrl },
      notes: ['Si no has sido tú, ponte en contacto con la oficina de antiguos alumnos.'],
    }),
    en: (d) => ({
      subject:
        d.kind === 'upgrade' ? 'You are Premium: your direct debit mandate' : 'Your new direct debit mandate',
      heading: d.kind === 'upgrade' ? 'Welcome to Premium' : 'You changed your bank account',
      paragraphs: [
        d.kind === 'upgrade'
          ? `Your account is Premium until ${mailDate('en', d.premiumUntil)}. These are the details of the SEPA direct debit mandate you signed.`
          : `We recorded a new direct debit mandate with your bank account; the previous one has ended. Your account stays Premium until ${mailDate('en', d.premiumUntil)}.`,
        `By signing this mandate you authorise ${d.creditorName} to send instructions to your bank to debit your account, and your bank to debit your account in accordance with those instructions. You are entitled to a refund from your bank within eight weeks of the date your account was debited, under the terms of your agreement with your bank.`,
        ...(d.charge
          ? [
              `Pre-notification: we will debit ${mailAmount('en', d.charge.amountCents)} from your account on ${mailDate('en', d.charge.dueOn)} or on the following days.`,
            ]
          : []),
      ],
      details: mandateDetails(d, {
        creditor: 'Creditor',
        creditorId: 'Creditor identifier',
        pending: 'the alumni office will send it to you',
        reference: 'Mandate reference',
        holder: 'Account holder',
        iban: 'IBAN',
        signed: 'Signed on',
        type: 'Type of payment',
        recurrent: 'Recurrent (yearly fee)',
        locale: 'en',
      }),
      action: { label: 'See my Premium account', url: d.settingsUrl },
      notes: ['If this was not you, please contact the alumni office.'],
    }),
    ca: (d) => ({
      subject:
        d.kind === 'upgrade'
          ? 'Ja ets Premium: la teva ordre de domiciliació'
          : 'La teva nova ordre de domiciliació',
      heading: d.kind === 'upgrade' ? 'Benvinguda, benvingut a Premium' : 'Has canviat el teu compte bancari',
      paragraphs: [
        d.kind === 'upgrade'
          ? `El teu compte ja és Premium fins al ${mailDate('ca', d.premiumUntil)}. Aquestes són les dades de l'ordre de domiciliació SEPA que has signat.`
          : `Hem registrat una ordre de domiciliació nova amb el teu compte bancari; l'anterior ha acabat. El teu compte continua sent Premium fins al ${mailDate('ca', d.premiumUntil)}.`,
        `En signar aquesta ordre autoritzes ${d.creditorName} a enviar instruccions al teu banc per carregar el teu compte i el teu banc a fer els càrrecs d'acord amb aquestes instruccions. Tens dret que el teu banc et reemborsi un càrrec en les vuit setmanes següents a la data en què es va carregar, en els termes del teu contracte amb el banc.`,
        ...(d.charge
          ? [
              `Avís previ de cobrament: carregarem ${mailAmount('ca', d.charge.amountCents)} al teu compte el ${mailDate('ca', d.charge.dueOn)} o els dies següents.`,
            ]
          : []),
      ],
      details: mandateDetails(d, {
        creditor: 'Creditor',
        creditorId: 'Identificador del creditor',
        pending: "te l'enviarà l'oficina d'antics alumnes",
        reference: "Referència de l'ordre",
        holder: 'Titular',
        iban: 'IBAN',
        signed: 'Data de signatura',
        type: 'Tipus de pagament',
        recurrent: 'Recurrent (quota anual)',
        locale: 'ca',
      }),
      action: { label: 'Mira el meu compte Premium', url: d.settingsUrl },
      notes: ["Si no has estat tu, posa't en contacte amb l'oficina d'antics alumnes."],
    }),
  }),
  'membership-renewal': defineTemplate(mailTemplateSchemas['membership-renewal'], {
    es: (d) => ({
      subject: 'Aviso previo: renovación de tu cuota Premium',
      heading: 'Renovamos tu cuota Premium',
      paragraphs: [
        `Tu cuota Premium se renueva: cargaremos ${mailAmount('es', d.amountCents)} en tu cuenta ${d.ibanMasked} el ${mailDate('es', d.dueOn)} o en los días siguientes, con la orden de domiciliación ${d.mandateReference} a favor de ${d.creditorName}${d.creditorId ? ` (${d.creditorId})` : ''}.`,
        `Con este cargo tu cuenta seguirá siendo Premium hasta el ${mailDate('es', d.premiumUntil)}.`,
      ],
      action: { label: 'Ver mi cuenta Premium', url: d.settingsUrl },
      notes: [
        'Si quieres cambiar la cuenta bancaria, hazlo antes de esa fecha en tu cuenta Premium. Para darte de baja, escribe a la oficina de antiguos alumnos.',
        'Tienes derecho a que tu banco te reembolse el adeudo en las ocho semanas siguientes al cargo.',
      ],
    }),
    en: (d) => ({
      subject: 'Pre-notification: your Premium fee renewal',
      heading: 'We are renewing your Premium fee',
      paragraphs: [
        `Your Premium fee renews: we will debit ${mailAmount('en', d.amountCents)} from your account ${d.ibanMasked} on ${mailDate('en', d.dueOn)} or on the following days, under the direct debit mandate ${d.mandateReference} in favour of ${d.creditorName}${d.creditorId ? ` (${d.creditorId})` : ''}.`,
        `With this charge your account stays Premium until ${mailDate('en', d.premiumUntil)}.`,
      ],
      action: { label: 'See my Premium account', url: d.settingsUrl },
      notes: [
        'To change the bank account, do it before that date in your Premium account. To cancel, write to the alumni office.',
        'You are entitled to a refund of the debit from your bank within eight weeks of the charge.',
      ],
    }),
    ca: (d) => ({
      subject: 'Avís previ: renovació de la teva quota Premium',
      heading: 'Renovem la teva quota Premium',
      paragraphs: [
        `La teva quota Premium es renova: carregarem ${mailAmount('ca', d.amountCents)} al teu compte ${d.ibanMasked} el ${mailDate('ca', d.dueOn)} o els dies següents, amb l'ordre de domiciliació ${d.mandateReference} a favor de ${d.creditorName}${d.creditorId ? ` (${d.creditorId})` : ''}.`,
        `Amb aquest càrrec el teu compte continuarà sent Premium fins al ${mailDate('ca', d.premiumUntil)}.`,
      ],
      action: { label: 'Mira el meu compte Premium', url: d.settingsUrl },
      notes: [
        "Si vols canviar el compte bancari, fes-ho abans d'aquesta data al teu compte Premium. Per donar-te de baixa, escriu a l'oficina d'antics alumnes.",
        'Tens dret que el teu banc et reemborsi el càrrec en les vuit setmanes següents.',
      ],
    }),
  }),
  'membership-lapsed': defineTemplate(mailTemplateSchemas['membership-lapsed'], {
    es: (d) => ({
      subject: 'Tu cuenta Premium ha terminado',
      heading: 'Tu cuenta ya no es Premium',
      paragraphs: [
        d.reason === 'returned'
          ? 'Tu banco ha devuelto el cargo de la cuota Premium, así que tu cuenta ha vuelto a ser gratuita.'
          : 'La fecha de fin de tu cuota Premium ha pasado sin renovarse, así que tu cuenta ha vuelto a ser gratuita.',
        'Sigues teniendo tu cuenta y tus datos; puedes volver a hacerte Premium cuando quieras.',
      ],
      action: { label: 'Hacerme Premium', url: d.settingsUrl },
      notes: ['Si crees que es un error, ponte en contacto con la oficina de antiguos alumnos.'],
    }),
    en: (d) => ({
      subject: 'Your Premium membership has ended',
      heading: 'Your account is no longer Premium',
      paragraphs: [
        d.reason === 'returned'
          ? 'Your bank returned the charge of the Premium fee, so your account is free again.'
          : 'The end date of your Premium membership passed without a renewal, so your account is free again.',
        'You keep your account and your details; you can become Premium again whenever you like.',
      ],
      action: { label: 'Become Premium', url: d.settingsUrl },
      notes: ['If you think this is a mistake, please contact the alumni office.'],
    }),
    ca: (d) => ({
      subject: 'El teu compte Premium ha acabat',
      heading: 'El teu compte ja no és Premium',
      paragraphs: [
        d.reason === 'returned'
          ? 'El teu banc ha retornat el càrrec de la quota Premium, així que el teu compte torna a ser gratuït.'
          : 'La data de fi de la teva quota Premium ha passat sense renovar-se, així que el teu compte torna a ser gratuït.',
        'Continues tenint el teu compte i les teves dades; pots tornar a fer-te Premium quan vulguis.',
      ],
      action: { label: "Fes-te'n Premium", url: d.settingsUrl },
      notes: ["Si creus que és un error, posa't en contacte amb l'oficina d'antics alumnes."],
    }),
  }),
  'account-disabled': defineTemplate(mailTemplateSchemas['account-disabled'], {
    es: (d) => ({
      subject: 'Tu cuenta del portal está desactivada',
      heading: 'Tu cuenta está desactivada',
      paragraphs: [
        'La oficina de antiguos alumnos ha desactivado tu cuenta del portal: ya no puedes iniciar sesión, y las sesiones que tenías abiertas se han cerrado.',
        'Tus datos no se han borrado. Si quieres saber por qué o crees que es un error, ponte en contacto con la oficina de antiguos alumnos.',
      ],
      action: { label: 'Ir al portal', url: d.homeUrl },
      notes: ['Este correo es un aviso automático: no hace falta que respondas.'],
    }),
    en: (d) => ({
      subject: 'Your portal account has been disabled',
      heading: 'Your account has been disabled',
      paragraphs: [
        'The alumni office has disabled your alumni portal account: you can no longer sign in, and the sessions you had open have ended.',
        'Your details have not been deleted. If you want to know why, or think this is a mistake, please contact the alumni office.',
      ],
      action: { label: 'Go to the portal', url: d.homeUrl },
      notes: ['This is an automatic notice: there is no need to reply.'],
    }),
    ca: (d) => ({
      subject: 'El teu compte del portal està desactivat',
      heading: 'El teu compte està desactivat',
      paragraphs: [
        "L'oficina d'antics alumnes ha desactivat el teu compte del portal: ja no pots iniciar la sessió, i les sessions que tenies obertes s'han tancat.",
        "Les teves dades no s'han esborrat. Si vols saber-ne el motiu o creus que és un error, posa't en contacte amb l'oficina d'antics alumnes.",
      ],
      action: { label: 'Ves al portal', url: d.homeUrl },
      notes: ['Aquest correu és un avís automàtic: no cal que responguis.'],
    }),
  }),
  'account-enabled': defineTemplate(mailTemplateSchemas['account-enabled'], {
    es: (d) => ({
      subject: 'Tu cuenta del portal vuelve a estar activa',
      heading: 'Tu cuenta vuelve a estar activa',
      paragraphs: [
        'La oficina de antiguos alumnos ha vuelto a activar tu cuenta del portal. Ya puedes iniciar sesión de nuevo.',
      ],
      action: { label: 'Iniciar sesión', url: d.signInUrl },
      notes: ['Si no lo esperabas, ponte en contacto con la oficina de antiguos alumnos.'],
    }),
    en: (d) => ({
      subject: 'Your portal account is active again',
      heading: 'Your account is active again',
      paragraphs: ['The alumni office has enabled your alumni portal account again. You can sign in again.'],
      action: { label: 'Sign in', url: d.signInUrl },
      notes: ['If you did not expect this, please contact the alumni office.'],
    }),
    ca: (d) => ({
      subject: 'El teu compte del portal torna a estar actiu',
      heading: 'El teu compte torna a estar actiu',
      paragraphs: [
        "L'oficina d'antics alumnes ha tornat a activar el teu compte del portal. Ja pots tornar a iniciar la sessió.",
      ],
      action: { label: 'Inicia la sessió', url: d.signInUrl },
      notes: ["Si no t'ho esperaves, posa't en contacte amb l'oficina d'antics alumnes."],
    }),
  }),
}

/** A day (`2026-11-24`) as a person reads it: «24 de noviembre de 2026», «24 November 2026». */
export function mailDate(locale: MailLocale, isoDate: string): string {
  return new Intl.DateTimeFormat(dateLocales[locale], { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(`${isoDate}T00:00:00Z`),
  )
}

/** Cents of euro in the mail's language: «50,00 €», «€50.00». */
export function mailAmount(locale: MailLocale, cents: number): string {
  return new Intl.NumberFormat(dateLocales[locale], { style: 'currency', currency: 'EUR' }).format(
    cents / 100,
  )
}

type MandateData = v.InferOutput<(typeof mailTemplateSchemas)['membership-mandate']>

/** The facts of a SEPA mandate, labelled in the mail's language. */
function mandateDetails(
  d: MandateData,
  l: {
    creditor: string
    creditorId: string
    pending: string
    reference: string
    holder: string
    iban: string
    signed: string
    type: string
    recurrent: string
    locale: MailLocale
  },
): NonNullable<MailDocument['details']> {
  return [
    { label: l.creditor, value: d.creditorName },
    { label: l.creditorId, value: d.creditorId ?? l.pending },
    { label: l.reference, value: d.mandateReference },
    { label: l.holder, value: d.holder },
    { label: l.iban, value: d.ibanMasked },
    { label: l.signed, value: mailDate(l.locale, d.signedOn) },
    { label: l.type, value: l.recurrent },
  ]
}

/** The time zone of event dates in mail: the university's. */
const EVENT_TIME_ZONE = 'Europe/Madrid'
const dateLocales: Record<MailLocale, string> = { es: 'es-ES', en: 'en-GB', ca: 'ca-ES' }

/** An event's date and time (and its end, when it has one) in the mail's language and the university's zone. */
export function eventWhen(locale: MailLocale, startsAt: string, endsAt: string | null): string {
  const format = new Intl.DateTimeFormat(dateLocales[locale], {
    dateStyle: 'full',
    timeStyle: 'short',
    timeZone: EVENT_TIME_ZONE,
  })
  const start = new Date(startsAt)
  const end = endsAt ? new Date(endsAt) : null
  const when = end && end > start ? format.formatRange(start, end) : format.format(start)
  return `${when} (${{ es: 'hora de Madrid', en: 'Madrid time', ca: 'hora de Madrid' }[locale]})`
}

type EventSubscriptionData = v.InferOutput<(typeof mailTemplateSchemas)['event-subscription']>

/** Date, place and the organisers' sign-up link or address of an event, labelled in the mail's language. */
function eventDetails(
  locale: MailLocale,
  d: EventSubscriptionData,
  labels: { date: string; place: string; signUp: string; signUpEmail: string },
): NonNullable<MailDocument['details']> {
  return [
    { label: labels.date, value: eventWhen(locale, d.startsAt, d.endsAt) },
    ...(d.place ? [{ label: labels.place, value: d.place }] : []),
    ...(d.subscriptionUrl
      ? [{ label: labels.signUp, value: d.subscriptionUrl, url: d.subscriptionUrl }]
      : []),
    ...(d.subscriptionEmail
      ? [{ label: labels.signUpEmail, value: d.subscriptionEmail, url: `mailto:${d.subscriptionEmail}` }]
      : []),
  ]
}

/** The sentence that sends the person on to the organisers' link, address or either; none without both. */
function organisersStep(
  d: EventSubscriptionData,
  sentences: { url: string; email: string; both: string },
): string {
  if (d.subscriptionUrl && d.subscriptionEmail) return sentences.both
  if (d.subscriptionUrl) return sentences.url
  if (d.subscriptionEmail) return sentences.email
  return ''
}

/** "Company · Location" of an offer in a job alert. */
function offerLine(offer: { company: string; location: string }): string {
  return [offer.company, offer.location].filter(Boolean).join(' · ')
}

/** A job alert's offer line, which names an internship first (`label`, in the mail's language). */
function alertLine(
  offer: { company: string; location: string; internship?: boolean },
  label: string,
): string {
  return offer.internship ? `${label} · ${offerLine(offer)}` : offerLine(offer)
}

/**
 * The extra headers of a mail, from its template and the data it was rendered from (the outbox keeps that
 * data): `List-Unsubscribe` for a job alert. None for a template without headers or data that no longer fits.
 */
export function mailHeaders(template: string, data: unknown): Record<string, string> {
  if (!Object.hasOwn(templates, template)) return {}
  const headers = templates[template as MailTemplateName].headers
  if (!headers) return {}
  try {
    return headers(data)
  } catch {
    return {}
  }
}

const chrome: Record<
  MailLocale,
  { greeting: (name: string) => string; linkFallback: string; footer: string }
> = {
  es: {
    greeting: (name) => (name ? `Hola, ${name}:` : 'Hola:'),
    linkFallback: 'Si el botón no funciona, copia y pega esta dirección en el navegador:',
    footer: 'Este es un mensaje automático del portal de antiguos alumnos.',
  },
  en: {
    greeting: (name) => (name ? `Hello ${name},` : 'Hello,'),
    linkFallback: 'If the button does not work, copy and paste this address into your browser:',
    footer: 'This is an automatic message from the alumni portal.',
  },
  ca: {
    greeting: (name) => (name ? `Hola, ${name}:` : 'Hola:'),
    linkFallback: 'Si el botó no funciona, copia i enganxa aquesta adreça al navegador:',
    footer: "Aquest és un missatge automàtic del portal d'antics alumnes.",
  },
}

const htmlEscapes: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
}

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => htmlEscapes[c] ?? c)
}

/**
 * Renders a template in the given locale (Spanish when the locale is unknown). Throws a valibot
 * ValiError when the data does not fit the template (missing field, a link that is not http/https).
 */
export function renderMail<T extends MailTemplateName>(
  template: T,
  locale: string | null | undefined,
  data: MailTemplateData<T>,
): RenderedMail {
  // Looked up by own property only: a template name comes from code, but this is also reached from JS.
  if (!Object.hasOwn(templates, template)) throw new Error(`Unknown mail template: ${String(template)}`)
  const mailLocale = resolveMailLocale(locale)
  const { doc, name, data: parsed } = templates[template].build(mailLocale, data)
  return {
    template,
    locale: mailLocale,
    subject: doc.subject,
    text: renderText(doc, mailLocale, name),
    html: renderHtml(doc, mailLocale, name),
    data: parsed,
  }
}

function renderText(doc: MailDocument, locale: MailLocale, name: string): string {
  const c = chrome[locale]
  return [
    c.greeting(name),
    '',
    ...doc.paragraphs.flatMap((p) => [p, '']),
    ...(doc.details?.length ? [...doc.details.map((d) => `${d.label}: ${d.value}`), ''] : []),
    ...(doc.items ?? []).flatMap((item) => [
      `- ${item.title}`,
      ...item.lines.map((l) => `  ${l}`),
      `  ${item.url}`,
      '',
    ]),
    `${doc.action.label}:`,
    doc.action.url,
    '',
    ...doc.notes.flatMap((n) => [n, '']),
    '-- ',
    c.footer,
    ...(doc.unsubscribe ? [doc.unsubscribe.text, doc.unsubscribe.url] : []),
    '',
  ].join('\n')
}

// Plain, accessible HTML: one column, real text (no images), the language declared, the link text says
// what it does, colours above WCAG AA contrast, and the address written out for clients that block links.
function renderHtml(doc: MailDocument, locale: MailLocale, name: string): string {
  const c = chrome[locale]
  const e = escapeHtml
  const url = e(doc.action.url)
  const p = (text: string, style = '') => `<p style="margin:0 0 16px;${style}">${e(text)}</p>`
  return `<!doctype html>
<html lang="${locale}" dir="ltr">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="light">
<title>${e(doc.subject)}</title>
</head>
<body style="margin:0;padding:24px 12px;background-color:#f4f4f5;color:#18181b;font-family:Arial,Helvetica,sans-serif;font-size:16px;line-height:1.5">
<div role="article" aria-roledescription="email" aria-label="${e(doc.subject)}" lang="${locale}" style="max-width:560px;margin:0 auto;padding:32px 24px;background-color:#ffffff;border-radius:8px">
<h1 style="margin:0 0 24px;font-size:22px;line-height:1.3;color:#18181b">${e(doc.heading)}</h1>
${p(c.greeting(name))}
${doc.paragraphs.map((t) => p(t)).join('\n')}
${details(doc.details)}${items(doc.items)}<p style="margin:24px 0"><a href="${url}" style="display:inline-block;padding:12px 20px;background-color:#1d4ed8;color:#ffffff;border-radius:6px;font-weight:bold;text-decoration:none">${e(doc.action.label)}</a></p>
<p style="margin:0 0 16px;font-size:14px;color:#3f3f46">${e(c.linkFallback)}<br><a href="${url}" style="color:#1d4ed8;word-break:break-all">${url}</a></p>
${doc.notes.map((t) => p(t)).join('\n')}
<hr style="margin:24px 0 16px;border:0;border-top:1px solid #d4d4d8">
<p style="margin:0;font-size:13px;color:#52525b">${e(c.footer)}</p>
${doc.unsubscribe ? `<p style="margin:8px 0 0;font-size:13px;color:#52525b">${e(doc.unsubscribe.text)} <a href="${e(doc.unsubscribe.url)}" style="color:#1d4ed8">${e(doc.unsubscribe.label)}</a></p>\n` : ''}</div>
</body>
</html>
`
}

/** The labelled facts of a mail (an event's date, place and sign-up) as lines; nothing when there are none. */
function details(list: MailDocument['details']): string {
  if (!list?.length) return ''
  const e = escapeHtml
  const lines = list.map(
    (d) =>
      `<strong>${e(d.label)}:</strong> ${d.url ? `<a href="${e(d.url)}" style="color:#1d4ed8;word-break:break-all">${e(d.value)}</a>` : e(d.value)}`,
  )
  return `<p style="margin:0 0 16px">${lines.join('<br>\n')}</p>\n`
}

/** The linked entries of a mail (a job alert's offers) as an HTML list; nothing when there are none. */
function items(list: MailDocument['items']): string {
  if (!list?.length) return ''
  const e = escapeHtml
  const entries = list.map(
    (item) =>
      `<li style="margin:0 0 12px"><a href="${e(item.url)}" style="color:#1d4ed8;font-weight:bold">${e(item.title)}</a>${item.lines.map((l) => `<br><span style="color:#3f3f46">${e(l)}</span>`).join('')}</li>`,
  )
  return `<ul style="margin:0 0 16px;padding-left:20px">\n${entries.join('\n')}\n</ul>\n`
}

/**
 * An absolute link into the alumni app, in the app's language for the mail's locale: the web apps speak
 * every mail language (/es, /en, /ca), so each mail links to its own language's pages; the caller gives the
 * page's first segment in that language (features' links.ts). `base` is PUBLIC_ALUMNI_URL.
 */
export function alumniUrl(
  base: string,
  locale: string | null | undefined,
  path: string,
  query?: Record<string, string>,
): string {
  const webLocale = resolveMailLocale(locale)
  const url = new URL(`${base.replace(/\/+$/, '')}/${webLocale}/${path.replace(/^\/+/, '')}`)
  for (const [key, value] of Object.entries(query ?? {})) url.searchParams.set(key, value)
  return url.toString()
}
