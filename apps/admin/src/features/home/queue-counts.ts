import type { OfficeQueues } from '@egresa/api-contract/admin'
import type { Permission } from '@egresa/api-contract/permissions'

export type QueueName = 'accounts' | 'companies' | 'offers' | 'workgroups' | 'reports' | 'messages'

const queues = [
  { name: 'accounts', permission: 'admin.users.read', count: 'users' },
  { name: 'companies', permission: 'admin.companies.validate', count: 'companies' },
  { name: 'offers', permission: 'admin.offers.manage', count: 'offers' },
  { name: 'workgroups', permission: 'admin.groups.validate', count: 'workgroups' },
  { name: 'reports', permission: 'admin.groups.validate', count: 'reports' },
  { name: 'messages', permission: 'admin.messages.moderate', count: 'messages' },
] as const satisfies readonly { name: QueueName; permission: Permission; count: keyof OfficeQueues }[]

/**
 * The queues the account's permissions open, each with the field of `GET /usr/admin/queues` that counts it.
 * The counts are one call under the office's query key, so every approval or rejection updates them at once.
 */
export function openQueues(permissions: readonly Permission[]) {
  return queues.filter((queue) => permissions.includes(queue.permission))
}
