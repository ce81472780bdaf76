import {
  adminCompaniesQueryOptions,
  adminOffersQueryOptions,
  adminUsersQueryOptions,
  adminWorkgroupsQueryOptions,
} from '@egresa/api-client/admin'
import type { ApiClient } from '@egresa/api-client/client'
import type { Permission } from '@egresa/api-contract/permissions'

export type QueueName = 'accounts' | 'companies' | 'offers' | 'workgroups'

/**
 * Each queue's count: the `total` of its first item's page (until the API has a counts call), under the
 * office's query key, so that every approval or rejection updates it at once. Only the queues the
 * account's permissions open.
 */
export function queueCountQueries(api: ApiClient, permissions: readonly Permission[]) {
  const one = { page: 1, size: 1 } as const
  const all = [
    {
      name: 'accounts',
      permission: 'admin.users.read',
      options: adminUsersQueryOptions(api, { ...one, status: 'pending' }),
    },
    {
      name: 'companies',
      permission: 'admin.companies.validate',
      options: adminCompaniesQueryOptions(api, { ...one, status: 'pending' }),
    },
    {
      name: 'offers',
      permission: 'admin.offers.manage',
      options: adminOffersQueryOptions(api, { ...one, status: 'PENDING' }),
    },
    {
      name: 'workgroups',
      permission: 'admin.groups.validate',
      options: adminWorkgroupsQueryOptions(api, { ...one, status: 'PENDING' }),
    },
  ] as const
  return all.filter((queue) => permissions.includes(queue.permission))
}
