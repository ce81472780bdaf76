import { readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { describe, expect, it } from 'vitest'
import linguiConfig from '../../lingui.config'
import { catalogSections as sections } from './catalog-sections'

const catalogSections = Object.keys(sections)

// A section's texts are in no other catalog: a page that showed its components without loading it would
// show message ids instead of words. These checks keep every way in loading it.
const src = join(__dirname, '..')

function files(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) return files(path)
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : []
  })
}

const importsOf = (path: string) =>
  [...readFileSync(path, 'utf8').matchAll(/from '([^']+)'/g)].map((m) => m[1] ?? '')

describe('catalog sections', () => {
  it('are the sections of the Lingui configuration, each with its catalog', () => {
    const paths = (linguiConfig.catalogs ?? []).map((c) => c.path)
    expect(paths).toEqual([
      '<rootDir>/src/locales/{locale}/messages',
      ...catalogSections.map((name) => `<rootDir>/src/locales/{locale}/${name}`),
    ])
  })

  it.each(catalogSections)('%s: every route that shows it loads it, and no other code imports it', (name) => {
    const users = files(src).filter(
      (path) =>
        !path.startsWith(join(src, 'features', name)) &&
        importsOf(path).some((from) => from.includes(`/features/${name}/`)),
    )
    expect(users.length).toBeGreaterThan(0)
    for (const path of users) {
      const where = relative(src, path)
      expect(where.startsWith('routes/'), `${where} imports features/${name}`).toBe(true)
      expect(readFileSync(path, 'utf8'), `${where} names the section`).toMatch(
        new RegExp(`staticData: \\{ catalogSection: '${name}'[,} ]`),
      )
    }
  })
})
