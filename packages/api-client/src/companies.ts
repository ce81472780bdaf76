import * as companies from '@egresa/api-contract/companies'
import type { EndpointBody } from '@egresa/api-contract/endpoint'
import { queryOptions } from '@tanstack/react-query'
import { sessionQueryKey } from './auth'
import type { ApiClient } from './client'

// Companies: registration with the logo, and the signed-in company's profile and settings.

/** Query key of the signed-in company's profile; a write invalidates it. */
export const companyQueryKey = [...sessionQueryKey, 'company'] as const

/** `POST /usr/company/register`: the two tabs' fields and, optionally, the logo, in one request. */
export function registerCompany(
  client: ApiClient,
  body: EndpointBody<typeof companies.registerCompany>,
  logo?: Blob,
) {
  return client.call(companies.registerCompany, { body, file: logo })
}

/** `GET /usr/company`. */
export function getCompanyProfile(client: ApiClient, signal?: AbortSignal) {
  return client.call(companies.companyProfile, { signal })
}

/** `PATCH /usr/company`. */
export function updateCompanyProfile(
  client: ApiClient,
  body: EndpointBody<typeof companies.updateCompanyProfile>,
) {
  return client.call(companies.updateCompanyProfile, { body })
}

/** `PATCH /usr/company/users/{hash}`: the name of one of the company's users; answers the whole profile. */
export function updateCompanyUser(
  client: ApiClient,
  hash: string,
  body: EndpointBody<typeof companies.updateCompanyUser>,
) {
  return client.call(companies.updateCompanyUser, { params: { hash }, body })
}

/** `POST /usr/company/logo`. */
export function uploadCompanyLogo(client: ApiClient, image: Blob) {
  return client.call(companies.uploadCompanyLogo, { file: image })
}

/** `DELETE /usr/company/logo`. */
export function deleteCompanyLogo(client: ApiClient) {
  return client.call(companies.deleteCompanyLogo)
}

export function companyProfileQueryOptions(client: ApiClient) {
  return queryOptions({
    queryKey: companyQueryKey,
    queryFn: ({ signal }) => getCompanyProfile(client, signal),
  })
}
