import type { Faker } from '@faker-js/faker'
import type { Db } from '../../db/client'

/** The demo's "today": dates are drawn relative to it, so the data set does not change with the clock. */
export const REF_DATE = '2026-11-01T10:00:00Z'

/** The demo sets (seed/index.ts, DEMO_SIZES): `huge` is for PostgreSQL only. */
export type DemoSize = 'small' | 'full' | 'huge'

/**
 * What every step of the demo seed shares. `f` is one faker seeded once: each step draws from it in turn,
 * so the steps run in a fixed order (seed/index.ts) and a step that draws more changes every later one.
 */
export type DemoContext = {
  tx: Db
  f: Faker
  /**
   * A second seeded faker, for choices of wording made after the demo set was published (a city from our
   * list rather than faker's misspelt one, a readable job title, a position's studies): drawn from here,
   * they leave `f`'s sequence, and so every other row, as it was.
   */
  w: Faker
  /** A random-looking public identifier, drawn from `f`. */
  hash: () => string
  /** The hash of DEMO_PASSWORD, computed once for every account. */
  passwordHash: string
  /** Categories without children, by id: the degrees a person or an offer can have. */
  leafCategories: number[]
  /** Ids of the USER tags, by id. */
  userTagIds: number[]
  /** Ids of the USER tags of the groups area and specialty (an offer's academic area and specialty), by id. */
  areaTagIds: number[]
  specialtyTagIds: number[]
  /** Leaf categories by their Spanish title, and USER tags by `group:Spanish title` (`area:Salud`). */
  categoryIdByTitle: Map<string, number>
  tagIdByTitle: Map<string, number>
  /** Files the seed stores once its transaction has committed (the demo CVs). */
  files: DemoFile[]
  /** Told of the rows a long step has written (`huge: alumni 40000/200000 (12 s)`); quiet on the small sets. */
  progress: (step: string, done: number, total: number) => void
}

export type DemoFile = { key: string; body: Uint8Array; contentType: string }
