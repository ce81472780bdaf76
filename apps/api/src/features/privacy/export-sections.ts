import { type SQL, sql } from 'drizzle-orm'
import type { Locale } from '../../lib/i18n'

/**
 * What "download my data" holds (docs/privacy.md, "Download my data"): one section per kind of data, each a
 * statement over one table (`table`, the person's rows found by `by`) with the joins that make it readable.
 * `fields` documents every key of a row: the ZIP's `schema.json` is written from it, and a test fails when a
 * row has a key it does not document, or when a table with a column pointing at a person or a company is in
 * no section and not in `notExported` (privacy.test.ts walks the schema).
 */
export type ExportSection = {
  key: string
  /** What the section is, for the schema document. */
  description: string
  table: string
  /** The column of `table` that finds the owner's rows (a person's id, a company's id, or the address). */
  by: string
  /** `one`: the section is a single object (the account), else a list. */
  one?: boolean
  fields: Record<string, FieldType>
  /** The rows, ordered; `$id` is the person's (or the company's) id, `$email` the account's address. */
  query: (owner: ExportOwner) => SQL
}

/** A field's JSON type; `?` when it may be null. `path` is a file inside the ZIP. */
type FieldType =
  `${'string' | 'integer' | 'boolean' | 'date' | 'date-time' | 'path' | 'object'}${'' | '?'}: ${string}`

export type ExportOwner = { userId: string; companyId: string | null; email: string; locale: Locale }

const title = (locale: Locale, table: string) =>
  locale === 'en'
    ? sql.raw(`${table}.title_en`)
    : locale === 'ca'
      ? sql.raw(`coalesce(${table}.title_ca, ${table}.title_es)`)
      : sql.raw(`${table}.title_es`)
const countryName = (locale: Locale, table: string) =>
  locale === 'en'
    ? sql.raw(`${table}.name_en`)
    : locale === 'ca'
      ? sql.raw(`coalesce(${table}.name_ca, ${table}.name_es)`)
      : sql.raw(`${table}.name_es`)

/** The ZIP path of a stored file: `files/<kind>/<the key's last segment>`. */
const filePath = (kind: string, key: string) =>
  sql.raw(
    `case when ${key} is null then null else 'files/${kind}/' || regexp_replace(${key}, '^.*/', '') end`,
  )

const account: ExportSection = {
  key: 'account',
  description: 'The account: how the person signs in and what the office decided about it.',
  table: 'users',
  by: 'id',
  one: true,
  fields: {
    hash: 'string: The account’s public identifier',
    email: 'string: The address the account signs in with and receives mail at',
    role: 'string: The kind of account and membership tier (alumniFreemium, alumniPremium, company, …)',
    status: 'string: pending, active, rejected or disabled',
    language: 'string: The language of the portal and of its mail (es, en, ca)',
    membership_number: 'integer: The member number',
    has_password: 'boolean: Whether a password is set (its hash is never exported)',
    created_at: 'date-time: When the account was registered',
    updated_at: 'date-time: When the profile was last changed',
    verified_at: 'date-time?: When the office verified the account',
    decided_at: 'date-time?: When the office last decided about the account',
    decision_reason: 'string?: The reason the office gave',
  },
  query: ({ userId }) => sql`
    select u.hash, u.email, u.role, u.status, u.language, u.code_numeric as membership_number,
      u.password_hash is not null as has_password, u.created_at, u.updated_at, u.verified_at, u.decided_at,
      u.decision_reason
    from users u where u.id = ${userId}`,
}

const profile: ExportSection = {
  key: 'profile',
  description:
    'The profile: identity, contact, studies, work, links, files and the choices of what is shown.',
  table: 'users',
  by: 'id',
  one: true,
  fields: {
    name: 'string: Name',
    surname: 'string: Surnames',
    birthdate: 'date?: Date of birth',
    gender: 'string?: Gender',
    document_type: 'string?: Identity document type (DNI, NIE, passport)',
    document_number: 'string?: Identity document number',
    phone: 'string?: Phone',
    address: 'string?: Postal address',
    city: 'string?: City',
    postal: 'string?: Postal code',
    country: 'string?: Country of residence',
    original_country: 'string?: Country of origin',
    profile_type: 'string?: student, pas (staff) or professor',
    studies: 'string?: The studies finished, from the studies tree',
    graduation_year: 'integer?: Year of graduation',
    current_job: 'string?: Current job',
    current_company: 'string?: Current company',
    formation: 'string?: Other education',
    about_me: 'string?: About me',
    url_linkedin: 'string?: LinkedIn',
    url_behance: 'string?: Behance',
    url_portfolio: 'string?: Portfolio',
    url_other: 'string?: Another link',
    avatar: 'path?: The profile picture, in this ZIP',
    cv: 'path?: The CV, in this ZIP',
    cv_name: 'string?: The CV’s file name as uploaded',
    payment_bank: 'string?: The bank of the direct debit',
    payment_name: 'string?: The account holder',
    payment_iban_masked: 'string?: The IBAN, masked (the portal keeps it encrypted)',
    subscription_type: 'string?: The Premium subscription’s kind',
    subscription_end: 'date?: When the Premium subscription ends',
    accepted_privacy: 'boolean: Accepted the privacy policy',
    accepted_conditions: 'boolean: Accepted the conditions of use',
    newsletter: 'boolean: Receives the newsletter',
    job_alerts: 'boolean: Receives job offers by mail',
    shown_to_companies: 'boolean: Appears in the companies’ directory',
    shown_to_alumni: 'boolean: Appears in the alumni directory',
  },
  query: ({ userId, locale }) => sql`
    select u.name, u.surname, u.birthdate, u.gender, u.document_type, u.document_number, u.phone, u.address,
      u.city, u.postal, ${countryName(locale, 'c')} as country, ${countryName(locale, 'oc')} as original_country,
      u.profile_type, ${title(locale, 'cat')} as studies, u.graduation_year, u.current_job, u.current_company,
      u.formation, u.about_me, u.url_linkedin, u.url_behance, u.url_portfolio, u.url_other,
      ${filePath('avatar', 'u.avatar_key')} as avatar, ${filePath('cv', 'u.cv_key')} as cv, u.cv_name,
      u.payment_bank, u.payment_name, u.payment_iban_masked, u.subscription_type, u.subscription_end,
      u.is_privacy as accepted_privacy, u.is_conditions as accepted_conditions, u.is_newsletter as newsletter,
      u.is_receive_jobs as job_alerts, u.is_appear_by_company as shown_to_companies,
      u.is_appear_by_user as shown_to_alumni
    from users u
    left join countries c on c.code = u.country_code
    left join countries oc on oc.code = u.original_country_code
    left join categories cat on cat.id = u.category_id
    where u.id = ${userId}`,
}

const tagsSection: ExportSection = {
  key: 'tags',
  description: 'The skills, areas and interests chosen on the profile.',
  table: 'user_tags',
  by: 'user_id',
  fields: { type: 'string: The kind of tag', title: 'string: The tag' },
  query: ({ userId, locale }) => sql`
    select tg.type, ${title(locale, 'tg')} as title
    from user_tags t join tags tg on tg.id = t.tag_id where t.user_id = ${userId} order by tg.type, 2`,
}

const experiences: ExportSection = {
  key: 'experiences',
  description: 'Work experiences on the profile.',
  table: 'work_experiences',
  by: 'user_id',
  fields: {
    hash: 'string: Identifier',
    name: 'string: Position',
    company_name: 'string?: Company',
    contract: 'string?: Contract',
    start: 'date?: Start',
    end: 'date?: End (none: current)',
    location: 'string?: Place',
    content: 'string?: Description',
    created_at: 'date-time: Written',
    updated_at: 'date-time: Last changed',
  },
  query: ({ userId }) => sql`
    select t.hash, t.name, t.company_name, t.contract, t.start, t."end", t.location, t.content, t.created_at,
      t.updated_at
    from work_experiences t where t.user_id = ${userId} order by t.start desc nulls last, t.created_at`,
}

const projects: ExportSection = {
  key: 'projects',
  description: 'Projects of the portfolio, with their images.',
  table: 'projects',
  by: 'user_id',
  fields: {
    hash: 'string: Identifier',
    name: 'string: Name',
    date: 'date?: Date',
    content: 'string?: Description',
    links: 'object?: Links',
    is_published: 'boolean: Shown on the public profile',
    images: 'object: The images, in this ZIP (paths)',
    created_at: 'date-time: Written',
    updated_at: 'date-time: Last changed',
  },
  query: ({ userId }) => sql`
    select t.hash, t.name, t.date, t.content, t.links, t.is_published,
      coalesce((select json_agg(${filePath('projects', 'i.file_key')} order by i.position)
        from project_images i where i.project_id = t.id), '[]'::json) as images,
      t.created_at, t.updated_at
    from projects t where t.user_id = ${userId} order by t.created_at`,
}

const tierHistory: ExportSection = {
  key: 'tier_history',
  description: 'Each change of membership tier, and why.',
  table: 'membership_tier_changes',
  by: 'user_id',
  fields: {
    at: 'date-time: When',
    from_role: 'string?: Tier before',
    to_role: 'string: Tier after',
    kind: 'string: What changed it (upgrade, renewal, lapse, the office, …)',
    reason: 'string?: The reason written',
  },
  query: ({ userId }) => sql`
    select t.at, t.from_role, t.to_role, t.kind, t.reason
    from membership_tier_changes t where t.user_id = ${userId} order by t.at`,
}

const mandates: ExportSection = {
  key: 'mandates',
  description: 'SEPA direct debit mandates signed for the Premium membership (the IBAN masked).',
  table: 'membership_mandates',
  by: 'user_id',
  fields: {
    reference: 'string: The mandate’s reference',
    holder_name: 'string: Account holder',
    bank_name: 'string: Bank',
    iban_masked: 'string: IBAN, masked',
    country: 'string: Country of the account',
    signed_at: 'date-time: When it was signed',
    text_version: 'string: The version of the mandate’s text accepted',
    accepted_ip: 'string?: The address it was accepted from',
    accepted_user_agent: 'string?: The browser it was accepted with',
    status: 'string: active or ended',
    ended_at: 'date-time?: When it ended',
    first_collected_on: 'date?: The first debit',
  },
  query: ({ userId }) => sql`
    select t.reference, t.holder_name, t.bank_name, t.iban_masked, t.country, t.signed_at, t.text_version,
      t.accepted_ip, t.accepted_user_agent, t.status, t.ended_at, t.first_collected_on
    from membership_mandates t where t.user_id = ${userId} order by t.signed_at`,
}

const charges: ExportSection = {
  key: 'charges',
  description: 'Charges and payments of the Premium membership.',
  table: 'membership_charges',
  by: 'user_id',
  fields: {
    hash: 'string: Identifier',
    kind: 'string: What was charged',
    amount_cents: 'integer: Amount, in euro cents',
    due_on: 'date: Due date',
    sequence: 'string?: SEPA sequence (FRST, RCUR, …)',
    status: 'string: pending, exported, paid or returned',
    paid_at: 'date-time?: When it was paid',
    return_reason: 'string?: The bank’s reason for a return',
    returned_on: 'date?: When it was returned',
    covers_until: 'date?: The membership it pays for runs until',
    created_at: 'date-time: When it was made',
  },
  query: ({ userId }) => sql`
    select t.hash, t.kind, t.amount_cents, t.due_on, t.sequence, t.status, t.paid_at, t.return_reason,
      t.returned_on, t.covers_until, t.created_at
    from membership_charges t where t.user_id = ${userId} order by t.due_on, t.created_at`,
}

const applications: ExportSection = {
  key: 'applications',
  description: 'Applications to job offers and their statuses.',
  table: 'job_applications',
  by: 'user_id',
  fields: {
    hash: 'string: Identifier',
    offer: 'string: The offer’s title',
    company: 'string: The company',
    status: 'string: PENDING, IN_PROCESS, REJECTED, …',
    created_at: 'date-time: When the person applied',
    updated_at: 'date-time: When the status last changed',
  },
  query: ({ userId }) => sql`
    select t.hash, o.title as offer, co.name as company, t.status, t.created_at, t.updated_at
    from job_applications t join job_offers o on o.id = t.offer_id join companies co on co.id = o.company_id
    where t.user_id = ${userId} order by t.created_at`,
}

const jobAlerts: ExportSection = {
  key: 'job_alerts',
  description: 'Offers the job alerts mailed to the person.',
  table: 'job_alert_deliveries',
  by: 'user_id',
  fields: { offer: 'string: The offer’s title', sent_at: 'date-time: When it was mailed' },
  query: ({ userId }) => sql`
    select o.title as offer, t.sent_at
    from job_alert_deliveries t join job_offers o on o.id = t.offer_id
    where t.user_id = ${userId} order by t.sent_at`,
}

const newsletters: ExportSection = {
  key: 'newsletters',
  description:
    'The office’s newsletters sent to the person: the address and language they went to, and what became of each.',
  table: 'newsletter_recipients',
  by: 'user_id',
  fields: {
    subject: 'string: The newsletter’s subject (in Spanish)',
    email: 'string?: The address it was sent to',
    language: 'string: The language it was sent in (es, en, ca)',
    status: 'string: pending, queued, sent, failed or skipped (no longer accepted when its turn came)',
    queued_at: 'date-time?: When it was handed to the mail queue',
    unsubscribed_at: 'date-time?: When the person unsubscribed with its link',
  },
  query: ({ userId }) => sql`
    select c.subject_es as subject, t.email, t.language, t.status, t.queued_at, t.unsubscribed_at
    from newsletter_recipients t join newsletter_campaigns c on c.id = t.campaign_id
    where t.user_id = ${userId} order by c.started_at, t.id`,
}

const cvViews: ExportSection = {
  key: 'cv_views',
  description: 'Each time a company opened the CV.',
  table: 'cv_views',
  by: 'user_id',
  fields: {
    company: 'string: The company, as it was named then',
    offer: 'string?: The offer applied to (none: from the companies’ directory)',
    viewed_at: 'date-time: When',
  },
  query: ({ userId }) => sql`
    select t.company_name as company, t.offer_title as offer, t.viewed_at
    from cv_views t where t.user_id = ${userId} order by t.viewed_at`,
}

const groups: ExportSection = {
  key: 'groups',
  description: 'Group memberships and requests to join.',
  table: 'workgroup_members',
  by: 'user_id',
  fields: {
    group: 'string: The group',
    role: 'string: member or admin',
    status: 'string: pending or accepted',
    created_at: 'date-time: Asked or joined',
    updated_at: 'date-time: Last changed',
  },
  query: ({ userId }) => sql`
    select g.name as group, t.role, t.status, t.created_at, t.updated_at
    from workgroup_members t join workgroups g on g.id = t.workgroup_id
    where t.user_id = ${userId} order by t.created_at`,
}

const groupsCreated: ExportSection = {
  key: 'groups_created',
  description: 'Groups the person proposed.',
  table: 'workgroups',
  by: 'creator_id',
  fields: {
    hash: 'string: Identifier',
    name: 'string: Name',
    type: 'string: public or private',
    status: 'string: pending, active, rejected or disabled',
    content: 'string?: Description',
    created_at: 'date-time: Proposed',
  },
  query: ({ userId }) => sql`
    select t.hash, t.name, t.type, t.status, t.content, t.created_at
    from workgroups t where t.creator_id = ${userId} order by t.created_at`,
}

const comments: ExportSection = {
  key: 'comments',
  description: 'Comments written in groups.',
  table: 'workgroup_comments',
  by: 'author_id',
  fields: {
    hash: 'string: Identifier',
    group: 'string: The group',
    reply_to: 'string?: The comment answered',
    content: 'string: The text',
    created_at: 'date-time: Written',
  },
  query: ({ userId }) => sql`
    select t.hash, g.name as group, p.hash as reply_to, t.content, t.created_at
    from workgroup_comments t join workgroups g on g.id = t.workgroup_id
    left join workgroup_comments p on p.id = t.parent_id
    where t.author_id = ${userId} order by t.created_at`,
}

const commentLikes: ExportSection = {
  key: 'comment_likes',
  description: 'Comments the person liked.',
  table: 'workgroup_comment_likes',
  by: 'user_id',
  fields: { comment: 'string: The comment', group: 'string: The group', created_at: 'date-time: When' },
  query: ({ userId }) => sql`
    select c.hash as comment, g.name as group, t.created_at
    from workgroup_comment_likes t join workgroup_comments c on c.id = t.comment_id
    join workgroups g on g.id = c.workgroup_id
    where t.user_id = ${userId} order by t.created_at`,
}

const groupFiles: ExportSection = {
  key: 'group_files',
  description: 'Files the person shared in groups.',
  table: 'workgroup_files',
  by: 'uploader_id',
  fields: {
    hash: 'string: Identifier',
    group: 'string: The group',
    comment: 'string?: The comment it came with',
    name: 'string: The file’s name',
    content_type: 'string: Its type',
    size: 'integer: Its size in bytes',
    file: 'path: The file, in this ZIP',
    created_at: 'date-time: Shared',
  },
  query: ({ userId }) => sql`
    select t.hash, g.name as group, c.hash as comment, t.name, t.content_type, t.size,
      ${filePath('groups', 't.storage_key')} as file, t.created_at
    from workgroup_files t join workgroups g on g.id = t.workgroup_id
    left join workgroup_comments c on c.id = t.comment_id
    where t.uploader_id = ${userId} order by t.created_at`,
}

const reportsMade: ExportSection = {
  key: 'reports_made',
  description: 'Content the person reported to a group’s moderators.',
  table: 'workgroup_reports',
  by: 'reporter_id',
  fields: {
    group: 'string: The group',
    kind: 'string: comment or file',
    excerpt: 'string?: What was reported',
    reason: 'string: The reason',
    note: 'string?: The note written',
    status: 'string: open or decided',
    created_at: 'date-time: Reported',
  },
  query: ({ userId }) => sql`
    select g.name as group, t.kind, t.excerpt, t.reason, t.note, t.status, t.created_at
    from workgroup_reports t join workgroups g on g.id = t.workgroup_id
    where t.reporter_id = ${userId} order by t.created_at`,
}

const reportsAbout: ExportSection = {
  key: 'reports_about',
  description: 'Reports of the person’s content by others (who reported it is not given).',
  table: 'workgroup_reports',
  by: 'author_id',
  fields: {
    group: 'string: The group',
    kind: 'string: comment or file',
    excerpt: 'string?: What was reported',
    reason: 'string: The reason',
    status: 'string: open or decided',
    decision_note: 'string?: The moderators’ decision',
    created_at: 'date-time: Reported',
  },
  query: ({ userId }) => sql`
    select g.name as group, t.kind, t.excerpt, t.reason, t.status, t.decision_note, t.created_at
    from workgroup_reports t join workgroups g on g.id = t.workgroup_id
    where t.author_id = ${userId} order by t.created_at`,
}

const savedArticles: ExportSection = {
  key: 'saved_articles',
  description: 'News and events the person saved.',
  table: 'saved_articles',
  by: 'user_id',
  fields: { article: 'string: The title', slug: 'string: Its address', created_at: 'date-time: Saved' },
  query: ({ userId }) => sql`
    select a.title as article, a.slug, t.created_at
    from saved_articles t join articles a on a.id = t.article_id
    where t.user_id = ${userId} order by t.created_at`,
}

const eventSignUps: ExportSection = {
  key: 'event_sign_ups',
  description: 'Events the person signed up for.',
  table: 'article_subscriptions',
  by: 'user_id',
  fields: {
    event: 'string: The event',
    starts_at: 'date-time?: When it starts',
    created_at: 'date-time: Signed up',
  },
  query: ({ userId }) => sql`
    select a.title as event, a.starts_at, t.created_at
    from article_subscriptions t join articles a on a.id = t.article_id
    where t.user_id = ${userId} order by t.created_at`,
}

const eventRegistrations: ExportSection = {
  key: 'event_registrations',
  description:
    'Events the person signed up for in the portal: their place or waiting position, answers and check-in.',
  table: 'event_registrations',
  by: 'user_id',
  fields: {
    event: 'string: The event',
    starts_at: 'date-time?: When it starts',
    state: 'string: confirmed (a place), waiting (on the waiting list) or cancelled',
    answers: 'object: The answers to the event’s questions, by question',
    created_at: 'date-time: Signed up',
    promoted_at: 'date-time?: Given a place from the waiting list',
    cancelled_at: 'date-time?: Cancelled',
    checked_in_at: 'date-time?: Checked in at the door',
    reminder_sent_at: 'date-time?: Reminder mailed',
  },
  query: ({ userId }) => sql`
    select a.title as event, a.starts_at, t.state, t.answers, t.created_at, t.promoted_at, t.cancelled_at,
      t.checked_in_at, t.reminder_sent_at
    from event_registrations t join articles a on a.id = t.article_id
    where t.user_id = ${userId} order by t.created_at`,
}

const mentorOffer: ExportSection = {
  key: 'mentor_offer',
  description: 'The person’s offer to mentor (docs/mentoring.md): one row if they made one, else none.',
  table: 'mentor_offers',
  by: 'user_id',
  fields: {
    studies: 'object: The studies they mentor on',
    tags: 'object: The areas and specialties they mentor on',
    company: 'string?: The company they work at, as the offer shows it',
    topics: 'string?: What they offer, in their words',
    capacity: 'integer: How many mentees at once',
    paused_at: 'date-time?: Paused by the person',
    office_paused_at: 'date-time?: Paused by the alumni office',
    office_pause_reason: 'string?: The office’s reason',
    created_at: 'date-time: Offered',
    updated_at: 'date-time: Last changed',
  },
  query: ({ userId, locale }) => sql`
    select
      coalesce((select json_agg(${title(locale, 'c')} order by k.n) from unnest(t.category_ids) with ordinality k(id, n)
        join categories c on c.id = k.id), '[]'::json) as studies,
      coalesce((select json_agg(${title(locale, 'g')} order by k.n) from unnest(t.tag_ids) with ordinality k(id, n)
        join tags g on g.id = k.id), '[]'::json) as tags,
      t.company_name as company, t.topics, t.capacity, t.paused_at, t.office_paused_at, t.office_pause_reason,
      t.created_at, t.updated_at
    from mentor_offers t where t.user_id = ${userId}`,
}

const mentoringFields = (other: string, side: string): Record<string, FieldType> => ({
  [other]: `string?: The ${other}’s name (null: they erased their account)`,
  message: 'string?: The message asking for mentoring',
  state: 'string: pending, accepted, declined, ended or withdrawn',
  decline_message: 'string?: The mentor’s words when declining (null: the kind default message)',
  ended_by: 'string?: Who ended it: mentor, mentee, or erasure (an account erased)',
  feedback: `string?: The ${side}’s feedback for the alumni office when they ended it`,
  created_at: 'date-time: Asked',
  answered_at: 'date-time?: Accepted or declined',
  ended_at: 'date-time?: Ended or withdrawn',
})

const mentoringAsked: ExportSection = {
  key: 'mentoring_asked',
  description: 'The mentoring the person asked for, and their mentorships as mentee.',
  table: 'mentoring_requests',
  by: 'mentee_id',
  fields: mentoringFields('mentor', 'mentee'),
  query: ({ userId }) => sql`
    select nullif(trim(u.name || ' ' || u.surname), '') as mentor, t.message, t.state, t.decline_message, t.ended_by,
      case when t.ended_by = 'mentee' then t.feedback end as feedback, t.created_at, t.answered_at, t.ended_at
    from mentoring_requests t left join users u on u.id = t.mentor_id
    where t.mentee_id = ${userId} order by t.created_at`,
}

const mentoringReceived: ExportSection = {
  key: 'mentoring_received',
  description: 'The requests for mentoring the person received, and their mentorships as mentor.',
  table: 'mentoring_requests',
  by: 'mentor_id',
  fields: mentoringFields('mentee', 'mentor'),
  query: ({ userId }) => sql`
    select nullif(trim(u.name || ' ' || u.surname), '') as mentee, t.message, t.state, t.decline_message, t.ended_by,
      case when t.ended_by = 'mentor' then t.feedback end as feedback, t.created_at, t.answered_at, t.ended_at
    from mentoring_requests t left join users u on u.id = t.mentee_id
    where t.mentor_id = ${userId} order by t.created_at`,
}

const calendarFeed: ExportSection = {
  key: 'calendar_feed',
  description: 'The private calendar address, if the person made one (its secret is never exported).',
  table: 'calendar_feeds',
  by: 'user_id',
  fields: {
    created_at: 'date-time: Made',
    last_read_at: 'date-time?: Last read by a calendar',
  },
  query: ({ userId }) => sql`
    select t.created_at, t.last_read_at from calendar_feeds t where t.user_id = ${userId}`,
}

const sessions: ExportSection = {
  key: 'sessions',
  description: 'Devices signed in (the session keys are never exported).',
  table: 'sessions',
  by: 'user_id',
  fields: {
    device_type: 'integer: 1 web, 2 Android, 3 iOS',
    created_at: 'date-time: Signed in',
    last_seen_at: 'date-time: Last used',
    expires_at: 'date-time: Ends',
  },
  query: ({ userId }) => sql`
    select t.device_type, t.created_at, t.last_seen_at, t.expires_at
    from sessions t where t.user_id = ${userId} order by t.created_at`,
}

const accountLinks: ExportSection = {
  key: 'account_links',
  description: 'One-use links sent for password recovery and e-mail changes (their keys are never exported).',
  table: 'account_tokens',
  by: 'user_id',
  fields: {
    purpose: 'string: password_reset, email_change or email_revert',
    new_email: 'string?: The address asked for',
    created_at: 'date-time: Sent',
    expires_at: 'date-time: Ends',
  },
  query: ({ userId }) => sql`
    select t.purpose, t.new_email, t.created_at, t.expires_at
    from account_tokens t where t.user_id = ${userId} order by t.created_at`,
}

const consents: ExportSection = {
  key: 'consents',
  description: 'Each consent given or withdrawn, with the version of the text.',
  table: 'consent_records',
  by: 'user_id',
  fields: {
    kind: 'string: conditions, privacy, newsletter, job_alerts or cookies',
    granted: 'boolean: Given (true) or withdrawn (false)',
    version: 'string?: The version of the text (none: before versions were kept)',
    source: 'string: Where: registration, settings, asked-again, banner, mail-link',
    at: 'date-time: When',
  },
  query: ({ userId }) => sql`
    select t.kind, t.granted, t.version, t.source, t.at
    from consent_records t where t.user_id = ${userId} order by t.at, t.id`,
}

const community: ExportSection = {
  key: 'community',
  description: 'Where the alumni office shows the person on the community page, and what it says of them.',
  table: 'community_members',
  by: 'user_id',
  fields: {
    section: 'string: ambassadors, careers or team',
    position: 'integer: Their place in the section',
    role_es: 'string: The role, in Spanish',
    role_en: 'string?: The role, in English',
    role_ca: 'string?: The role, in Catalan',
    text_es: 'string?: The text about them, in Spanish',
    text_en: 'string?: The text about them, in English',
    text_ca: 'string?: The text about them, in Catalan',
    created_at: 'date-time: Added',
  },
  query: ({ userId }) => sql`
    select t.section, t.position, t.role_es, t.role_en, t.role_ca, t.text_es, t.text_en, t.text_ca, t.created_at
    from community_members t where t.user_id = ${userId} order by t.section, t.position`,
}

const dataExports: ExportSection = {
  key: 'data_exports',
  description: 'The downloads of these data the person asked for.',
  table: 'data_exports',
  by: 'user_id',
  fields: {
    status: 'string: building, ready or failed',
    requested_at: 'date-time: Asked',
    ready_at: 'date-time?: Built',
    expires_at: 'date-time?: Ends',
  },
  query: ({ userId }) => sql`
    select t.status, t.requested_at, t.ready_at, t.expires_at
    from data_exports t where t.user_id = ${userId} order by t.requested_at`,
}

const mails: ExportSection = {
  key: 'mails',
  description: 'Mail the portal sent to the account’s address and still keeps (docs/privacy.md: how long).',
  table: 'mail_outbox',
  by: 'to_address',
  fields: {
    template: 'string: Which mail',
    subject: 'string: Subject',
    locale: 'string: Language',
    status: 'string: pending, sending, sent or failed',
    created_at: 'date-time: Written',
    sent_at: 'date-time?: Sent',
    text: 'string: The text as sent',
  },
  query: ({ email }) => sql`
    select t.template, t.subject, t.locale, t.status, t.created_at, t.sent_at, t.text_body as text
    from mail_outbox t where lower(t.to_address) = lower(${email}) order by t.created_at`,
}

const officeActions: ExportSection = {
  key: 'office_actions',
  description: 'What the alumni office did with the account (its audit log, without who did it).',
  table: 'audit_log',
  by: 'object_id',
  fields: {
    at: 'date-time: When',
    action: 'string: What',
    reason: 'string?: The reason written',
  },
  query: ({ userId }) => sql`
    select t.at, t.action, t.reason
    from audit_log t where t.object_type = 'user'
      and t.object_id = (select hash from users where id = ${userId}) order by t.at, t.id`,
}

const company: ExportSection = {
  key: 'company',
  description: 'The company’s details.',
  table: 'companies',
  by: 'user_id',
  one: true,
  fields: {
    hash: 'string: Identifier',
    name: 'string: Name',
    contact_name: 'string: Contact person',
    contact_phone: 'string?: Contact phone',
    document_number: 'string: Tax number (CIF)',
    logo: 'path?: The logo, in this ZIP',
    notify_applications: 'boolean: Mails for each application',
    validated_at: 'date-time?: When the office validated it',
    rejected_at: 'date-time?: When the office rejected it',
    disabled_at: 'date-time?: When the office disabled it',
    decision_reason: 'string?: The reason the office gave',
    created_at: 'date-time: Registered',
  },
  query: ({ userId }) => sql`
    select t.hash, t.name, t.contact_name, t.contact_phone, t.document_number, ${filePath('company', 't.logo_key')} as logo,
      t.notify_applications, t.validated_at, t.rejected_at, t.disabled_at, t.decision_reason, t.created_at
    from companies t where t.user_id = ${userId}`,
}

const offers: ExportSection = {
  key: 'offers',
  description: 'The company’s job offers, and how each was closed.',
  table: 'job_offers',
  by: 'company_id',
  fields: {
    hash: 'string: Identifier',
    title: 'string: Title',
    description: 'string: Description',
    workstation: 'string: Position',
    title_en: 'string?: Title in English',
    description_en: 'string?: Description in English',
    workstation_en: 'string?: Position in English',
    location: 'string: Place',
    country: 'string?: Country',
    contract: 'string: Contract',
    working_hours: 'string: Working hours',
    date_incorporation: 'date?: Start date',
    status: 'string: The offer’s state',
    review_note: 'string?: The office’s note',
    published_at: 'date-time?: Published',
    closed_at: 'date-time?: Closed',
    closing: 'object?: The closing survey: ratings and whether someone was hired',
    created_at: 'date-time: Written',
    updated_at: 'date-time: Last changed',
  },
  query: ({ companyId, locale }) => sql`
    select t.hash, t.title, t.description, t.workstation, t.title_en, t.description_en, t.workstation_en,
      t.location, ${countryName(locale, 'c')} as country, t.contract, t.working_hours, t.date_incorporation,
      t.status, t.review_note, t.published_at, t.closed_at,
      (select json_build_object('service_rating', k.service_rating, 'candidates_rating', k.candidates_rating,
          'hired', k.hired, 'closed_at', k.closed_at)
        from job_offer_closings k where k.offer_id = t.id order by k.closed_at desc limit 1) as closing,
      t.created_at, t.updated_at
    from job_offers t left join countries c on c.code = t.country_code
    where t.company_id = ${companyId} order by t.created_at`,
}

const decisions: ExportSection = {
  key: 'decisions',
  description:
    'The company’s decisions on the applications to its offers: the application’s identifier and status only (the candidates’ data are theirs).',
  table: 'job_applications',
  by: 'offer_id',
  fields: {
    application: 'string: The application',
    offer: 'string: The offer',
    status: 'string: The status the company gave it',
    created_at: 'date-time: Applied',
    updated_at: 'date-time: Last decided',
  },
  query: ({ companyId }) => sql`
    select t.hash as application, o.hash as offer, t.status, t.created_at, t.updated_at
    from job_applications t join job_offers o on o.id = t.offer_id
    where o.company_id = ${companyId} order by o.created_at, t.created_at`,
}

/** The name of the other side of a conversation (`u`, `co`), null for a former member. */
const otherName = sql.raw(
  "case when u.id is null then null when u.role = 'company' then coalesce(co.name, u.name) else trim(u.name || ' ' || u.surname) end",
)

const conversationsSection: ExportSection = {
  key: 'conversations',
  description:
    'Private conversations: who with, and every message of both sides (the other side’s name is null once they erased their account).',
  table: 'conversation_members',
  by: 'user_id',
  fields: {
    conversation: 'string: The conversation’s identifier',
    with: 'string?: The other side (a person’s or a company’s name)',
    started_by_me: 'boolean: Whether the person started it',
    created_at: 'date-time: Opened',
    read_receipts: 'boolean: Whether the person sent read receipts in it',
    last_read_at: 'date-time?: When the person last read it',
    messages:
      'object: Its messages, oldest first: who wrote each (the person or not), the text, the file’s name, the offer, when',
  },
  query: ({ userId }) => sql`
    select c.hash as conversation, ${otherName} as with, (c.started_by = ${userId}) is true as started_by_me,
      c.created_at, t.read_receipts, t.last_read_at,
      coalesce((select json_agg(json_build_object('mine', (x.sender_id = ${userId}) is true, 'text', x.body,
          'file', x.file_name, 'offer', jo.title, 'sent_at', x.created_at) order by x.created_at, x.id)
        from conversation_messages x left join job_offers jo on jo.id = x.offer_id
        where x.conversation_id = c.id), '[]'::json) as messages
    from conversation_members t join conversations c on c.id = t.conversation_id
    left join conversation_members o on o.conversation_id = c.id and o.side <> t.side
    left join users u on u.id = o.user_id left join companies co on co.user_id = u.id
    where t.user_id = ${userId} order by c.created_at`,
}

const blocksSection: ExportSection = {
  key: 'blocks',
  description: 'People the person blocked in private messages.',
  table: 'conversation_blocks',
  by: 'blocker_id',
  fields: { with: 'string?: Who was blocked', created_at: 'date-time: When' },
  query: ({ userId }) => sql`
    select ${otherName} as with, t.created_at
    from conversation_blocks t join users u on u.id = t.blocked_id left join companies co on co.user_id = u.id
    where t.blocker_id = ${userId} order by t.created_at`,
}

const messageReports: ExportSection = {
  key: 'message_reports',
  description: 'Private messages the person reported to the office.',
  table: 'conversation_reports',
  by: 'reporter_id',
  fields: {
    excerpt: 'string: The message reported (empty once the office removed it)',
    reason: 'string: The reason',
    note: 'string?: The note written',
    status: 'string: OPEN or RESOLVED',
    created_at: 'date-time: Reported',
  },
  query: ({ userId }) => sql`
    select m.body as excerpt, t.reason, t.note, t.status, t.created_at
    from conversation_reports t join conversation_messages m on m.id = t.message_id
    where t.reporter_id = ${userId} order by t.created_at`,
}

/** A person's export (alumni, staff and the office's own accounts). */
export const personSections: readonly ExportSection[] = [
  account,
  profile,
  tagsSection,
  experiences,
  projects,
  tierHistory,
  mandates,
  charges,
  applications,
  jobAlerts,
  newsletters,
  cvViews,
  groups,
  groupsCreated,
  comments,
  commentLikes,
  groupFiles,
  reportsMade,
  reportsAbout,
  conversationsSection,
  blocksSection,
  messageReports,
  savedArticles,
  eventSignUps,
  eventRegistrations,
  calendarFeed,
  mentorOffer,
  mentoringAsked,
  mentoringReceived,
  sessions,
  accountLinks,
  consents,
  community,
  mails,
  officeActions,
  dataExports,
]

/** A company's export: its account, company, offers and decisions, never its candidates' data. */
export const companySections: readonly ExportSection[] = [
  account,
  company,
  offers,
  decisions,
  sessions,
  accountLinks,
  consents,
  mails,
  dataExports,
  conversationsSection,
  blocksSection,
  messageReports,
]

/**
 * Tables with a column pointing at a person or a company that no section exports, and why (the schema walk of
 * privacy.test.ts fails on any other).
 */
export const notExported: Record<string, string> = {
  'conversations.user_low': 'a side of a conversation: exported through its sides (`conversations`)',
  'conversations.user_high': 'a side of a conversation: exported through its sides (`conversations`)',
  'conversations.started_by': 'exported with the conversations (`conversations.started_by_me`)',
  'conversation_messages.sender_id':
    'exported with the conversations (`conversations.messages`), both sides’',
  'conversation_blocks.blocked_id':
    'who blocked the person is that person’s choice and data (in their own export), not this person’s',
  'conversation_notices.user_id':
    'when the person was last mailed about unread messages: the mail itself is in `mails`',
  'membership_collection_runs.created_by':
    'the office’s member who made a SEPA collection run: the office’s record, not data about that member',
  'job_offer_closings.offer_id': 'exported with the company’s offers (`offers.closing`)',
  'cv_views.company_id':
    'a company’s reads of candidates’ CVs are the candidates’ data (each sees them in their own export)',
  'event_registrations.checked_in_by':
    'the office’s member who checked a person in at an event’s door: the office’s record, not data about that member',
  'project_images.project_id': 'exported with the projects (`projects.images`)',
  'content_versions.author_id':
    'the office’s member who saved a version of a content page: the office’s record of its texts, not data about that member (the name kept with it is cleared when the account is erased)',
}

/** One statement for all the sections: one snapshot of the person's data, one round trip. */
export function exportStatement(sections: readonly ExportSection[], owner: ExportOwner): SQL {
  const parts = sections.map(
    (s) =>
      sql`${s.key}::text, (select ${s.one ? sql`to_json(x)` : sql`coalesce(json_agg(x), '[]'::json)`} from (${s.query(owner)}) x)`,
  )
  return sql`select json_build_object(${sql.join(parts, sql`, `)}) as data`
}
