// @vitest-environment jsdom
import * as authEndpoints from '@egresa/api-contract/auth'
import * as directoryEndpoints from '@egresa/api-contract/directory'
import type { Endpoint } from '@egresa/api-contract/endpoint'
import { endpoints } from '@egresa/api-contract/endpoints'
import { QueryClient } from '@tanstack/react-query'
import { assert, describe, expect, it } from 'vitest'
import packageJson from '../package.json' with { type: 'json' }
import * as accounts from './accounts'
import * as admin from './admin'
import * as adminContent from './admin-content'
import * as adminPeople from './admin-people'
import * as articles from './articles'
import * as auth from './auth'
import * as calendar from './calendar'
import * as client from './client'
import { createApiClient } from './client'
import * as companies from './companies'
import * as content from './content'
import * as conversations from './conversations'
import * as directory from './directory'
import * as errors from './errors'
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
import * as profile from './profile'
import * as reference from './reference'
import * as reports from './reports'
import * as session from './session'
import { memorySessionStore } from './session'
import * as sso from './sso'
import * as workgroups from './workgroups'

// Every call the package makes is an operation of the contract's endpoint table: this test runs each
// exported function of every published subpath against a recording `fetch`, and checks what went out
// (method, path, query, body) against the table. A function that calls something the table lacks, or a new
// function this test does not run, fails it.

type Sent = { method: string; path: string; query: string[]; contentType: string | null; body: string }

function recordingClient() {
  const sent: Sent[] = []
  const fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init)
    const url = new URL(request.url)
    sent.push({
      method: request.method,
      path: url.pathname,
      query: [...new Set(url.searchParams.keys())],
      contentType: request.headers.get('content-type'),
      body: await request.text(),
    })
    // Any answer will do: what is checked is what was sent.
    return new Response('{}', { status: 200, headers: { 'Content-Type': 'application/json' } })
  }
  const session = memorySessionStore({ token: 'session-token', deviceId: 'device-1' })
  const client = createApiClient({ baseUrl: 'http://api.test', locale: () => 'es', session, fetch })
  return { client, sent }
}

type Client = ReturnType<typeof recordingClient>['client']
const modules: Record<string, Record<string, unknown>> = {
  accounts,
  admin,
  'admin-content': adminContent,
  'admin-people': adminPeople,
  articles,
  auth,
  calendar,
  client,
  companies,
  content,
  directory,
  errors,
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
  profile,
  reference,
  reports,
  session,
  sso,
  workgroups,
  conversations,
}
type Run = (fn: (...args: never[]) => unknown, client: Client) => unknown

const file = new File([new Uint8Array([1, 2, 3])], 'file.bin')
/** A `…QueryOptions` factory: its query, run by a QueryClient. */
const viaQuery =
  (...args: unknown[]): Run =>
  (fn, client) =>
    new QueryClient().fetchQuery((fn as (c: Client, ...rest: unknown[]) => never)(client, ...args))
const withArgs =
  (...args: unknown[]): Run =>
  (fn, client) =>
    (fn as (c: Client, ...rest: unknown[]) => unknown)(client, ...args)

// How to run each function; the arguments need only be of the right shape, the recorded request is what counts.
const runs: Record<string, Run> = {
  'auth.getInit': withArgs(),
  'auth.getMe': withArgs(),
  'auth.login': withArgs({ email: 'ana@uni.es', password: 'secret' }),
  'auth.logout': withArgs(),
  'auth.initQueryOptions': viaQuery(),
  'auth.meQueryOptions': viaQuery(),
  'auth.loadSession': (fn, client) =>
    (fn as (q: QueryClient, c: Client) => unknown)(new QueryClient(), client),
  'sso.getSsoUrl': withArgs(),
  'sso.ssoLogin': withArgs('one-time'),
  'sso.getSsoLogoutUrl': withArgs(),
  'sso.ssoSignOut': withArgs({ timeoutMs: 10 }),
  'reference.getCategoryTree': withArgs(),
  'reference.getCountries': withArgs(),
  'reference.getTags': withArgs({ type: 'USER', group: 'area' }),
  'reference.categoryTreeQueryOptions': viaQuery(),
  'reference.countriesQueryOptions': viaQuery(),
  'reference.tagsQueryOptions': viaQuery({ type: 'USER' }),
  'accounts.registerAccount': withArgs({ name: 'Ana', email: 'ana@uni.es' }),
  'accounts.requestRecovery': withArgs({ email: 'ana@uni.es' }),
  'accounts.checkRecoveryToken': withArgs('token'),
  'accounts.resetPassword': withArgs({ token: 't', password: 'p', password_repeat: 'p' }),
  'accounts.changePassword': withArgs({ password_old: 'o', password: 'p', password_repeat: 'p' }),
  'accounts.requestEmailChange': withArgs({ email: 'a@b.es', email_repeat: 'a@b.es', password_old: 'o' }),
  'accounts.confirmEmailChange': withArgs('token'),
  'accounts.revertEmailChange': withArgs('token'),
  'profile.updateProfile': withArgs({ city: 'Castellón' }),
  'profile.uploadAvatar': withArgs(file),
  'profile.deleteAvatar': withArgs(),
  'profile.uploadCv': withArgs(file),
  'profile.deleteCv': withArgs(),
  'profile.downloadCv': withArgs(),
  'profile.getCvViews': withArgs({ page: 2 }),
  'privacy.requestDataExport': withArgs(),
  'privacy.getLatestDataExport': withArgs(),
  'privacy.latestDataExportQueryOptions': viaQuery(),
  'privacy.downloadDataExport': withArgs('0b8e6a52-7d0c-4f1e-9a57-3c2d1e0f4b6a'),
  'privacy.eraseAccount': withArgs({ password: 'secret' }),
  'privacy.recordConsent': withArgs({ kind: 'privacy', granted: true }),
  'calendar.getCalendarFeed': withArgs(),
  'calendar.calendarFeedQueryOptions': viaQuery(),
  'calendar.createCalendarFeed': withArgs(),
  'calendar.deleteCalendarFeed': withArgs(),
  'portfolio.getMyProjects': withArgs({ page: 2 }),
  'portfolio.getMyProject': withArgs('hash'),
  'portfolio.createProject': withArgs({ name: 'P' }),
  'portfolio.updateProject': withArgs('hash', { is_published: true }),
  'portfolio.deleteProject': withArgs('hash'),
  'portfolio.addProjectImage': withArgs('hash', file),
  'portfolio.deleteProjectImage': withArgs('hash', 'image'),
  'portfolio.myProjectsQueryOptions': viaQuery(2),
  'portfolio.myProjectQueryOptions': viaQuery('hash'),
  'experiences.getMyExperiences': withArgs({ page: 2 }),
  'experiences.getMyExperience': withArgs('id'),
  'experiences.createExperience': withArgs({ name: 'E' }),
  'experiences.updateExperience': withArgs('id', { name: 'E' }),
  'experiences.deleteExperience': withArgs('id'),
  'experiences.getPersonExperiences': withArgs({ user: 'hash', page: 2 }),
  'experiences.myExperiencesQueryOptions': viaQuery(2),
  'experiences.myExperienceQueryOptions': viaQuery('hash'),
  'experiences.personExperiencesQueryOptions': viaQuery('hash'),
  'directory.getDirectory': withArgs({ page: 2, graduation_year: 2015, tags: ['a', 'b'], text: 'ana' }),
  'directory.getPerson': withArgs('hash'),
  'directory.directoryQueryOptions': viaQuery({ country_code: 'ES' }),
  'directory.personQueryOptions': viaQuery('hash'),
  'directory.getCompanyDirectory': withArgs({ page: 2, category: 'c', tags: ['a'], text: 'ana' }),
  'directory.getCompanyPerson': withArgs('hash'),
  'directory.companyDirectoryQueryOptions': viaQuery({ graduation_year: 2020 }),
  'directory.companyPersonQueryOptions': viaQuery('hash'),
  'directory.downloadCompanyPersonCv': withArgs('hash'),
  'jobs.getLatestJobs': withArgs(),
  'jobs.getJobBank': withArgs({ page: 2, text: 'dev', contract: 'TEMPORAL', working_hours: 'FULL-TIME' }),
  'jobs.getJobOffer': withArgs('hash'),
  'jobs.applyToJob': withArgs('hash', { keep_for_company: true }),
  'jobs.withdrawApplication': withArgs('hash'),
  'home.getMemberHome': withArgs(),
  'home.memberHomeQueryOptions': viaQuery(),
  'jobs.getMyApplications': withArgs({ page: 2 }),
  'jobs.unsubscribeJobAlerts': withArgs('token'),
  'jobs.getCompanyOffers': withArgs({ page: 2, status: 'PENDING', text: 'dev' }),
  'jobs.getCompanyOffer': withArgs('hash'),
  'jobs.createOffer': withArgs({ title: 'T' }),
  'jobs.updateOffer': withArgs('hash', { title: 'T' }),
  'jobs.deleteOffer': withArgs('hash'),
  'jobs.publishOffer': withArgs('hash'),
  'jobs.closeOffer': withArgs('hash', { service_rating: 5, candidates_rating: 4, hired: false }),
  'jobs.reopenOffer': withArgs('hash'),
  'jobs.getOfferCandidates': withArgs('hash', { page: 2, status: 'ACCEPTED' }),
  'jobs.setCandidateStatus': withArgs('hash', 'app', { status: 'ACCEPTED' }),
  'jobs.downloadCandidatesCsv': withArgs('hash'),
  'jobs.downloadCandidateCv': withArgs('hash', 'app'),
  'jobs.latestJobsQueryOptions': viaQuery(),
  'jobs.jobBankQueryOptions': viaQuery({ location: 'Madrid' }),
  'jobs.jobOfferQueryOptions': viaQuery('hash'),
  'jobs.myApplicationsQueryOptions': viaQuery({ page: 1 }),
  'jobs.companyOffersQueryOptions': viaQuery({ page: 1 }),
  'jobs.companyOfferQueryOptions': viaQuery('hash'),
  'jobs.offerCandidatesQueryOptions': viaQuery('hash', { page: 1 }),
  'articles.getArticles': withArgs({
    page: 2,
    text: 'feria',
    tags: 'a,b',
    type: 'EVENT',
    month: 5,
    year: 2024,
  }),
  'articles.getArticle': withArgs('feria-de-empleo'),
  'articles.saveArticle': withArgs('hash', true),
  'articles.subscribeToArticle': withArgs('hash', false),
  'articles.getSavedArticles': withArgs({ page: 2 }),
  'articles.articlesQueryOptions': viaQuery({ type: 'NEWS' }),
  'articles.articleQueryOptions': viaQuery('hash'),
  'articles.savedArticlesQueryOptions': viaQuery({ page: 1 }),
  'mentoring.getMyMentorOffer': withArgs(),
  'mentoring.myMentorOfferQueryOptions': viaQuery(),
  'mentoring.saveMentorOffer': withArgs({ studies: ['s'], tags: ['t'], company: 'C', capacity: 2 }),
  'mentoring.pauseMentorOffer': withArgs(),
  'mentoring.resumeMentorOffer': withArgs(),
  'mentoring.getMentors': withArgs({ company: 'c', studies: 's', area: 'a', page: 2 }),
  'mentoring.mentorsQueryOptions': viaQuery({ area: 'a' }),
  'mentoring.getOfferMentors': withArgs('hash'),
  'mentoring.offerMentorsQueryOptions': viaQuery('hash'),
  'mentoring.askMentoring': withArgs('hash', { message: 'Hola' }),
  'mentoring.getMyMentoring': withArgs(),
  'mentoring.myMentoringQueryOptions': viaQuery(),
  'mentoring.acceptMentoring': withArgs('hash'),
  'mentoring.declineMentoring': withArgs('hash', { message: 'No' }),
  'mentoring.withdrawMentoring': withArgs('hash'),
  'mentoring.endMentoring': withArgs('hash', { feedback: 'Bien' }),
  'mentoring.getOfficeMentors': withArgs({ text: 'a', state: 'paused' }),
  'mentoring.officeMentorsQueryOptions': viaQuery({ page: 1 }),
  'mentoring.pauseMentor': withArgs('hash', { reason: 'R' }),
  'mentoring.resumeMentor': withArgs('hash'),
  'events.signUpToEvent': withArgs('hash', { answers: { diet: 'veg' } }),
  'events.cancelEventSignUp': withArgs('hash'),
  'events.getEventTicket': withArgs('hash'),
  'events.getMyEvents': withArgs({ when: 'past', page: 2 }),
  'events.eventTicketQueryOptions': viaQuery('hash'),
  'events.myEventsQueryOptions': viaQuery({ when: 'upcoming' }),
  'events.getEventRegistrations': withArgs('hash', { state: 'waiting', page: 2 }),
  'events.getEventCounts': withArgs('hash'),
  'events.closeEventSignups': withArgs('hash', true),
  'events.mailEventAttendees': withArgs('hash', { subject: 'S', text: 'T' }),
  'events.checkInToEvent': withArgs('hash', { token: 'a.b.c' }),
  'events.downloadEventRegistrationsCsv': withArgs('hash'),
  'events.eventRegistrationsQueryOptions': viaQuery('hash', { page: 1 }),
  'events.eventCountsQueryOptions': viaQuery('hash'),
  'companies.registerCompany': withArgs({ company_name: 'Acme' }, file),
  'companies.getCompanyProfile': withArgs(),
  'companies.updateCompanyProfile': withArgs({ contact_name: 'Ana' }),
  'companies.updateCompanyUser': withArgs('h1', { name: 'Carmen', surname: 'Vidal' }),
  'companies.uploadCompanyLogo': withArgs(file),
  'companies.deleteCompanyLogo': withArgs(),
  'companies.companyProfileQueryOptions': viaQuery(),
  'content.queryContent': withArgs('es/info', { only: ['slug'] }),
  'content.getContentDocument': withArgs('es', 'info/privacy'),
  'content.getContentList': withArgs('es', 'info', { sortBy: [{ field: 'title' }] }),
  'content.contentDocumentQueryOptions': viaQuery('es', 'info/privacy'),
  'content.contentListQueryOptions': viaQuery('es', 'info'),
  'conversations.getConversations': withArgs({ page: 2, text: 'ana' }),
  'conversations.getUnreadCount': withArgs(),
  'conversations.openConversation': withArgs({ person: 'p1', offer: 'o1' }),
  'conversations.getConversation': withArgs('c1'),
  'conversations.setReadReceipts': withArgs('c1', true),
  'conversations.getMessages': withArgs('c1', { page: 2 }),
  'conversations.sendMessage': withArgs('c1', { body: 'Hola' }, file),
  'conversations.downloadMessageFile': withArgs('c1', 'm1'),
  'conversations.markConversationRead': withArgs('c1'),
  'conversations.reportMessage': withArgs('c1', 'm1', { reason: 'spam' }),
  'conversations.getBlocks': withArgs({ page: 1 }),
  'conversations.blockPerson': withArgs('p1'),
  'conversations.unblockPerson': withArgs('p1'),
  'conversations.getReportedMessages': withArgs({ status: 'OPEN' }),
  'conversations.resolveMessageReport': withArgs('r1', { action: 'dismiss' }),
  'conversations.conversationsQueryOptions': viaQuery({}),
  'conversations.unreadCountQueryOptions': viaQuery(),
  'conversations.conversationQueryOptions': viaQuery('c1'),
  'conversations.messagesQueryOptions': viaQuery('c1', {}),
  'conversations.blocksQueryOptions': viaQuery({}),
  'conversations.reportedMessagesQueryOptions': viaQuery({}),
  'workgroups.getWorkgroups': withArgs({ page: 2, text: 'ingeniería', type: 'PUBLIC' }),
  'workgroups.getWorkgroup': withArgs('ingenieria'),
  'workgroups.subscribeToWorkgroup': withArgs('ingenieria', true),
  'workgroups.getWorkgroupComments': withArgs('ingenieria', { parent: 'c1', only_files: true }),
  'workgroups.postWorkgroupComment': withArgs('ingenieria', { content: 'Hola', parent: 'c1' }, file),
  'workgroups.likeWorkgroupComment': withArgs('ingenieria', 'c1', true),
  'workgroups.deleteWorkgroupComment': withArgs('ingenieria', 'c1'),
  'workgroups.reportWorkgroupComment': withArgs('ingenieria', 'c1', { reason: 'spam', note: 'Publicidad' }),
  'workgroups.reportWorkgroupFile': withArgs('ingenieria', 'f1', { reason: 'personal_data' }),
  'workgroups.downloadWorkgroupFile': withArgs('ingenieria', 'f1'),
  'workgroups.getWorkgroupMembers': withArgs('ingenieria', { page: 2 }),
  'workgroups.getMyWorkgroups': withArgs({ filter: 'subscribed' }),
  'workgroups.createWorkgroup': withArgs({ name: 'G', type: 'PUBLIC', content: 'C' }),
  'workgroups.getMyWorkgroup': withArgs('hash'),
  'workgroups.updateWorkgroup': withArgs('hash', { status: 'PENDING' }),
  'workgroups.deleteWorkgroup': withArgs('hash'),
  'workgroups.uploadWorkgroupImage': withArgs('hash', file),
  'workgroups.getManagedComments': withArgs('hash', { page: 2 }),
  'workgroups.deleteManagedComment': withArgs('hash', 'c1'),
  'workgroups.getManagedFiles': withArgs('hash', { page: 2 }),
  'workgroups.deleteManagedFile': withArgs('hash', 'f1'),
  'workgroups.getManagedMembers': withArgs('hash', { status: 'PENDING' }),
  'workgroups.updateWorkgroupMember': withArgs('hash', 'u1', { status: 'ACCEPTED' }),
  'workgroups.removeWorkgroupMember': withArgs('hash', 'u1'),
  'workgroups.workgroupsQueryOptions': viaQuery({ type: 'PRIVATE' }),
  'workgroups.workgroupQueryOptions': viaQuery('hash'),
  'workgroups.workgroupCommentsQueryOptions': viaQuery('slug', { page: 1 }),
  'workgroups.workgroupMembersQueryOptions': viaQuery('slug', { page: 1 }),
  'workgroups.myWorkgroupsQueryOptions': viaQuery({ filter: 'mine' }),
  'workgroups.myWorkgroupQueryOptions': viaQuery('hash'),
  'workgroups.managedCommentsQueryOptions': viaQuery('hash', { page: 1 }),
  'workgroups.managedFilesQueryOptions': viaQuery('hash', { page: 1 }),
  'workgroups.managedMembersQueryOptions': viaQuery('hash', { page: 1 }),
  'membership.getMembership': withArgs(),
  'membership.upgradeMembership': withArgs({
    holder: 'Lucía Martín',
    bank: 'CaixaBank',
    iban: 'ES9121000418450200051332',
    acceptMandate: true,
    mandateVersion: 'sepa-core-2026-1',
  }),
  'membership.changeMandate': withArgs({
    holder: 'Lucía Martín',
    bank: 'CaixaBank',
    iban: 'ES9121000418450200051332',
    acceptMandate: true,
    mandateVersion: 'sepa-core-2026-1',
  }),
  'membership.getAdminMembership': withArgs('hash'),
  'membership.recordCardPayment': withArgs('hash', { reference: 'FW-1' }),
  'membership.setTier': withArgs('hash', { role: 'alumniDesempleados', reason: 'Paro' }),
  'membership.runMembershipTick': withArgs(),
  'membership.membershipQueryOptions': viaQuery(),
  'membership.adminMembershipQueryOptions': viaQuery('hash'),
  'membership.exportCollectionRun': withArgs({ date: '2026-12-01' }),
  'membership.getCollectionRuns': withArgs({ page: 2 }),
  'membership.recordReturn': withArgs({ reference: 'EGR-M-1', reason: 'AM04' }),
  'membership.recordReturnReport': withArgs(file),
  'membership.collectionRunsQueryOptions': viaQuery({ page: 1 }),
  'membership.downloadCollectionRunFile': withArgs('EGR-20261201-1'),
  'newsletters.getNewsletters': withArgs({ page: 2, status: 'draft', text: 'noviembre' }),
  'newsletters.createNewsletter': withArgs({ subject_es: 'Novedades', body_es: '<p>Hola</p>' }),
  'newsletters.countNewsletterAudience': withArgs({
    audience: { graduation_from: 2010, roles: ['alumniPremium'] },
  }),
  'newsletters.getNewsletter': withArgs('hash'),
  'newsletters.updateNewsletter': withArgs('hash', { subject_es: 'Novedades', body_es: '<p>Hola</p>' }),
  'newsletters.deleteNewsletter': withArgs('hash'),
  'newsletters.testNewsletter': withArgs('hash'),
  'newsletters.sendNewsletter': withArgs('hash', { scheduled_at: '2026-12-01T09:00:00.000Z' }),
  'newsletters.cancelNewsletter': withArgs('hash'),
  'newsletters.unsubscribeNewsletter': withArgs('u.c.signature'),
  'newsletters.newslettersQueryOptions': viaQuery({ page: 1 }),
  'newsletters.newsletterQueryOptions': viaQuery('hash'),
  'admin.getAdminUsers': withArgs({
    page: 2,
    status: 'active',
    role: 'company',
    text: 'ana',
    duplicates: 'true',
  }),
  'admin.verifyUser': withArgs('hash'),
  'admin.downloadAdminUserCv': withArgs('hash'),
  'admin.getAdminCompanies': withArgs({ page: 2, status: 'pending', text: 'acme' }),
  'admin.validateCompany': withArgs('hash'),
  'admin.getAdminOffers': withArgs({ page: 2, status: 'PENDING', text: 'dev', company: 'c1' }),
  'admin.approveOffer': withArgs('hash'),
  'admin.rejectOffer': withArgs('hash', { reason: 'Falta el salario' }),
  'admin.getAdminArticles': withArgs({ page: 2, status: 'UNPUBLISHED', type: 'EVENT', text: 'feria' }),
  'admin.createArticle': withArgs({ type: 'NEWS', title: 'T', summary: 'S', text: 'X' }),
  'admin.getAdminArticle': withArgs('hash'),
  'admin.updateArticle': withArgs('hash', { title: 'T' }),
  'admin.setArticleStatus': withArgs('hash', { status: 'PUBLISHED' }),
  'admin.deleteArticle': withArgs('hash'),
  'admin.uploadArticleImage': withArgs('hash', file),
  'admin.deleteArticleImage': withArgs('hash'),
  'admin.getAdminWorkgroups': withArgs({ page: 2, status: 'PENDING', text: 'ingeniería' }),
  'admin.approveWorkgroup': withArgs('hash'),
  'admin.rejectWorkgroup': withArgs('hash', { reason: 'Duplicado' }),
  'admin.adminUsersQueryOptions': viaQuery({ status: 'pending' }),
  'admin.adminCompaniesQueryOptions': viaQuery({ page: 1 }),
  'admin.adminOffersQueryOptions': viaQuery({ status: 'PENDING' }),
  'admin.adminArticlesQueryOptions': viaQuery({ page: 1 }),
  'admin.adminArticleQueryOptions': viaQuery('hash'),
  'admin.adminWorkgroupsQueryOptions': viaQuery({ page: 1 }),
  'admin-content.getContentDocuments': withArgs(),
  'admin-content.getContentDocument': withArgs({ locale: 'es', name: 'info.privacy' }),
  'admin-content.saveContentDocument': withArgs(
    { locale: 'es', name: 'info.privacy' },
    '---\ntitle: T\n---\nx',
  ),
  'admin-content.restoreContentVersion': withArgs({ locale: 'es', name: 'info.privacy' }, 3),
  'admin-content.previewContent': withArgs({ kind: 'info', source: 'x' }),
  'admin-content.getCommunityCuration': withArgs(),
  'admin-content.getCommunityCandidates': withArgs({ q: 'ana' }),
  'admin-content.addCommunityMember': withArgs('ambassadors', { person: 'h1', role_es: 'Embajadora' }),
  'admin-content.orderCommunitySection': withArgs('team', ['h1', 'h2']),
  'admin-content.editCommunityMember': withArgs('careers', 'h1', { role_es: 'Orientadora' }),
  'admin-content.removeCommunityMember': withArgs('team', 'h1'),
  'admin-content.contentDocumentsQueryOptions': viaQuery(),
  'admin-content.contentDocumentQueryOptions': viaQuery({ locale: 'es', name: 'info.privacy' }),
  'admin-content.communityCurationQueryOptions': viaQuery(),
  'admin-content.communityCandidatesQueryOptions': viaQuery({ q: 'ana' }),
  'admin-people.getAdminPeople': withArgs({
    q: 'ana',
    status: 'active',
    role: 'alumniPremium',
    tier: 'premium',
    graduationYear: 2019,
    page: 2,
    size: 20,
  }),
  'admin-people.getAdminPerson': withArgs('hash'),
  'admin-people.resendVerification': withArgs('hash'),
  'admin-people.disablePerson': withArgs('hash', { reason: 'Cuenta duplicada' }),
  'admin-people.enablePerson': withArgs('hash', { reason: 'Error' }),
  'admin-people.endPersonSessions': withArgs('hash'),
  'admin-people.endPersonSession': withArgs('hash', '0b7e4c1e-6a39-4f5a-9d3b-2a1f6a1d2c3b'),
  'admin-people.getAdminCompany': withArgs('hash'),
  'admin-people.getMembers': withArgs({ tier: 'alumniPremium', page: 2 }),
  'admin-people.getRenewals': withArgs({ days: 30, page: 2 }),
  'admin-people.getCardPayments': withArgs({ page: 2 }),
  'admin-people.adminPeopleQueryOptions': viaQuery({ q: 'ana' }),
  'admin-people.adminPersonQueryOptions': viaQuery('hash'),
  'admin-people.adminCompanyQueryOptions': viaQuery('hash'),
  'admin-people.membersQueryOptions': viaQuery({ page: 1 }),
  'admin-people.renewalsQueryOptions': viaQuery({ days: 30 }),
  'admin-people.cardPaymentsQueryOptions': viaQuery({ page: 1 }),
  'admin.getAuditLog': withArgs({ actor: 'ana', source: 'app', page: 2 }),
  'admin.auditLogQueryOptions': viaQuery({ page: 1 }),
  'admin.downloadAuditLogCsv': withArgs({ action: 'users.verify' }),
  'reports.getReport': withArgs('outcomes', { from: '2025-01', to: '2025-12' }),
  'reports.reportQueryOptions': viaQuery('income', { from: '2025-01' }),
  // A report's CSV and the income's: two endpoints.
  'reports.downloadReportCsv': async (fn, client) => {
    const download = fn as (c: Client, ...rest: unknown[]) => Promise<unknown>
    await download(client, 'jobs', { chart: 'offers', to: '2025-12' })
    return download(client, 'income', { chart: 'income' })
  },
  'admin.getOfficeQueues': withArgs(),
  'admin.officeQueuesQueryOptions': viaQuery(),
  'admin.getAdminUser': withArgs('hash'),
  'admin.adminUserQueryOptions': viaQuery('hash'),
  'admin.rejectUser': withArgs('hash', { reason: 'No consta' }),
  'admin.bulkUsers': withArgs({ action: 'reject', hashes: ['a', 'b'], reason: 'Duplicadas' }),
  'admin.rejectCompany': withArgs('hash', { reason: 'CIF' }),
  'admin.disableCompany': withArgs('hash', { reason: 'Spam' }),
  'admin.enableCompany': withArgs('hash'),
  'admin.bulkCompanies': withArgs({ action: 'approve', hashes: ['a'] }),
  'admin.getAdminOffer': withArgs('hash'),
  'admin.adminOfferQueryOptions': viaQuery('hash'),
  'admin.closeOfferAsOffice': withArgs('hash', { reason: 'Cubierta' }),
  'admin.bulkOffers': withArgs({ action: 'approve', hashes: ['a'] }),
  'admin.getAdminWorkgroup': withArgs('hash'),
  'admin.adminWorkgroupQueryOptions': viaQuery('hash'),
  'admin.disableWorkgroup': withArgs('hash', { reason: 'Spam' }),
  'admin.enableWorkgroup': withArgs('hash'),
  'admin.removeWorkgroupComment': withArgs('hash', 'c1', { reason: 'Spam' }),
  'admin.removeWorkgroupFile': withArgs('hash', 'f1', { reason: 'Spam' }),
  'admin.getAdminWorkgroupReports': withArgs('hash', { page: 2, status: 'DISMISSED' }),
  'admin.getAdminWorkgroupComments': withArgs('hash', { page: 2, size: 20 }),
  'admin.getAdminWorkgroupFiles': withArgs('hash', { page: 2 }),
  'admin.adminWorkgroupReportsQueryOptions': viaQuery('hash', { status: 'OPEN' }),
  'admin.adminWorkgroupCommentsQueryOptions': viaQuery('hash', { page: 1 }),
  'admin.adminWorkgroupFilesQueryOptions': viaQuery('hash', { page: 1 }),
  'admin.dismissWorkgroupCommentReports': withArgs('hash', 'c1', { reason: 'Es una opinión' }),
  'admin.dismissWorkgroupFileReports': withArgs('hash', 'f1', { reason: 'Es el programa' }),
  'admin.bulkWorkgroups': withArgs({ action: 'reject', hashes: ['a'], reason: 'Duplicado' }),
}

// Functions that send nothing themselves.
const helpers = new Set([
  'client.createApiClient',
  'client.endpointPath',
  'errors.ApiError',
  'errors.isApiError',
  'errors.readApiError',
  'errors.applyStatusPolicy',
  'session.cookieSessionStore',
  'session.memorySessionStore',
  'session.randomDeviceId',
  'auth.resetSession',
  'admin.adminModerationQueryKey',
  // The live event stream is the browser's EventSource (docs/live.md): its address is checked below.
  'live.liveUrl',
  'live.parseLiveEvent',
])

const table = Object.entries(endpoints as Record<string, Endpoint>)
const pathPattern = (path: string) => new RegExp(`^${path.replace(/\{\w+\}/g, '[^/]+')}$`)

/** The table's operation a request went to, or undefined. */
function operationOf(request: Sent) {
  return table.find(([, e]) => e.method === request.method && pathPattern(e.path).test(request.path))
}

describe('the api-client calls only what the endpoint table has', () => {
  it('runs every exported function of every subpath (or knows it sends nothing)', () => {
    expect(Object.keys(modules).sort()).toEqual(
      Object.keys(packageJson.exports)
        .map((k) => k.slice(2))
        .sort(),
    )
    const functions = Object.entries(modules).flatMap(([module, exports]) =>
      Object.entries(exports)
        .filter(([, value]) => typeof value === 'function')
        .map(([name]) => `${module}.${name}`),
    )
    const unknown = functions.filter((name) => !(name in runs) && !helpers.has(name))
    expect(unknown, 'exported functions this test does not run').toEqual([])
    expect(Object.keys(runs).filter((name) => !functions.includes(name))).toEqual([])
  })

  it.each(Object.keys(runs))(
    '%s sends an operation of the table, as the table describes it',
    async (name) => {
      const [module, fn] = name.split('.') as [string, string]
      const exports = modules[module]
      const run = runs[name]
      assert(exports && run, name)
      const { client, sent } = recordingClient()
      await Promise.resolve(run(exports[fn] as (...args: never[]) => unknown, client)).catch(() => undefined)

      expect(sent.length, `${name} sent no request`).toBeGreaterThan(0)
      for (const request of sent) {
        const operation = operationOf(request)
        assert(operation, `${request.method} ${request.path} is not in the endpoint table`)
        const [, endpoint] = operation
        const queryKeys = Object.keys(
          (endpoint.request?.query as { entries?: object } | undefined)?.entries ?? {},
        )
        for (const key of request.query) expect(queryKeys, `${request.path}?${key}`).toContain(key)

        const upload = endpoint.request?.upload
        if (request.contentType?.startsWith('application/json')) {
          expect(endpoint.request?.body, `${request.method} ${request.path} takes no JSON body`).toBeDefined()
        } else if (request.contentType?.startsWith('multipart/form-data')) {
          assert(upload, `${request.method} ${request.path} takes no upload`)
          expect(request.body).toContain(`name="${upload.field}"`)
          if (upload.dataField) expect(request.body).toContain(`name="${upload.dataField}"`)
        } else {
          expect(request.body, `${request.method} ${request.path} sent a body it does not take`).toBe('')
        }
      }
    },
  )

  // The office's app calls nothing but this package: every operation under /usr/admin has its function.
  it('has a function for every operation of the office (/usr/admin)', async () => {
    const called = new Set<string>()
    for (const [name, run] of Object.entries(runs)) {
      const [module, fn] = name.split('.') as [string, string]
      const exports = modules[module]
      assert(exports, name)
      const { client, sent } = recordingClient()
      await Promise.resolve(run(exports[fn] as (...args: never[]) => unknown, client)).catch(() => undefined)
      for (const request of sent) {
        const operation = operationOf(request)
        if (operation) called.add(operation[0])
      }
    }
    const office = table.filter(([, e]) => e.path.startsWith('/usr/admin/')).map(([name]) => name)
    expect(office.length).toBeGreaterThan(0)
    expect(
      office.filter((name) => !called.has(name)),
      'operations under /usr/admin with no function',
    ).toEqual([])
  })

  it('gives the live stream’s address as the table has it, and reads only the events it knows', () => {
    const { client } = recordingClient()
    const url = new URL(live.liveUrl(client))
    const operation = operationOf({
      method: 'GET',
      path: url.pathname,
      query: [],
      contentType: null,
      body: '',
    })
    expect(operation?.[0]).toBe('liveEvents')
    expect(url.origin).toBe('http://api.test')
    expect(live.parseLiveEvent('{"type":"unread","total":3}')).toEqual({ type: 'unread', total: 3 })
    expect(live.parseLiveEvent('{"type":"conversation","conversation":"abc"}')).toEqual({
      type: 'conversation',
      conversation: 'abc',
    })
    expect(live.parseLiveEvent('{"type":"something-newer"}')).toBeNull()
    expect(live.parseLiveEvent('not json')).toBeNull()
  })

  it('would notice a call outside the table', () => {
    const outside = { method: 'GET', path: '/usr/not-in-the-table', query: [], contentType: null, body: '' }
    expect(operationOf(outside)).toBeUndefined()
    expect(operationOf({ ...outside, path: '/usr/projects/abc' })?.[0]).toBe('myProject')
    expect(operationOf({ ...outside, method: 'PUT', path: '/usr/projects/abc' })).toBeUndefined()
  })
})

// Checked by the type checker (`pnpm typecheck`), never run: each call is typed by its endpoint.
export function typedCalls(client: Client) {
  // @ts-expect-error: GET /api/users/{id} needs its id
  void client.call(directoryEndpoints.person)
  // @ts-expect-error: the id goes in `params`, as the path names it
  void client.call(directoryEndpoints.person, { params: { hash: 'x' } })
  // @ts-expect-error: GET /api/init takes no body
  void client.call(authEndpoints.init, { body: {} })
  // @ts-expect-error: POST /usr/login needs its body
  void client.call(authEndpoints.login)
  // @ts-expect-error: the directory's filters are its query's
  void client.call(directoryEndpoints.directory, { query: { page: [] } })
  // @ts-expect-error: an endpoint is a whole entry of the contract, not a method and a path
  void client.call({ method: 'GET', path: '/somewhere' })
  // The router's search (numbers) and a URL's strings are both a directory query.
  void client.call(directoryEndpoints.directory, { query: { page: 2, size: '10', tags: ['a'] } })
}
