import { dirname, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { type Locale as AppLocale, defaultLocale, isLocale, locales } from '@egresa/i18n/locales'
import * as v from 'valibot'
import { type Brand, brandOf, brandVariables } from './lib/brand'
import type { S3Config } from './lib/storage/storage'
import { type AppUrlVariable, type WebApp, webApps } from './lib/web-apps'

/** The development key the web apps use when built without VITE_API_KEY. */
export const DEV_API_KEY = { name: 'dev', key: 'egresa-dev-public-key' } as const

export type ApiKey = { name: string; key: string }

const apiKeyList = v.pipe(
  v.string(),
  v.transform((raw) => raw.split(',').map((entry) => entry.trim())),
  v.array(
    v.pipe(
      v.string(),
      v.regex(/^[\w.-]+:\S{16,}$/, 'each entry must be name:key, the key at least 16 characters'),
    ),
  ),
  v.transform((entries): ApiKey[] =>
    entries.map((entry) => {
      const at = entry.indexOf(':')
      return { name: entry.slice(0, at), key: entry.slice(at + 1) }
    }),
  ),
)

const emptyToUndefined = (value: unknown) => (value === '' ? undefined : value)

const appUrl = v.optional(v.pipe(v.string(), v.url(), v.regex(/^https?:\/\//, 'must be an http(s) URL')))
/** Each web app's public origin, one variable per app of the registry (`ALUMNI_APP_URL`, ...). */
const appUrlVariables = Object.fromEntries(webApps.map(({ variable }) => [variable, appUrl])) as Record<
  AppUrlVariable,
  typeof appUrl
>

/** A count per client address (lib/traffic-limit.ts): 120 unless set, 0 for no limit. */
const perAddressLimit = v.optional(
  v.pipe(
    v.string(),
    v.regex(/^\d+$/, 'must be a whole number (0: no limit)'),
    v.transform(Number),
    v.maxValue(1_000_000, 'must be at most 1000000 (0: no limit)'),
  ),
  '120',
)

/**
 * How often a scheduled job runs (lib/periodic-job.ts), in minutes: whole or decimal (0.5 is 30 s), 0 to
 * turn the job off in this process, at least 0.01 (0.6 s) otherwise, at most a week.
 */
const jobInterval = (fallback: string, off: string) =>
  v.optional(
    v.pipe(
      v.string(),
      v.regex(/^\d+(\.\d+)?$/, `must be a number of minutes (0.5 is 30 s; 0 turns ${off} off)`),
      v.transform(Number),
      v.check((n) => n === 0 || n >= 0.01, `must be 0 (${off} off) or at least 0.01 minutes`),
      v.maxValue(7 * 24 * 60),
    ),
    fallback,
  )

/** A whole number (of days, months or years) up to `max`, 0 included. */
const wholeNumber = (fallback: string, max: number) =>
  v.optional(
    v.pipe(v.string(), v.regex(/^\d+$/, 'must be a whole number'), v.transform(Number), v.maxValue(max)),
    fallback,
  )

/** The retention rules of the privacy job (docs/privacy.md, "Retention"); 0 turns a rule off. */
export type RetentionRules = {
  /** Accounts never verified are deleted this many days after registering. */
  unverifiedDays: number
  /** Accounts without a sign-in or a session's use for this many months are warned, then erased. */
  inactiveMonths: number
  /** Days between the warning and the erasure of an inactive account. */
  inactiveWarningDays: number
  /** A company stops seeing a candidate this many months after its offer closed, unless they agreed to more. */
  candidateMonths: number
  /** SEPA mandates of erased accounts are deleted this many months after they ended. */
  mandateMonths: number
  /** Charges of erased accounts are deleted this many years after they were made. */
  paymentYears: number
}

const EnvSchema = v.object({
  NODE_ENV: v.optional(v.picklist(['development', 'production', 'test']), 'development'),
  PORT: v.optional(
    v.pipe(
      v.string(),
      v.regex(/^\d+$/, 'must be a port number'),
      v.transform(Number),
      v.minValue(0),
      v.maxValue(65535),
    ),
    '8080',
  ),
  HOST: v.optional(
    v.pipe(
      v.string(),
      v.regex(
        /^(?:[\w.-]+|[\d.]+|[0-9a-fA-F:]+)$/,
        'must be an address or a host name (0.0.0.0, ::, 127.0.0.1)',
      ),
    ),
    '127.0.0.1',
  ),
  DATA_DIR: v.optional(v.pipe(v.string(), v.nonEmpty()), './data'),
  DATABASE_URL: v.optional(
    v.pipe(
      v.string(),
      v.regex(/^postgres(ql)?:\/\//, 'must be a postgres:// URL'),
      v.url('must be a postgres:// URL (postgres://user:password@host:5432/database)'),
    ),
  ),
  DATABASE_TIMEOUT_MS: v.optional(
    v.pipe(
      v.string(),
      v.regex(/^\d+$/, 'must be a number of milliseconds'),
      v.transform(Number),
      v.minValue(100),
      v.maxValue(600_000),
    ),
    '5000',
  ),
  DATABASE_POOL_SIZE: v.optional(
    v.pipe(
      v.string(),
      v.regex(/^\d+$/, 'must be a whole number'),
      v.transform(Number),
      v.minValue(1),
      v.maxValue(500),
    ),
    '10',
  ),
  API_KEYS: v.optional(apiKeyList),
  // The scraper's bearer token for /metrics (features/system/metrics-routes.ts); unset, loopback only.
  METRICS_TOKEN: v.optional(
    v.pipe(
      v.string(),
      v.regex(
        /^[\w.~+/-]{32,}=*$/,
        'must be at least 32 characters of letters, digits and -._~+/ (openssl rand -hex 32)',
      ),
    ),
  ),
  DEMO_SEED: v.optional(v.picklist(['small', 'full', 'huge'])),
  LOG_LEVEL: v.optional(v.picklist(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']), 'info'),
  REDIS_URL: v.optional(
    v.pipe(
      v.string(),
      v.regex(/^rediss?:\/\//, 'must be a redis:// URL'),
      v.url('must be a redis:// URL (redis://user:password@host:6379)'),
    ),
  ),
  STATIC_ROOT: v.optional(v.pipe(v.string(), v.nonEmpty())),
  CONTENT_DIR: v.optional(v.pipe(v.string(), v.nonEmpty())),
  TRUST_PROXY: v.optional(
    v.pipe(
      v.string(),
      v.regex(/^(true|false|\d)$/, 'must be the number of proxies in front (0 to 9; true is 1)'),
      v.transform((s) => (s === 'true' ? 1 : s === 'false' ? 0 : Number(s))),
    ),
    '0',
  ),
  PAGES_PER_ADDRESS: perAddressLimit,
  SEARCHES_PER_ADDRESS: perAddressLimit,
  REGISTRATIONS_PER_ADDRESS: v.optional(
    v.pipe(
      v.string(),
      v.regex(/^[1-9]\d*$/, 'must be a whole number from 1'),
      v.transform(Number),
      v.maxValue(1_000_000, 'must be at most 1000000'),
    ),
    '10',
  ),
  LOGINS_PER_ADDRESS: v.optional(
    v.pipe(
      v.string(),
      v.regex(/^[1-9]\d*$/, 'must be a whole number from 1'),
      v.transform(Number),
      v.maxValue(1_000_000, 'must be at most 1000000'),
    ),
    '100',
  ),
  SMTP_URL: v.optional(
    v.pipe(
      v.string(),
      v.regex(/^smtps?:\/\//, 'must be an smtp:// URL'),
      v.url('must be an smtp:// URL (smtp://user:password@host:587)'),
    ),
  ),
  MAIL_FROM: v.optional(v.pipe(v.string(), v.nonEmpty())),
  APP_STORE_URL: v.optional(v.pipe(v.string(), v.url(), v.regex(/^https:\/\//, 'must be an https URL'))),
  PLAY_STORE_URL: v.optional(v.pipe(v.string(), v.url(), v.regex(/^https:\/\//, 'must be an https URL'))),
  ...brandVariables,
  ANALYTICS_PROVIDER: v.optional(v.picklist(['plausible', 'matomo'])),
  ANALYTICS_URL: v.optional(v.pipe(v.string(), v.url(), v.regex(/^https:\/\//, 'must be an https URL'))),
  ANALYTICS_SITE_ID: v.optional(
    v.pipe(v.string(), v.regex(/^[\w.-]{1,100}$/, 'must be a site id or domain')),
  ),
  PUBLIC_URL: v.optional(v.pipe(v.string(), v.url(), v.regex(/^https?:\/\//, 'must be an http(s) URL'))),
  ...appUrlVariables,
  SSO_APP_URL: v.optional(v.string()),
  SSO_ISSUER: v.optional(v.pipe(v.string(), v.url(), v.regex(/^https?:\/\//, 'must be an http(s) URL'))),
  SSO_CLIENT_ID: v.optional(v.pipe(v.string(), v.nonEmpty())),
  SSO_CLIENT_SECRET: v.optional(v.pipe(v.string(), v.minLength(16, 'must be at least 16 characters'))),
  SSO_DEV_PROVIDER: v.optional(v.picklist(['true', 'false', '1', '0'])),
  MAIL_LINK_SECRET: v.optional(v.pipe(v.string(), v.minLength(32, 'must be at least 32 characters'))),
  JOB_ALERTS_INTERVAL_MINUTES: jobInterval('60', 'the job alerts'),
  OFFICE_IDLE_MINUTES: v.optional(
    v.pipe(
      v.string(),
      v.regex(/^\d+$/, 'must be a whole number of minutes'),
      v.transform(Number),
      v.minValue(1),
      v.maxValue(24 * 60),
    ),
    '30',
  ),
  // Private messages (features/conversations, docs/conversations.md): new conversations an account may start
  // a day; the mail about unread messages, at most once every MESSAGES_MAIL_HOURS, with a short excerpt of
  // the text only when MESSAGES_MAIL_EXCERPT is true; how often its job looks.
  CONVERSATIONS_PER_DAY: v.optional(
    v.pipe(
      v.string(),
      v.regex(/^\d+$/, 'must be a whole number of conversations a day'),
      v.transform(Number),
      v.minValue(1),
      v.maxValue(10_000),
    ),
    '20',
  ),
  MESSAGES_MAIL_HOURS: v.optional(
    v.pipe(
      v.string(),
      v.regex(/^\d+(\.\d+)?$/, 'must be a number of hours'),
      v.transform(Number),
      v.minValue(0.01),
      v.maxValue(24 * 7),
    ),
    '4',
  ),
  MESSAGES_MAIL_EXCERPT: v.optional(v.picklist(['true', 'false', '1', '0']), 'false'),
  MESSAGES_MAIL_INTERVAL_MINUTES: jobInterval('15', 'the mail about unread messages'),
  REPORTS_MIN_GROUP: v.optional(
    v.pipe(
      v.string(),
      v.regex(/^\d+$/, 'must be a whole number of people'),
      v.transform(Number),
      v.minValue(2),
      v.maxValue(100),
    ),
    '5',
  ),
  IBAN_ENCRYPTION_KEY: v.optional(
    v.pipe(
      v.string(),
      v.trim(),
      v.regex(/^[0-9a-fA-F]{64}$/, 'must be 32 bytes in hex (64 characters: openssl rand -hex 32)'),
    ),
  ),
  MEMBERSHIP_CREDITOR_NAME: v.optional(v.pipe(v.string(), v.trim(), v.nonEmpty(), v.maxLength(70))),
  MEMBERSHIP_CREDITOR_ID: v.optional(
    v.pipe(v.string(), v.trim(), v.regex(/^[A-Za-z0-9 ]{8,40}$/, 'must be a SEPA creditor identifier')),
  ),
  // The university's account that receives the collections, and its bank's BIC (optional): checked at the
  // export (features/membership/collection-runs.ts), so a start never fails on them.
  MEMBERSHIP_CREDITOR_IBAN: v.optional(
    v.pipe(v.string(), v.trim(), v.regex(/^[A-Za-z]{2}[0-9A-Za-z -]{10,40}$/, 'must be an IBAN')),
  ),
  MEMBERSHIP_CREDITOR_BIC: v.optional(
    v.pipe(
      v.string(),
      v.trim(),
      v.regex(/^[A-Za-z0-9]{8}([A-Za-z0-9]{3})?$/, 'must be a BIC (8 or 11 characters)'),
    ),
  ),
  MEMBERSHIP_FEE_CENTS: v.optional(
    v.pipe(
      v.string(),
      v.regex(/^\d{1,7}$/, 'must be a whole number of cents'),
      v.transform(Number),
      v.minValue(1),
    ),
    '5000',
  ),
  MEMBERSHIP_PAYMENT_LINK: v.optional(
    v.pipe(v.string(), v.url(), v.regex(/^https:\/\//, 'must be an https URL')),
  ),
  MEMBERSHIP_FIRST_CHARGE_DAYS: v.optional(
    v.pipe(
      v.string(),
      v.regex(/^\d+$/, 'must be a whole number of days'),
      v.transform(Number),
      v.maxValue(60),
    ),
    '14',
  ),
  MEMBERSHIP_RENEWAL_NOTICE_DAYS: v.optional(
    v.pipe(
      v.string(),
      v.regex(/^\d+$/, 'must be a whole number of days'),
      v.transform(Number),
      v.minValue(1),
      v.maxValue(90),
    ),
    '14',
  ),
  MEMBERSHIP_INTERVAL_MINUTES: jobInterval('60', 'the renewal job'),
  // Sent mail holds sign-in and recovery links: deleted this many days after it was written (docs/mail.md),
  // by a job that runs every MAIL_PURGE_INTERVAL_MINUTES.
  MAIL_RETENTION_DAYS: v.optional(
    v.pipe(
      v.string(),
      v.regex(/^\d+$/, 'must be a whole number of days'),
      v.transform(Number),
      v.minValue(1),
      v.maxValue(3650),
    ),
    '30',
  ),
  MAIL_PURGE_INTERVAL_MINUTES: jobInterval('60', 'the purge of sent mail'),
  // The personal data job (features/privacy, docs/privacy.md): exports left half-built, expired exports.
  PRIVACY_INTERVAL_MINUTES: jobInterval('15', 'the personal data job'),
  // The articles job (features/articles/job.ts): publishes the articles whose scheduled time has come.
  ARTICLES_INTERVAL_MINUTES: jobInterval('1', 'the scheduled publication of articles'),
  // The events job (features/articles/event-job.ts, docs/events.md): the reminders the day before.
  EVENTS_INTERVAL_MINUTES: jobInterval('15', 'the event reminders'),
  // The newsletters (features/newsletters, docs/newsletters.md): how often the job hands a batch of mails to
  // the outbox, and how many mails a minute at most.
  NEWSLETTER_INTERVAL_MINUTES: jobInterval('1', 'the newsletter job'),
  NEWSLETTER_RATE_PER_MINUTE: v.optional(
    v.pipe(
      v.string(),
      v.regex(/^\d+$/, 'must be a whole number of mails a minute'),
      v.transform(Number),
      v.minValue(1),
      v.maxValue(100_000),
    ),
    '600',
  ),
  // Days between asking to erase one's account and the erasure; signing in meanwhile cancels it. 0: at the
  // privacy job's next run (a test server's journeys).
  // The retention rules the privacy job applies (docs/privacy.md, "Retention"); 0 turns a rule off.
  UNVERIFIED_ACCOUNT_DAYS: wholeNumber('90', 3650),
  INACTIVE_ACCOUNT_MONTHS: wholeNumber('36', 600),
  INACTIVE_WARNING_DAYS: wholeNumber('30', 365),
  CANDIDATE_RETENTION_MONTHS: wholeNumber('12', 600),
  MANDATE_RETENTION_MONTHS: wholeNumber('14', 600),
  PAYMENT_RETENTION_YEARS: wholeNumber('6', 50),
  ERASURE_GRACE_DAYS: v.optional(
    v.pipe(
      v.string(),
      v.regex(/^\d+$/, 'must be a whole number of days'),
      v.transform(Number),
      v.maxValue(90),
    ),
    '14',
  ),
  // The university that owns the portal, for the legal notice, the association and accessibility pages
  // (lib/content/university.ts): unset outside production, the demo's values; in production, a warning.
  UNIVERSITY_NAME: v.optional(v.pipe(v.string(), v.trim(), v.nonEmpty(), v.maxLength(200))),
  UNIVERSITY_TAX_ID: v.optional(
    v.pipe(v.string(), v.trim(), v.regex(/^[A-Za-z0-9 -]{5,20}$/, 'must be a tax identifier (Q4618001D)')),
  ),
  UNIVERSITY_OFFICE_ADDRESS: v.optional(v.pipe(v.string(), v.trim(), v.nonEmpty(), v.maxLength(300))),
  UNIVERSITY_OFFICE_EMAIL: v.optional(
    v.pipe(v.string(), v.trim(), v.email('must be an e-mail address (alumni@university.example)')),
  ),
  UNIVERSITY_OFFICE_PHONE: v.optional(
    v.pipe(v.string(), v.trim(), v.regex(/^\+?[0-9 ().-]{6,25}$/, 'must be a telephone number')),
  ),
  // The languages the web apps offer (es,en,ca); checked in parseEnv, which names an unknown one.
  LOCALES: v.optional(v.pipe(v.string(), v.trim(), v.nonEmpty()), locales.join(',')),
  S3_BUCKET: v.optional(
    v.pipe(v.string(), v.regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, 'must be a bucket name')),
  ),
  S3_ENDPOINT: v.optional(v.pipe(v.string(), v.url(), v.regex(/^https?:\/\//, 'must be an http(s) URL'))),
  S3_REGION: v.optional(v.pipe(v.string(), v.nonEmpty()), 'us-east-1'),
  S3_ACCESS_KEY_ID: v.optional(v.pipe(v.string(), v.nonEmpty())),
  S3_SECRET_ACCESS_KEY: v.optional(v.pipe(v.string(), v.nonEmpty())),
})

export type Env = {
  nodeEnv: 'development' | 'production' | 'test'
  /** The address the server listens on: loopback unless HOST says otherwise. */
  host: string
  port: number
  dataDir: string
  databaseUrl: string | undefined
  /** PostgreSQL: how long a connection or a query may take before the request answers 503. */
  databaseTimeoutMs: number
  /** PostgreSQL: connections per process. */
  databasePoolSize: number
  apiKeys: ApiKey[]
  /**
   * The API key each web app is served with (in its page's configuration, lib/site-config.ts): the entry of
   * API_KEYS named `<app>-web`, or the development key when API_KEYS is unset.
   */
  webAppKeys: Record<WebApp, string>
  /**
   * The bearer token a scraper of /metrics sends (METRICS_TOKEN); unset, /metrics answers only this machine's
   * loopback (docs/operations.md, "Metrics and alerts").
   */
  metricsToken: string | undefined
  demoSeed: 'small' | 'full' | 'huge' | undefined
  logLevel: 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent'
  redisUrl: string | undefined
  /** The folder holding `alumni/dist` and `company/dist`. */
  staticRoot: string
  /** The content service's documents (features/content): the repository's `content/` unless CONTENT_DIR says. */
  contentDir: string
  /**
   * How many proxies in front of the server append to X-Forwarded-For (0: none, the socket's peer is the
   * client). The client is the address the outermost of them saw (lib/client-address.ts).
   */
  trustProxy: number
  /**
   * Pages rendered on the server per client address in 10 minutes, a twelfth of them in 10 seconds; and API
   * calls with a free-text `text` per client address in a minute (lib/traffic-limit.ts). 0: no limit.
   */
  pagesPerAddress: number
  searchesPerAddress: number
  /** Registrations per client address in 15 minutes (features/accounts/rate-limit.ts): over it, 429. */
  registrationsPerAddress: number
  /** Sign-in attempts per client address in 15 minutes (lib/rate-limit.ts): over it, 429. */
  loginsPerAddress: number
  smtpUrl: string | undefined
  mailFrom: string | undefined
  /**
   * The languages the web apps offer (LOCALES, all three by default; Spanish always, it is the fallback):
   * the server's `/` redirect, the apps' language switcher and routes, the sitemap and the `hreflang`
   * alternates know only these, and a page under another one is a 404 (docs/languages.md).
   */
  locales: readonly AppLocale[]
  /** Origin where browsers reach the API (single sign-on callback); the request's origin when unset (not in production). */
  publicUrl: string | undefined
  /**
   * Each web app's public origin (`lib/web-apps.ts`: ALUMNI_APP_URL, COMPANY_APP_URL, ADMIN_APP_URL), for its
   * links in mail, its sitemap and the hosts it answers; all required in production.
   */
  appUrls: Record<WebApp, string | undefined>
  /**
   * The university's mobile app in the stores (its page in each, not the store's home page), linked from the
   * web apps' footers through `/api/init`; a link not set is not shown.
   */
  mobileApp: { appStoreUrl: string | undefined; playStoreUrl: string | undefined }
  /** The university's name, colours, font, logo and footer on its portal (lib/brand.ts). */
  brand: Brand
  /**
   * Page views, sent by the web apps only after the visitor accepts cookies (ANALYTICS_PROVIDER, ANALYTICS_URL,
   * ANALYTICS_SITE_ID); the pages' Content-Security-Policy lets them reach that origin. Undefined: off.
   */
  analytics: { provider: 'plausible' | 'matomo'; url: string; siteId?: string } | undefined
  /** University single sign-on (docs/sso.md). */
  sso: {
    issuer: string | undefined
    clientId: string | undefined
    clientSecret: string | undefined
    /** The local OpenID provider under /_dev/oidc; never in production. */
    devProvider: boolean
  }
  /** Uploaded files: S3-compatible storage when S3_BUCKET is set, else the folder DATA_DIR/files. */
  s3: S3Config | undefined
  /**
   * Signs the links in mail that act without signing in (a job alert's unsubscribe link): every process of
   * a cluster needs the same one. Required in production; unset, a secret made once in DATA_DIR
   * (`mailLinkSecret` of lib/links.ts).
   */
  mailLinkSecret: string | undefined
  /**
   * How often the job alerts run (features/jobs/alerts.ts), once across the processes on the database
   * (lib/periodic-job.ts); 0: never in this process (`pnpm admin jobs:alerts`).
   */
  jobAlertsIntervalMinutes: number
  /** Days a sent mail is kept before the purge deletes it (it may hold sign-in and recovery links: docs/mail.md). */
  mailRetentionDays: number
  /** How often the purge of sent mail runs, once across the processes; 0: never in this process. */
  mailPurgeIntervalMinutes: number
  /** How often the personal data job runs (docs/privacy.md), once across the processes; 0: never here. */
  privacyIntervalMinutes: number
  /** How often the articles job publishes the scheduled articles that are due (docs/articles.md). */
  articlesIntervalMinutes: number
  /** How often the events job queues the reminders of the next day's events (docs/events.md). */
  eventsIntervalMinutes: number
  /** How often the newsletter job runs (docs/newsletters.md), once across the processes; 0: never here. */
  newsletterIntervalMinutes: number
  /** Newsletter mails handed to the outbox a minute at most (NEWSLETTER_RATE_PER_MINUTE). */
  newsletterRatePerMinute: number
  /** Days between asking to erase one's account and the erasure (docs/privacy.md). */
  erasureGraceDays: number
  /** The retention rules of the privacy job (docs/privacy.md, "Retention"); 0 turns one off. */
  retention: RetentionRules
  /** Minutes without a call after which a session of the alumni office (roles admin and office) ends. */
  officeIdleMinutes: number
  /** Private messages (docs/conversations.md). */
  conversations: {
    /** New conversations an account may start in a day (CONVERSATIONS_PER_DAY). */
    perDay: number
    /** A person is mailed about unread messages at most once in this many hours (MESSAGES_MAIL_HOURS). */
    mailHours: number
    /** Whether that mail quotes the start of the newest unread message (MESSAGES_MAIL_EXCERPT; off by default). */
    mailExcerpt: boolean
    /** How often the job that sends that mail runs, once across the processes; 0: never here. */
    mailIntervalMinutes: number
  }
  /** The graduate outcomes' smallest group whose figures are published (docs/reports.md, "Suppression"). */
  reportsMinGroup: number
  /**
   * The key that encrypts IBANs at rest (lib/iban-vault.ts), 32 bytes in hex; unset: a key file made once
   * in DATA_DIR (required in production with DATABASE_URL, where every process needs the same key).
   */
  ibanEncryptionKey: string | undefined
  /**
   * The university that owns the portal, as its legal pages name it (lib/content/university.ts). Unset
   * outside production, the demo university's; in production, undefined, and the start warns.
   */
  university: {
    name: string | undefined
    taxId: string | undefined
    officeAddress: string | undefined
    officeEmail: string | undefined
    officePhone: string | undefined
  }
  /** Premium membership (docs/membership.md). */
  membership: {
    creditorName: string
    /** The SEPA creditor identifier; unset, upgrades still work and the office is told where it matters. */
    creditorId: string | undefined
    /** The account the collections go to (the collection file's creditor account); unset: no export. */
    creditorIban: string | undefined
    /** Its bank's BIC; unset: `NOTPROVIDED` in the file. */
    creditorBic: string | undefined
    feeCents: number
    /** The payment link (card), given with `?ref=<partner number>`; unset: no card payment. */
    paymentLink: string | undefined
    /** Days from an upgrade (or a change of IBAN) to its first collection: the pre-notification period. */
    firstChargeDays: number
    /** Days before the Premium end date that the renewal charge is made and announced. */
    renewalNoticeDays: number
    /** How often the renewals and lapses run, once across the processes; 0: never here (`pnpm admin membership:tick`). */
    intervalMinutes: number
  }
}

/** The creditor of the demo and of a university that has not said its name. */
export const DEFAULT_CREDITOR_NAME = 'Asociación de Antiguos Alumnos'

/**
 * The 200,000 alumni of the huge demo set take minutes to seed and gigabytes on disk: a PostgreSQL server's
 * job, not the embedded database's (docs/operations.md, "The demo data").
 */
export const HUGE_NEEDS_POSTGRES =
  'DEMO_SEED: the huge demo set (200,000 alumni) is seeded on PostgreSQL only: set DATABASE_URL'

export class EnvError extends Error {
  override name = 'EnvError'
}

/** apps/ of the repository, seen from src/env.ts (tsx) or dist/main.js (the bundle): both are two levels down. */
function defaultStaticRoot(): string {
  return resolve(dirname(fileURLToPath(import.meta.url)), '../..')
}

/** The repository's `content/` folder, seen from src/env.ts or dist/main.js (both two levels below apps/api). */
export function defaultContentDir(): string {
  return resolve(dirname(fileURLToPath(import.meta.url)), '../../../content')
}

/**
 * The message of a check that has none of its own: the shape expected, never the value given. A value may be
 * a secret (a key, a password in a URL), and start errors end up in terminals, CI logs and support tickets.
 */
function expectedShape(issue: v.BaseIssue<unknown>): string {
  switch (issue.type) {
    case 'picklist':
      return `must be one of ${issue.expected?.replace(/^\((.*)\)$/, '$1')}`
    case 'url':
      return 'must be a URL'
    case 'min_value':
      return `must be at least ${issue.requirement}`
    case 'max_value':
      return `must be at most ${issue.requirement}`
    case 'min_length':
      return `must be at least ${issue.requirement} characters`
    case 'max_length':
      return `must be at most ${issue.requirement} characters`
    case 'non_empty':
      return 'must not be empty'
    default:
      return 'is not valid'
  }
}

/** The variables the API reads (each checked by parseEnv). */
export const ENV_VARIABLES = Object.keys(EnvSchema.entries)

/**
 * Validates a set of variables; throws EnvError naming each bad variable and the shape it must have, never
 * its value.
 */
export function parseEnv(source: Record<string, string | undefined>): Env {
  const input: Record<string, string> = {}
  for (const key of Object.keys(EnvSchema.entries)) {
    const value = emptyToUndefined(source[key])
    if (typeof value === 'string') input[key] = value
  }
  const result = v.safeParse(EnvSchema, input, { abortPipeEarly: true, message: expectedShape })
  if (!result.success) {
    const lines = result.issues.map((issue) => {
      // `API_KEYS.1` is the second entry of API_KEYS: name the variable itself.
      const name = v.getDotPath(issue)?.split('.')[0] ?? 'environment'
      return `${name}: ${issue.message}`
    })
    throw new EnvError(`Invalid configuration:\n  ${[...new Set(lines)].join('\n  ')}`)
  }
  const out = result.output
  const fail = (lines: string[]) => new EnvError(`Invalid configuration:\n  ${lines.join('\n  ')}`)
  if (out.SSO_APP_URL !== undefined) {
    throw fail(['SSO_APP_URL: renamed ALUMNI_APP_URL (the origin of the alumni app)'])
  }
  if (out.NODE_ENV === 'production') {
    // Everything a production start needs, named together: links in mail come from these, never from a request.
    const missing: string[] = []
    if (!out.API_KEYS) missing.push('API_KEYS: required in production (name:key,name:key,...)')
    for (const { name, variable } of webApps) {
      if (!out[variable])
        missing.push(`${variable}: required in production (the public origin of the ${name} app)`)
    }
    if (!out.SMTP_URL) missing.push('SMTP_URL: required in production (smtp://user:pass@host:587)')
    if (!out.MAIL_FROM)
      missing.push('MAIL_FROM: required in production (Portal <no-reply@university.example>)')
    if (!out.MAIL_LINK_SECRET)
      missing.push(
        'MAIL_LINK_SECRET: required in production (at least 32 random characters: openssl rand -base64 48)',
      )
    if (out.DATABASE_URL && !out.IBAN_ENCRYPTION_KEY)
      missing.push(
        'IBAN_ENCRYPTION_KEY: required in production with DATABASE_URL (every process needs the same key: openssl rand -hex 32)',
      )
    if (out.DEMO_SEED)
      missing.push('DEMO_SEED: demo data (with its published passwords) is never seeded in production')
    if (missing.length) throw fail(missing)
  }
  if (out.DEMO_SEED === 'huge' && !out.DATABASE_URL) throw fail([HUGE_NEEDS_POSTGRES])
  if (out.SMTP_URL && !out.MAIL_FROM) throw fail(['MAIL_FROM: required with SMTP_URL'])
  if (out.MAIL_FROM && !out.MAIL_FROM.includes('@')) {
    throw fail(['MAIL_FROM: must contain an e-mail address (Portal <no-reply@university.example>)'])
  }
  const ssoDevProvider = out.SSO_DEV_PROVIDER
    ? out.SSO_DEV_PROVIDER === 'true' || out.SSO_DEV_PROVIDER === '1'
    : out.NODE_ENV !== 'production'
  if (out.NODE_ENV === 'production' && ssoDevProvider) {
    throw new EnvError(
      'Invalid configuration:\n  SSO_DEV_PROVIDER: the development provider never runs in production',
    )
  }
  if (out.SSO_ISSUER && !out.SSO_CLIENT_ID) {
    throw new EnvError('Invalid configuration:\n  SSO_CLIENT_ID: required with SSO_ISSUER')
  }
  if (out.NODE_ENV === 'production' && out.SSO_ISSUER && (!out.PUBLIC_URL || !out.SSO_CLIENT_SECRET)) {
    throw new EnvError(
      'Invalid configuration:\n  PUBLIC_URL, SSO_CLIENT_SECRET: required with SSO_ISSUER in production',
    )
  }
  const offered = out.LOCALES.split(',')
    .map((tag) => tag.trim().toLowerCase())
    .filter(Boolean)
  // A language code is no secret: the message names one it does not know. Anything else is not echoed (a
  // value may be a secret pasted into the wrong variable), only the shape it needs.
  const unknown = offered.filter((tag) => !isLocale(tag))
  if (unknown.length) {
    const list = `a comma-separated list of ${locales.join(', ')}`
    const codes = unknown.filter((tag) => /^[a-z]{2,3}(?:-[a-z0-9]{2,8})?$/.test(tag))
    throw fail([
      codes.length === unknown.length
        ? `LOCALES: ${codes.map((tag) => JSON.stringify(tag)).join(', ')} is not a language of the apps (${list})`
        : `LOCALES: must be ${list}`,
    ])
  }
  if (!offered.includes(defaultLocale)) {
    throw fail([`LOCALES: must include ${defaultLocale}, the language every untranslated text falls back to`])
  }
  // Each web app is served with its own key: with API_KEYS set, every app needs one.
  const webAppKeys = {} as Record<WebApp, string>
  const keyless: string[] = []
  for (const { name } of webApps) {
    const key = out.API_KEYS
      ? out.API_KEYS.find((entry) => entry.name === `${name}-web`)?.key
      : DEV_API_KEY.key
    if (key) webAppKeys[name] = key
    else keyless.push(`${name}-web`)
  }
  if (keyless.length) {
    throw fail([`API_KEYS: needs a key for each web app it serves (${keyless.join(', ')}: name:key)`])
  }
  const brand = brandOf(out)
  if (Array.isArray(brand)) throw fail(brand)
  if (out.ANALYTICS_PROVIDER && !out.ANALYTICS_URL)
    throw fail(['ANALYTICS_URL: required with ANALYTICS_PROVIDER'])
  if (out.ANALYTICS_PROVIDER === 'matomo' && !out.ANALYTICS_SITE_ID) {
    throw fail(['ANALYTICS_SITE_ID: required with ANALYTICS_PROVIDER=matomo (the Matomo site id)'])
  }
  if (out.S3_BUCKET && (!out.S3_ACCESS_KEY_ID || !out.S3_SECRET_ACCESS_KEY)) {
    throw new EnvError(
      'Invalid configuration:\n  S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY: required with S3_BUCKET',
    )
  }
  return {
    nodeEnv: out.NODE_ENV,
    host: out.HOST,
    port: out.PORT,
    dataDir: resolve(out.DATA_DIR),
    databaseUrl: out.DATABASE_URL,
    databaseTimeoutMs: out.DATABASE_TIMEOUT_MS,
    databasePoolSize: out.DATABASE_POOL_SIZE,
    apiKeys: out.API_KEYS ?? [DEV_API_KEY],
    webAppKeys,
    metricsToken: out.METRICS_TOKEN,
    demoSeed: out.DEMO_SEED,
    logLevel: out.LOG_LEVEL,
    redisUrl: out.REDIS_URL,
    staticRoot: out.STATIC_ROOT ? resolve(out.STATIC_ROOT) : defaultStaticRoot(),
    contentDir: out.CONTENT_DIR ? resolve(out.CONTENT_DIR) : defaultContentDir(),
    trustProxy: out.TRUST_PROXY,
    pagesPerAddress: out.PAGES_PER_ADDRESS,
    searchesPerAddress: out.SEARCHES_PER_ADDRESS,
    registrationsPerAddress: out.REGISTRATIONS_PER_ADDRESS,
    loginsPerAddress: out.LOGINS_PER_ADDRESS,
    smtpUrl: out.SMTP_URL,
    mailFrom: out.MAIL_FROM,
    locales: locales.filter((l) => offered.includes(l)),
    publicUrl: out.PUBLIC_URL?.replace(/\/+$/, ''),
    appUrls: Object.fromEntries(
      webApps.map(({ name, variable }) => [name, out[variable] && new URL(out[variable]).origin]),
    ) as Record<WebApp, string | undefined>,
    mobileApp: { appStoreUrl: out.APP_STORE_URL, playStoreUrl: out.PLAY_STORE_URL },
    brand,
    analytics:
      out.ANALYTICS_PROVIDER && out.ANALYTICS_URL
        ? {
            provider: out.ANALYTICS_PROVIDER,
            url: out.ANALYTICS_URL.replace(/\/+$/, ''),
            ...(out.ANALYTICS_SITE_ID ? { siteId: out.ANALYTICS_SITE_ID } : {}),
          }
        : undefined,
    sso: {
      issuer: out.SSO_ISSUER,
      clientId: out.SSO_CLIENT_ID,
      clientSecret: out.SSO_CLIENT_SECRET,
      devProvider: ssoDevProvider,
    },
    // A bucket without its keys was refused above.
    s3:
      out.S3_BUCKET && out.S3_ACCESS_KEY_ID && out.S3_SECRET_ACCESS_KEY
        ? {
            bucket: out.S3_BUCKET,
            endpoint: out.S3_ENDPOINT,
            region: out.S3_REGION,
            accessKeyId: out.S3_ACCESS_KEY_ID,
            secretAccessKey: out.S3_SECRET_ACCESS_KEY,
          }
        : undefined,
    mailLinkSecret: out.MAIL_LINK_SECRET,
    jobAlertsIntervalMinutes: out.JOB_ALERTS_INTERVAL_MINUTES,
    mailRetentionDays: out.MAIL_RETENTION_DAYS,
    mailPurgeIntervalMinutes: out.MAIL_PURGE_INTERVAL_MINUTES,
    privacyIntervalMinutes: out.PRIVACY_INTERVAL_MINUTES,
    articlesIntervalMinutes: out.ARTICLES_INTERVAL_MINUTES,
    eventsIntervalMinutes: out.EVENTS_INTERVAL_MINUTES,
    newsletterIntervalMinutes: out.NEWSLETTER_INTERVAL_MINUTES,
    newsletterRatePerMinute: out.NEWSLETTER_RATE_PER_MINUTE,
    erasureGraceDays: out.ERASURE_GRACE_DAYS,
    retention: {
      unverifiedDays: out.UNVERIFIED_ACCOUNT_DAYS,
      inactiveMonths: out.INACTIVE_ACCOUNT_MONTHS,
      inactiveWarningDays: out.INACTIVE_WARNING_DAYS,
      candidateMonths: out.CANDIDATE_RETENTION_MONTHS,
      mandateMonths: out.MANDATE_RETENTION_MONTHS,
      paymentYears: out.PAYMENT_RETENTION_YEARS,
    },
    officeIdleMinutes: out.OFFICE_IDLE_MINUTES,
    reportsMinGroup: out.REPORTS_MIN_GROUP,
    conversations: {
      perDay: out.CONVERSATIONS_PER_DAY,
      mailHours: out.MESSAGES_MAIL_HOURS,
      mailExcerpt: out.MESSAGES_MAIL_EXCERPT === 'true' || out.MESSAGES_MAIL_EXCERPT === '1',
      mailIntervalMinutes: out.MESSAGES_MAIL_INTERVAL_MINUTES,
    },
    ibanEncryptionKey: out.IBAN_ENCRYPTION_KEY?.toLowerCase(),
    university: universityOf(out),
    membership: {
      creditorName: out.MEMBERSHIP_CREDITOR_NAME ?? DEFAULT_CREDITOR_NAME,
      creditorId: out.MEMBERSHIP_CREDITOR_ID?.replace(/\s+/g, '').toUpperCase(),
      creditorIban: out.MEMBERSHIP_CREDITOR_IBAN?.replace(/[\s-]+/g, '').toUpperCase(),
      creditorBic: out.MEMBERSHIP_CREDITOR_BIC?.toUpperCase(),
      feeCents: out.MEMBERSHIP_FEE_CENTS,
      paymentLink: out.MEMBERSHIP_PAYMENT_LINK,
      firstChargeDays: out.MEMBERSHIP_FIRST_CHARGE_DAYS,
      renewalNoticeDays: out.MEMBERSHIP_RENEWAL_NOTICE_DAYS,
      intervalMinutes: out.MEMBERSHIP_INTERVAL_MINUTES,
    },
  }
}

/** The demo university: what the legal pages name outside production when the UNIVERSITY_* variables are unset. */
export const DEMO_UNIVERSITY = {
  name: 'Universidad de Demostración',
  taxId: 'Q0000000J',
  officeAddress: 'Avenida de la Universidad, 1, 46000 Valencia',
  officeEmail: 'antiguosalumnos@universidad.example',
  officePhone: '+34 960 000 000',
} as const

/** The variable of each of the university's settings, in the order the start names the missing ones. */
export const UNIVERSITY_VARIABLES = {
  name: 'UNIVERSITY_NAME',
  taxId: 'UNIVERSITY_TAX_ID',
  officeAddress: 'UNIVERSITY_OFFICE_ADDRESS',
  officeEmail: 'UNIVERSITY_OFFICE_EMAIL',
  officePhone: 'UNIVERSITY_OFFICE_PHONE',
} as const satisfies Record<keyof Env['university'], string>

function universityOf(out: v.InferOutput<typeof EnvSchema>): Env['university'] {
  const demo = out.NODE_ENV !== 'production'
  const set = {
    name: out.UNIVERSITY_NAME,
    taxId: out.UNIVERSITY_TAX_ID?.replace(/[\s-]+/g, '').toUpperCase(),
    officeAddress: out.UNIVERSITY_OFFICE_ADDRESS,
    officeEmail: out.UNIVERSITY_OFFICE_EMAIL,
    officePhone: out.UNIVERSITY_OFFICE_PHONE,
  }
  const university = { ...set }
  for (const key of Object.keys(set) as (keyof typeof set)[]) {
    if (demo) university[key] ??= DEMO_UNIVERSITY[key]
  }
  return university
}

/**
 * What a start warns about without refusing to start: in production, the university's settings that are
 * unset (its legal pages would name the variable instead), one line naming them all.
 */
export function startWarnings(env: Env): string[] {
  if (env.nodeEnv !== 'production') return []
  const missing = (Object.keys(UNIVERSITY_VARIABLES) as (keyof Env['university'])[])
    .filter((key) => !env.university[key])
    .map((key) => UNIVERSITY_VARIABLES[key])
  return missing.length
    ? [
        `${missing.join(', ')}: unset, so the legal notice, the association and the accessibility pages name these variables instead of the university's details (docs/operations.md)`,
      ]
    : []
}

/** The only place that reads process.env. */
export function loadEnv(): Env {
  return parseEnv(process.env)
}
