/**
 * Who may do what: the one permission table, shared by the server (which enforces it) and the clients
 * (which use it to show upgrade prompts instead of dead ends). docs/roles.md explains the choices.
 */

export const roles = [
  'alumniFreemium',
  'alumniPremium',
  'alumniDesempleados',
  'empleadoFreemium',
  'empleadoPremium',
  'empleadoBusiness',
  'company',
  'admin',
  'office',
] as const

export type Role = (typeof roles)[number]

/**
 * The alumni office's roles, the people of the admin app: `admin` may do everything, `office` the daily work
 * (queues, people, companies, offers, groups, content) without tier changes, collection runs or data exports.
 * Their sessions end after OFFICE_IDLE_MINUTES without a call (docs/roles.md).
 */
export const officeRoles = ['admin', 'office'] as const satisfies readonly Role[]

/** Accounts that are not a person of the portal (directory, tiers, duplicates, job alerts): companies and the office. */
export const notPeopleRoles = ['company', 'admin', 'office'] as const satisfies readonly Role[]

export function isOfficeRole(role: string): boolean {
  return (officeRoles as readonly string[]).includes(role)
}
/** A request without a valid session. */
export type RoleOrAnonymous = Role | 'anonymous'

export const permissions = [
  // Public: everyone, signed in or not.
  'app.init',
  'auth.login',
  'auth.register',
  'reference.read',
  'articles.read',
  'groups.read',
  'jobs.preview',
  'mail.unsubscribe',
  // Any signed-in account.
  'auth.logout',
  'profile.read',
  'profile.edit',
  'live.read',
  // Alumni and staff, any tier.
  'articles.save',
  'directory.read',
  'experiences.manage',
  'projects.manage',
  'groups.comment',
  'membership.read',
  'membership.upgrade',
  'mentoring.use',
  // Private messages: every member, company and the office (who may start one is checked per conversation).
  'messages.use',
  // Premium tiers.
  'articles.subscribe',
  'jobs.read',
  'jobs.apply',
  'directory.details',
  'groups.create',
  'groups.subscribe',
  // Starting a private conversation (answering one is messages.use): Premium tiers, companies, the office.
  'messages.start',
  // Companies.
  'company.profile.edit',
  'company.offers.manage',
  'company.candidates.read',
  'company.directory.read',
  // The alumni office (roles admin and office).
  'admin.app',
  'admin.users.read',
  'admin.users.verify',
  'admin.companies.validate',
  'admin.groups.validate',
  'admin.articles.manage',
  'admin.offers.manage',
  'admin.membership.read',
  'admin.audit.read',
  'admin.content.manage',
  'admin.newsletters.send',
  'admin.reports.read',
  'admin.mentoring.manage',
  'admin.messages.moderate',
  // The alumni office, role admin only.
  'admin.membership.manage',
  'admin.collections.manage',
  'admin.data.export',
] as const

export type Permission = (typeof permissions)[number]

const publicPermissions = [
  'app.init',
  'auth.login',
  'auth.register',
  'reference.read',
  'articles.read',
  'groups.read',
  'jobs.preview',
  'mail.unsubscribe',
] as const satisfies readonly Permission[]

/** A permission anonymous callers have (the routes that check one take no session). */
export type PublicPermission = (typeof publicPermissions)[number]

const signedIn = [...publicPermissions, 'auth.logout', 'profile.read', 'profile.edit', 'live.read'] as const

const memberFree = [
  ...signedIn,
  'articles.save',
  'directory.read',
  'experiences.manage',
  'projects.manage',
  'groups.comment',
  'membership.read',
  'membership.upgrade',
  // Every member may offer mentoring and ask for it: mentoring is the community's, not a Premium advantage.
  'mentoring.use',
  'messages.use',
] as const

const memberPremium = [
  ...memberFree.filter((p) => p !== 'membership.upgrade'),
  'articles.subscribe',
  'jobs.read',
  'jobs.apply',
  'directory.details',
  'groups.create',
  'groups.subscribe',
  'messages.start',
] as const satisfies readonly Permission[]

export const rolePermissions: Readonly<Record<RoleOrAnonymous, readonly Permission[]>> = {
  anonymous: publicPermissions,
  alumniFreemium: memberFree,
  alumniPremium: memberPremium,
  // The university gives unemployed alumni the Premium tools for their job search, free of charge.
  alumniDesempleados: memberPremium,
  empleadoFreemium: memberFree,
  empleadoPremium: memberPremium,
  // Institutional plan for staff: Premium rights; it differs from empleadoPremium in billing only.
  empleadoBusiness: memberPremium,
  company: [
    ...signedIn,
    'company.profile.edit',
    'company.offers.manage',
    'company.candidates.read',
    'company.directory.read',
    'messages.use',
    'messages.start',
  ],
  // Mentoring is between members: the office reads its figures and pauses mentors, its staff mentor from
  // their own member accounts.
  admin: permissions.filter((p) => p !== 'membership.upgrade' && p !== 'mentoring.use'),
  // Least privilege: the office's daily work and the reads it needs for it; no member tools, no tier changes
  // (admin.membership.manage), no collection runs (admin.collections.manage), no data exports (admin.data.export).
  office: [
    ...signedIn,
    'directory.read',
    'directory.details',
    'jobs.read',
    'admin.app',
    'admin.users.read',
    'admin.users.verify',
    'admin.companies.validate',
    'admin.groups.validate',
    'admin.articles.manage',
    'admin.offers.manage',
    'admin.membership.read',
    'admin.audit.read',
    'admin.content.manage',
    'admin.newsletters.send',
    'admin.reports.read',
    'admin.mentoring.manage',
    'messages.use',
    'messages.start',
    'admin.messages.moderate',
  ],
}

export function isRole(value: string): value is Role {
  return (roles as readonly string[]).includes(value)
}

export function permissionsOf(role: RoleOrAnonymous): readonly Permission[] {
  return rolePermissions[role]
}

export function can(role: RoleOrAnonymous, permission: Permission): boolean {
  return rolePermissions[role].includes(permission)
}
