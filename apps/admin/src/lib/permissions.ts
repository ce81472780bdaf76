import { initQueryOptions } from '@egresa/api-client/auth'
import type { Permission } from '@egresa/api-contract/permissions'
import { useApi } from '@egresa/ui/app/api'
import { useQuery } from '@tanstack/react-query'

/** Whether the session the `$locale` route loaded has `permission` (from the server, never the role's name). */
export function useHasPermission(permission: Permission): boolean {
  const permissions = useQuery({ ...initQueryOptions(useApi()), enabled: false }).data?.permissions
  return Boolean(permissions?.includes(permission))
}
