import { adminEndpoints } from './admin'
import { adminContentEndpoints } from './admin-content'
import { adminPeopleEndpoints } from './admin-people'
import { articleEndpoints } from './articles'
import { authEndpoints } from './auth'
import { calendarEndpoints } from './calendar'
import { companyEndpoints } from './companies'
import { contentEndpoints } from './content'
import { conversationEndpoints } from './conversations'
import { directoryEndpoints } from './directory'
import type { Endpoint } from './endpoint'
import { eventEndpoints } from './events'
import { experienceEndpoints } from './experiences'
import { homeEndpoints } from './home'
import { jobEndpoints } from './jobs'
import { liveEndpoints } from './live'
import { collectionEndpoints, membershipEndpoints } from './membership'
import { mentoringEndpoints } from './mentoring'
import { newsletterEndpoints } from './newsletters'
import { portfolioEndpoints } from './portfolio'
import { privacyEndpoints } from './privacy'
import { referenceEndpoints } from './reference'
import { reportEndpoints } from './reports'
import { ssoEndpoints } from './sso'
import { systemEndpoints } from './system'
import { userEndpoints } from './users'
import { workgroupEndpoints } from './workgroups'

/**
 * Every operation of the API, by name (the OpenAPI operationId). The server validates, checks permissions
 * and writes its OpenAPI document from it; its tests fail when a route is missing here. Each endpoint is
 * defined, and exported on its own, next to its schemas; a client imports the ones it calls, so a web app
 * ships only their schemas (this table pulls in every one).
 */
export const endpoints = {
  ...systemEndpoints,
  ...authEndpoints,
  ...referenceEndpoints,
  ...ssoEndpoints,
  ...userEndpoints,
  ...privacyEndpoints,
  ...calendarEndpoints,
  ...adminEndpoints,
  ...adminPeopleEndpoints,
  ...adminContentEndpoints,
  ...portfolioEndpoints,
  ...experienceEndpoints,
  ...directoryEndpoints,
  ...companyEndpoints,
  ...jobEndpoints,
  ...articleEndpoints,
  ...eventEndpoints,
  ...contentEndpoints,
  ...workgroupEndpoints,
  ...conversationEndpoints,
  ...membershipEndpoints,
  ...collectionEndpoints,
  ...homeEndpoints,
  ...newsletterEndpoints,
  ...reportEndpoints,
  ...liveEndpoints,
  ...mentoringEndpoints,
} as const satisfies Record<string, Endpoint>

export type EndpointName = keyof typeof endpoints
