import { describe, expect, it } from 'vitest'
import * as admin from './admin'
import * as adminContent from './admin-content'
import * as adminPeople from './admin-people'
import * as articles from './articles'
import * as auth from './auth'
import * as calendar from './calendar'
import * as companies from './companies'
import * as content from './content'
import * as conversations from './conversations'
import * as directory from './directory'
import type { Endpoint } from './endpoint'
import { endpoints } from './endpoints'
import * as events from './events'
import * as experiences from './experiences'
import * as home from './home'
import * as jobs from './jobs'
import * as live from './live'
import * as membership from './membership'
import * as mentoring from './mentoring'
import * as newsletters from './newsletters'
import * as portfolio from './portfolio'
import * as privacy from './privacy'
import * as reference from './reference'
import * as reports from './reports'
import * as sso from './sso'
import * as system from './system'
import * as users from './users'
import * as workgroups from './workgroups'

const modules = {
  admin,
  adminContent,
  adminPeople,
  articles,
  auth,
  calendar,
  companies,
  content,
  conversations,
  directory,
  events,
  experiences,
  home,
  jobs,
  live,
  membership,
  mentoring,
  newsletters,
  portfolio,
  privacy,
  reference,
  reports,
  sso,
  system,
  users,
  workgroups,
}
const table = Object.entries(endpoints as Record<string, Endpoint>)

const isEndpoint = (value: unknown): value is Endpoint =>
  typeof value === 'object' &&
  value !== null &&
  'method' in value &&
  'path' in value &&
  'response' in value &&
  typeof (value as Endpoint).path === 'string'

describe('the endpoint table', () => {
  it('holds every endpoint a module exports, under the name it is exported as', () => {
    const exported = Object.entries(modules).flatMap(([module, exports]) =>
      Object.entries(exports)
        .filter(([, value]) => isEndpoint(value))
        .map(([name, value]) => ({ module, name, value: value as Endpoint })),
    )
    expect(exported.length).toBe(table.length)
    for (const { module, name, value } of exported) {
      expect(endpoints[name as keyof typeof endpoints], `${module}.${name}`).toBe(value)
    }
  })

  it('has one operation per method and path', () => {
    const operations = table.map(([, e]) => `${e.method} ${e.path}`)
    expect(new Set(operations).size).toBe(operations.length)
  })

  it('has a params schema with exactly the placeholders of each path', () => {
    for (const [name, e] of table) {
      const placeholders = [...e.path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort()
      const params = e.request?.params
      const keys = params && 'entries' in params ? Object.keys(params.entries as object).sort() : []
      expect(keys, name).toEqual(placeholders)
    }
  })

  it('gives a body only to writes, and a query only to reads', () => {
    for (const [name, e] of table) {
      if (e.request?.body || e.request?.upload) expect(['POST', 'PUT', 'PATCH'], name).toContain(e.method)
      if (e.request?.query) expect(e.method, name).toBe('GET')
    }
  })

  it('answers 204 without a body and anything else with one (a JSON body or a file)', () => {
    for (const [name, e] of table) {
      const answers = Boolean(e.response.body) || Boolean(e.response.contentType)
      expect(answers, name).toBe(e.response.status !== 204)
    }
  })

  it('keeps each module’s group in step with its own endpoints', () => {
    const groups = [
      admin.adminEndpoints,
      adminContent.adminContentEndpoints,
      adminPeople.adminPeopleEndpoints,
      articles.articleEndpoints,
      auth.authEndpoints,
      calendar.calendarEndpoints,
      companies.companyEndpoints,
      content.contentEndpoints,
      conversations.conversationEndpoints,
      directory.directoryEndpoints,
      events.eventEndpoints,
      experiences.experienceEndpoints,
      home.homeEndpoints,
      jobs.jobEndpoints,
      live.liveEndpoints,
      membership.membershipEndpoints,
      mentoring.mentoringEndpoints,
      membership.collectionEndpoints,
      newsletters.newsletterEndpoints,
      portfolio.portfolioEndpoints,
      privacy.privacyEndpoints,
      reference.referenceEndpoints,
      reports.reportEndpoints,
      sso.ssoEndpoints,
      system.systemEndpoints,
      users.userEndpoints,
      workgroups.workgroupEndpoints,
    ]
    const grouped = groups.flatMap((group) => Object.keys(group))
    expect(grouped.sort()).toEqual(table.map(([name]) => name).sort())
  })
})
