import type { ApiClient } from '@egresa/api-client/client'
import { contentDocumentQueryOptions } from '@egresa/api-client/content'
import { type ServiceLink, ServicesDocument } from '@egresa/api-contract/content'
import { useApi } from '@egresa/ui/app/api'
import { useLocale } from '@egresa/ui/app/locale'
import { usePageHead } from '@egresa/ui/app/page-head'
import { ExternalLink } from '@egresa/ui/link'
import { ServiceIcon } from '@egresa/ui/service-icons'
import { useSuspenseQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'

/** The services home's configuration: `content/{locale}/services.yml`, which each university edits. */
export function servicesQueryOptions(client: ApiClient, locale: string) {
  return contentDocumentQueryOptions(client, locale, 'services', ServicesDocument)
}

const linkStyle =
  'flex h-full items-start gap-3 rounded-lg border border-secondary bg-white p-4 hover:bg-surface focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary'

/** A service on another site: it opens in a new tab, like every link that leaves the portal. */
function opensElsewhere(link: ServiceLink): boolean {
  return link.newTab || /^https?:\/\//.test(link.url)
}

function LinkBody({ link }: { link: ServiceLink }) {
  return (
    <>
      <ServiceIcon name={link.icon} className="mt-0.5 shrink-0" />
      <span className="flex flex-1 flex-col gap-1">
        <span className="font-bold underline-offset-2 group-hover:underline">{link.label}</span>
        {link.description && <span className="text-sm text-muted">{link.description}</span>}
      </span>
    </>
  )
}

/** `/{locale}/servicios` (`/en/services`): the university's services for students and staff, by group. */
export function ServicesPage() {
  const api = useApi()
  const locale = useLocale()
  const { data: services } = useSuspenseQuery(servicesQueryOptions(api, locale))
  usePageHead({ title: services.title, description: services.description ?? services.title })
  return (
    <article className="flex flex-col gap-8">
      <header className="flex max-w-3xl flex-col gap-2">
        <h1 className="text-3xl font-bold">{services.title}</h1>
        {services.description && <p className="text-lg">{services.description}</p>}
      </header>
      {services.groups.map((group, index) => (
        <section
          key={group.title}
          aria-labelledby={`services-group-${index}`}
          className="flex flex-col gap-3"
        >
          <h2 id={`services-group-${index}`} className="text-xl font-bold">
            {group.title}
          </h2>
          <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
            {group.links.map((link) => (
              <li key={link.label}>
                {link.url === 'profile' ? (
                  <Link to="/$locale/user/profile" params={{ locale }} className={`group ${linkStyle}`}>
                    <LinkBody link={link} />
                  </Link>
                ) : opensElsewhere(link) ? (
                  <ExternalLink href={link.url} className={`group ${linkStyle}`}>
                    <LinkBody link={link} />
                  </ExternalLink>
                ) : (
                  <a href={link.url} className={`group ${linkStyle}`}>
                    <LinkBody link={link} />
                  </a>
                )}
              </li>
            ))}
          </ul>
        </section>
      ))}
    </article>
  )
}
