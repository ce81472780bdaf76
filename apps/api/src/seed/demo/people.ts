import { type DemoContext, REF_DATE } from './context'
import { spanishCity } from './text'

/** Mostly Spain, some of Europe and the Americas. */
const countryPool = [
  'ES',
  'ES',
  'ES',
  'ES',
  'ES',
  'ES',
  'ES',
  'PT',
  'FR',
  'DE',
  'IT',
  'GB',
  'MX',
  'AR',
  'CO',
  'CL',
  'US',
]

export const randomCountry = (ctx: DemoContext) => ctx.f.helpers.arrayElement(countryPool)

/** The columns every demo account has: a public hash, the demo password and the accepted terms. */
export const account = (ctx: DemoContext, email: string) => ({
  hash: ctx.hash(),
  email,
  passwordHash: ctx.passwordHash,
  isPrivacy: true,
  isConditions: true,
})

/** The fields that make a profile complete (birthdate, gender, category) and a few more. */
export const completeProfile = (ctx: DemoContext) => ({
  birthdate: ctx.f.date
    .birthdate({ min: 22, max: 60, mode: 'age', refDate: REF_DATE })
    .toISOString()
    .slice(0, 10),
  gender: ctx.f.helpers.arrayElement(['male', 'female', 'other']),
  categoryId: ctx.f.helpers.arrayElement(ctx.leafCategories),
  countryCode: randomCountry(ctx),
  city: spanishCity(ctx),
  graduationYear: ctx.f.number.int({ min: 1985, max: 2026 }),
  profileType: 'student',
  language: 'es',
})
