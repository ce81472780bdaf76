import type { ApiClient } from '@egresa/api-client/client'
import { contentDocumentQueryOptions } from '@egresa/api-client/content'
import { CommunityDocument, type CommunityPerson } from '@egresa/api-contract/content'
import { can } from '@egresa/api-contract/permissions'
import { useApi } from '@egresa/ui/app/api'
import { useApiHref } from '@egresa/ui/app/files'
import { useHref } from '@egresa/ui/app/links'
import { useLocale } from '@egresa/ui/app/locale'
import { usePageHead } from '@egresa/ui/app/page-head'
import { useSignedInUser } from '@egresa/ui/app/site-frame'
import { buttonStyles } from '@egresa/ui/button'
import { ExternalLink } from '@egresa/ui/link'
import { Trans, useLingui } from '@lingui/react/macro'
import { useSuspenseQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'

/** The community page's people: `content/{locale}/community.yml`, which each university edits. */
export function communityQueryOptions(client: ApiClient, locale: string) {
  return contentDocumentQueryOptions(client, locale, 'community', CommunityDocument)
}

/** The first letters of a person's first two names: the picture when the office set none. */
export function initialsOf(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word.charAt(0).toUpperCase())
    .join('')
}

function PersonCard({ person }: { person: CommunityPerson }) {
  const { t } = useLingui()
  const locale = useLocale()
  const fileHref = useApiHref()
  // A person the office chose among the portal's people: their photo is a file of the portal, and their
  // name leads to their page in the directory.
  const photo = person.photo?.startsWith('/files/') ? fileHref(person.photo) : person.photo
  return (
    <article className="flex h-full flex-col gap-3 rounded-lg border border-secondary bg-white p-4">
      <div className="flex items-center gap-3">
        {photo ? (
          <img
            src={photo}
            alt=""
            width={64}
            height={64}
            loading="lazy"
            className="size-16 shrink-0 rounded-full object-cover"
          />
        ) : (
          <span
            aria-hidden="true"
            className="flex size-16 shrink-0 items-center justify-center rounded-full bg-surface text-xl font-bold text-muted"
          >
            {initialsOf(person.name)}
          </span>
        )}
        <div className="flex min-w-0 flex-col">
          <h3 className="font-bold">
            {person.hash ? (
              <Link
                to="/$locale/community/$hash"
                params={{ locale, hash: person.hash }}
                className="underline"
              >
                {person.name}
              </Link>
            ) : (
              person.name
            )}
          </h3>
          <p className="text-sm text-muted">{person.role}</p>
        </div>
      </div>
      {person.text ? <p>{person.text}</p> : null}
      {person.email || person.url ? (
        <ul className="mt-auto flex flex-col gap-1 text-sm">
          {person.email ? (
            <li>
              <a href={`mailto:${person.email}`} className="break-all underline">
                <span className="sr-only">{t`Escribir a ${person.name}:`} </span>
                {person.email}
              </a>
            </li>
          ) : null}
          {person.url ? (
            <li>
              <ExternalLink href={person.url} className="underline">
                <Trans>Contactar</Trans>
                <span className="sr-only"> {person.name}</span>
              </ExternalLink>
            </li>
          ) : null}
        </ul>
      ) : null}
    </article>
  )
}

/** The directory's section: a member goes in; a guest is invited to sign in and comes back to it. */
function DirectorySection() {
  const locale = useLocale()
  const href = useHref()
  const user = useSignedInUser()
  const params = { locale }
  return (
    <section
      aria-labelledby="community-directory"
      className="flex flex-col gap-3 rounded-lg bg-surface p-5 md:p-8"
    >
      <h2 id="community-directory" className="text-2xl font-bold">
        <Trans>Directorio de antiguos alumnos</Trans>
      </h2>
      <p className="max-w-3xl">
        <Trans>
          Busca a tus compañeros de promoción por su nombre, sus estudios, su empresa o su país, y mira su
          perfil. Solo aparecen quienes lo han permitido.
        </Trans>
      </p>
      {user && can(user.role, 'directory.read') ? (
        <p>
          <Link to="/$locale/community/directory" params={params} className={buttonStyles.primary}>
            <Trans>Abrir el directorio</Trans>
          </Link>
        </p>
      ) : user ? (
        <p>
          <Trans>El directorio es para las cuentas de antiguos alumnos.</Trans>
        </p>
      ) : (
        <>
          <p>
            <Trans>
              El directorio es para los antiguos alumnos con cuenta: entra y volverás aquí. ¿Aún no tienes
              cuenta? Regístrate: la oficina de antiguos alumnos la validará.
            </Trans>
          </p>
          <div className="flex flex-wrap gap-3">
            <Link
              to="/$locale/login"
              params={params}
              search={{ redirect: href({ to: '/$locale/community/directory', params }) }}
              className={buttonStyles.primary}
            >
              <Trans>Iniciar sesión para ver el directorio</Trans>
            </Link>
            <Link to="/$locale/register" params={params} className={buttonStyles.secondary}>
              <Trans>Crear una cuenta</Trans>
            </Link>
          </div>
        </>
      )}
    </section>
  )
}

/**
 * `/{locale}/comunidad` (`/en/community`): the people the alumni office introduces (ambassadors, career
 * development specialists, the alumni team), from the content service, then the way into the directory.
 */
export function CommunityPage() {
  const api = useApi()
  const locale = useLocale()
  const { data: community } = useSuspenseQuery(communityQueryOptions(api, locale))
  usePageHead({ title: community.title, description: community.description })
  return (
    <article className="flex flex-col gap-10">
      <header className="flex max-w-3xl flex-col gap-2">
        <h1 className="text-3xl font-bold">{community.title}</h1>
        <p className="text-lg">{community.description}</p>
      </header>
      {community.sections.map((section, index) => (
        <section
          key={section.key ?? section.title}
          aria-labelledby={`community-section-${index}`}
          className="flex flex-col gap-4"
        >
          <div className="flex max-w-3xl flex-col gap-1">
            <h2 id={`community-section-${index}`} className="text-2xl font-bold">
              {section.title}
            </h2>
            {section.description ? <p className="text-muted">{section.description}</p> : null}
          </div>
          <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {section.people.map((person) => (
              <li key={person.hash ?? `${person.name}-${person.role}`}>
                <PersonCard person={person} />
              </li>
            ))}
          </ul>
        </section>
      ))}
      <DirectorySection />
    </article>
  )
}
