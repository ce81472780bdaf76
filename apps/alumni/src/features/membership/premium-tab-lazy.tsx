import type { CurrentUser } from '@egresa/api-contract/auth'
import { lazy, Suspense } from 'react'
import { PremiumTabLoading } from './premium-tab-loading'

// The tab (its forms and the membership contract) loads when it is shown: the pages that only offer Premium
// (an article, the job bank) import this feature's public.ts and must not carry it.
const Tab = /* @__PURE__ */ lazy(() => import('./premium-tab').then((m) => ({ default: m.PremiumTab })))

/** The Premium account tab of the settings (premium-tab.tsx), loaded on demand. */
export function PremiumTab({ user }: { user: CurrentUser }) {
  return (
    <Suspense fallback={<PremiumTabLoading />}>
      <Tab user={user} />
    </Suspense>
  )
}
