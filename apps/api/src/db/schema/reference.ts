import type { TagType } from '@egresa/api-contract/reference'
import { type AnyPgColumn, index, integer, pgTable, smallint, text } from 'drizzle-orm/pg-core'

/** Studies tree (faculties, degrees, masters); root items have level 1. */
export const categories = pgTable(
  'categories',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    hash: text('hash').notNull().unique(),
    parentId: integer('parent_id').references((): AnyPgColumn => categories.id),
    level: smallint('level').notNull(),
    position: smallint('position').notNull().default(0),
    titleEs: text('title_es').notNull(),
    titleEn: text('title_en').notNull(),
    /** Null when the row has no Catalan title: Catalan readers get the Spanish one. */
    titleCa: text('title_ca'),
  },
  (t) => [index('categories_parent_idx').on(t.parentId)],
)

/** ISO 3166-1 countries, keyed by alpha-2 code. */
export const countries = pgTable('countries', {
  code: text('code').primaryKey(),
  hash: text('hash').notNull().unique(),
  nameEs: text('name_es').notNull(),
  nameEn: text('name_en').notNull(),
  nameCa: text('name_ca'),
})

/** type ARTICLE or USER; group area, specialty or career (USER tags only). */
export const tags = pgTable('tags', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  hash: text('hash').notNull().unique(),
  type: text('type').$type<TagType>().notNull(),
  group: text('group'),
  titleEs: text('title_es').notNull(),
  titleEn: text('title_en').notNull(),
  titleCa: text('title_ca'),
})

// Each table's title columns by language, read together (`{ hash: categories.hash, ...categoryTitle }`) and
// said in the reader's language by lib/reference-title.ts (titleIn, titleInSql).
export const categoryTitle = { es: categories.titleEs, en: categories.titleEn, ca: categories.titleCa }
export const tagTitle = { es: tags.titleEs, en: tags.titleEn, ca: tags.titleCa }
export const countryName = { es: countries.nameEs, en: countries.nameEn, ca: countries.nameCa }
