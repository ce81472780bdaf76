import { initQueryOptions } from '@egresa/api-client/auth'
import { can, type Permission } from '@egresa/api-contract/permissions'
import { useApi } from '@egresa/ui/app/api'
import { useQuery } from '@tanstack/react-query'

/**
 * Whether the signed-in account may do what `permission` allows: the session's role (`GET /api/init`, which
 * the `$locale` route loaded) and the permissions the server gave it. Only hides what it may not do: the
 * server refuses it anyway.
 */
export function useMay(): (permission: Permission) => boolean {
  const init = useQuery({ ...initQueryOptions(useApi()), enabled: false }).data
  return (permission) => Boolean(init && can(init.role, permission) && init.permissions.includes(permission))
}
