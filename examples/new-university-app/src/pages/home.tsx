import type { CurrentUser, InitResponse } from '@egresa/api-contract/auth'
import { can } from '@egresa/api-contract/permissions'
import { text } from '../i18n'

/** What `/api/init` and `/usr/users/me` say about the visitor. */
export function HomePage({ init, user }: { init: InitResponse | undefined; user: CurrentUser | undefined }) {
  return (
    <section aria-labelledby="home-title" className="flex flex-col gap-3">
      <h1 id="home-title" className="text-2xl font-bold">
        {text('home.title')}
      </h1>
      {!init ? (
        <p>{text('home.loading')}</p>
      ) : init.role === 'anonymous' ? (
        <p data-testid="visitor">{text('home.guest')}</p>
      ) : (
        <div data-testid="visitor" className="flex flex-col gap-1">
          <p>{text('home.signedIn', { name: user ? `${user.name} ${user.surname}` : '…' })}</p>
          <p>{text('home.role', { role: init.role })}</p>
          <p>{text('home.permissions', { count: init.permissions.length })}</p>
          <p>{can(init.role, 'jobs.read') ? text('home.jobs') : text('home.noJobs')}</p>
        </div>
      )}
    </section>
  )
}
