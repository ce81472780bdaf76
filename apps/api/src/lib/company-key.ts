// How a mentor's company is matched to a job offer's company (docs/mentoring.md, "Which mentors work at an
// offer's company"): both names are brought to one key, without accents, case, punctuation or a trailing legal
// form, and the keys must be equal. «Innovación Mediterránea, S.L.» and «innovacion mediterranea» match;
// «Innovación» alone does not (a part of a name would put strangers on an offer's page).

const LEGAL_FORMS = new Set([
  'sl',
  'slu',
  'sll',
  'slne',
  'sa',
  'sau',
  'sal',
  'scoop',
  'scp',
  'sc',
  'cb',
  'sas',
  'srl',
  'ltd',
  'limited',
  'inc',
  'llc',
  'llp',
  'plc',
  'gmbh',
  'ag',
  'bv',
  'nv',
  'corp',
  'co',
])

/** The key a company's name is matched by; null for a name with nothing left. */
export function companyKey(name: string | null | undefined): string | null {
  if (!name) return null
  const words = name
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    // «S.L.», «S. L.» and «S.L.U.» are one word once the dots between letters go.
    .replace(/\b(\p{L})\.\s?(?=\p{L}\b)/gu, '$1')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim()
    .split(' ')
    .filter(Boolean)
  while (words.length > 1 && LEGAL_FORMS.has(words[words.length - 1] ?? '')) words.pop()
  const key = words.join(' ')
  return key === '' ? null : key
}
