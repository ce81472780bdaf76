import type { Locale } from '@egresa/i18n/locales'
import { FilterBar, SelectFilter, TextFilter, withFilters } from '@egresa/ui/filter-bar'
import { Pagination } from '@egresa/ui/pagination'
import { text } from '../i18n'
import type { MessageId } from '../messages'
import { navigate } from '../router'

type Branch = 'science' | 'engineering' | 'arts'
const branches: Branch[] = ['science', 'engineering', 'arts']
const programmes: { name: string; branch: Branch }[] = [
  { name: 'Biología', branch: 'science' },
  { name: 'Física', branch: 'science' },
  { name: 'Matemáticas', branch: 'science' },
  { name: 'Química', branch: 'science' },
  { name: 'Ingeniería Informática', branch: 'engineering' },
  { name: 'Ingeniería Civil', branch: 'engineering' },
  { name: 'Ingeniería Eléctrica', branch: 'engineering' },
  { name: 'Ingeniería Mecánica', branch: 'engineering' },
  { name: 'Filosofía', branch: 'arts' },
  { name: 'Historia', branch: 'arts' },
  { name: 'Historia del Arte', branch: 'arts' },
  { name: 'Filología Hispánica', branch: 'arts' },
]
const PAGE_SIZE = 5

type Search = { text?: string; branch?: string; page?: number }

function readSearch(address: string): Search {
  const params = new URLSearchParams(address.split('?')[1] ?? '')
  const page = Number(params.get('page'))
  return {
    text: params.get('text') || undefined,
    branch: params.get('branch') || undefined,
    page: Number.isInteger(page) && page > 1 ? page : 1,
  }
}

function writeSearch(locale: Locale, search: Search): string {
  const params = new URLSearchParams()
  if (search.text) params.set('text', search.text)
  if (search.branch) params.set('branch', search.branch)
  if (search.page && search.page > 1) params.set('page', String(search.page))
  const query = params.toString()
  return `/${locale}/programmes${query ? `?${query}` : ''}`
}

/** A list whose filters and page live in the address: @egresa/ui's filter bar and pagination. */
export function ProgrammesPage({ locale, address }: { locale: Locale; address: string }) {
  const search = readSearch(address)
  const change = (changes: Partial<Search>) =>
    navigate(writeSearch(locale, withFilters(search, changes)), { replace: true })
  const found = programmes.filter(
    (p) =>
      (!search.text || p.name.toLowerCase().includes(search.text.toLowerCase())) &&
      (!search.branch || p.branch === search.branch),
  )
  const maxPages = Math.max(1, Math.ceil(found.length / PAGE_SIZE))
  const page = Math.min(search.page ?? 1, maxPages)
  const shown = found.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE)

  return (
    <section aria-labelledby="programmes-title" className="flex flex-col gap-4">
      <h1 id="programmes-title" className="text-2xl font-bold">
        {text('programmes.title')}
      </h1>
      <FilterBar
        label={text('programmes.filter')}
        active={Boolean(search.text || search.branch)}
        onClear={() => change({ text: undefined, branch: undefined })}
      >
        <TextFilter
          label={text('programmes.text')}
          value={search.text}
          onChange={(value) => change({ text: value })}
        />
        <SelectFilter
          label={text('programmes.branch')}
          allLabel={text('programmes.all')}
          options={branches.map((b) => ({ value: b, label: text(`branch.${b}` as MessageId) }))}
          value={search.branch}
          onChange={(value) => change({ branch: value })}
        />
      </FilterBar>
      <p role="status">{text('programmes.count', { count: found.length })}</p>
      {shown.length === 0 ? (
        <p>{text('programmes.none')}</p>
      ) : (
        <ul className="flex flex-col gap-2" aria-labelledby="programmes-title">
          {shown.map((p) => (
            <li key={p.name} className="rounded border border-secondary p-3">
              {p.name} <span className="text-muted">· {text(`branch.${p.branch}` as MessageId)}</span>
            </li>
          ))}
        </ul>
      )}
      <Pagination
        page={page}
        maxPages={maxPages}
        hrefFor={(p) => writeSearch(locale, { ...search, page: p })}
      />
    </section>
  )
}
