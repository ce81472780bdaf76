import { can, notPeopleRoles, type Role } from '@egresa/api-contract/permissions'

// The member tiers (docs/roles.md, docs/membership.md): each free tier has its paid Premium tier; the office
// may also give the Premium rights without a fee (alumniDesempleados, empleadoBusiness).

export type MemberRole = Exclude<Role, (typeof notPeopleRoles)[number]>

export function isMemberRole(role: Role): role is MemberRole {
  return !(notPeopleRoles as readonly Role[]).includes(role)
}

/** A free tier that may become Premium (the permission the apps' upgrade prompts read). */
export function canUpgrade(role: Role): boolean {
  return can(role, 'membership.upgrade')
}

/** Whether the role has the Premium rights, paid or given. */
export function hasPremiumRights(role: Role): boolean {
  return isMemberRole(role) && can(role, 'jobs.read')
}

/** The tiers that pay the fee: their end date is renewed or lapses. */
export const paidTiers = ['alumniPremium', 'empleadoPremium'] as const satisfies readonly Role[]

export function isPaidTier(role: Role): boolean {
  return (paidTiers as readonly Role[]).includes(role)
}

/** The Premium tier a free tier upgrades to. */
export function premiumTierOf(role: MemberRole): MemberRole {
  return role.startsWith('empleado') ? 'empleadoPremium' : 'alumniPremium'
}

/** The free tier a member falls back to. */
export function freeTierOf(role: MemberRole): MemberRole {
  return role.startsWith('empleado') ? 'empleadoFreemium' : 'alumniFreemium'
}
