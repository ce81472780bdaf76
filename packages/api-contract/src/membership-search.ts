import * as v from 'valibot'
import { listQuery, pageQuery } from './lists'

// The office's members list as the address bar's search of the admin app's route file, which is in the
// app's first load: the query without the rest of the people contract. `./admin-people` exports the same names.

/** Member tiers: each role of a person, and the Premium rights it gives. */
export const memberTierRoles = [
  'alumniFreemium',
  'alumniPremium',
  'alumniDesempleados',
  'empleadoFreemium',
  'empleadoPremium',
  'empleadoBusiness',
] as const

export const MembersQuery = listQuery({
  /** One member role; all of them when left out. */
  tier: v.optional(v.picklist(memberTierRoles)),
  ...pageQuery(50, 200),
})
export type MembersQuery = v.InferOutput<typeof MembersQuery>
