// The profile: GET /usr/users/me and PATCH /usr/users with every field of spec section 3, the completeness
// rule, and the avatar and CV uploads checked on their bytes and sizes.
import { readdir } from 'node:fs/promises'
import { join } from 'node:path'
import { eq } from 'drizzle-orm'
import sharp from 'sharp'
import { afterAll, assert, beforeAll, describe, expect, it } from 'vitest'
import { tags } from '../../db/schema/reference'
import { users } from '../../db/schema/users'
import { exe, form, pdf, png, referenceHashes } from '../../test/fixtures'
import { createTestApp, type TestApp } from '../../test/harness'

let t: TestApp
let ref: Awaited<ReturnType<typeof referenceHashes>>
let token: string
let userId: string

beforeAll(async () => {
  t = await createTestApp()
  ref = await referenceHashes(t)
  const user = await t.createUser({ email: 'profile@users.test', name: 'Lucía' })
  userId = user.id
  token = await t.login(user.email)
})
afterAll(() => t.close())

type Me = {
  is_complete: boolean
  missing: string[]
  name: string
  avatar: string | null
  category: { hash: string; title: string } | null
  data: Record<string, unknown> & { tags: { hash: string; title: string }[] }
  payment: { bank: string; name: string; iban: string } | null
  flags: Record<string, boolean>
  student: { cv: string | null; cv_name: string | null }
}

const me = async (locale: 'es' | 'en' | 'ca' = 'es') =>
  (await (await t.request('/usr/users/me', { token, locale })).json()) as Me
const patch = (json: unknown, locale: 'es' | 'en' = 'es', as = token) =>
  t.request('/usr/users', { method: 'PATCH', json, token: as, locale })
const errorsOf = async (res: Response) => ((await res.json()) as { errors: Record<string, string[]> }).errors
const files = async (folder: string) =>
  readdir(join(t.env.dataDir, 'files', folder)).catch(() => [] as string[])

describe('the profile form', () => {
  it('reports what a complete profile still needs, until birthdate, gender and category are saved', async () => {
    expect(await me()).toMatchObject({ is_complete: false, missing: ['birthdate', 'gender', 'category'] })
    const res = await patch({ birthdate: '1991-02-03', gender: 'female' })
    expect(res.status).toBe(200)
    expect(await res.json()).toMatchObject({ is_complete: false, missing: ['category'] })
    expect(await (await patch({ category: ref.leaf })).json()).toMatchObject({
      is_complete: true,
      missing: [],
    })
  })

  it('saves every field of spec section 3 and answers the account', async () => {
    const res = await patch(
      {
        name: 'Lucía María',
        surname: 'Martín Pérez',
        phone: '+34 600 11 22 33',
        address: 'Calle Mayor 1',
        city: 'Castelló',
        postal: '12001',
        country: 'es',
        originalCountry: 'AR',
        birthdate: '1990-05-17',
        document_type: 'nie',
        document_number: 'x1234567l',
        gender: 'other',
        language: 'en',
        graduation_year: 2014,
        profile_type: 'professor',
        category: ref.leaf,
        tags: [ref.userTag, ref.otherUserTag],
        current_job: 'Ingeniera de datos',
        current_company: 'Innovación S.L.',
        formation: 'Máster en Biotecnología',
        about_me: 'Me gusta enseñar.',
        url_linkedin: 'https://linkedin.com/in/lucia',
        url_behance: 'http://behance.net/lucia',
        url_portfolio: 'https://lucia.dev',
        url_other: '',
        payment: { bank: 'Caixa', name: 'Lucía Martín', iban: 'es91 2100 0418 4502 0005 1332' },
        is_newsletter: true,
        is_receive_jobs: true,
        is_appear_by_company: true,
        is_appear_by_user: false,
      },
      'en',
    )
    expect(res.status).toBe(200)
    const body = (await res.json()) as Me
    expect(body).toMatchObject({
      name: 'Lucía María',
      category: { hash: ref.leaf, title: ref.leafTitle.en },
      // Stored encrypted, answered masked (docs/membership.md).
      payment: { bank: 'Caixa', name: 'Lucía Martín', iban: 'ES91 **** **** **** **** 1332' },
      flags: {
        is_newsletter: true,
        is_receive_jobs: true,
        is_appear_by_company: true,
        is_appear_by_user: false,
      },
      data: {
        phone: '+34 600 11 22 33',
        city: 'Castelló',
        country: 'ES',
        originalCountry: 'AR',
        birthdate: '1990-05-17',
        document_type: 'nie',
        document_number: 'X1234567L',
        graduation_year: 2014,
        profile_type: 'professor',
        current_job: 'Ingeniera de datos',
        url_behance: 'http://behance.net/lucia',
        url_other: null,
      },
    })
    expect(body.data.tags.map((tag) => tag.hash).sort()).toEqual([ref.userTag, ref.otherUserTag].sort())

    // A partial update changes only what it names; null and '' clear a field; tags are replaced.
    const partial = (await (await patch({ city: null, about_me: '', tags: [ref.userTag] })).json()) as Me
    expect(partial.data).toMatchObject({ city: null, about_me: null, current_job: 'Ingeniera de datos' })
    expect(partial.data.tags.map((tag) => tag.hash)).toEqual([ref.userTag])
    expect((await (await patch({ payment: null })).json()) as Me).toMatchObject({ payment: null })
  })

  it('refuses a DNI with a wrong letter and a wrong IBAN in Spanish and English, saving nothing', async () => {
    const before = await me()
    const body = {
      name: 'Cambiado',
      document_type: 'dni',
      document_number: '12345678A',
      payment: { bank: 'B', name: 'N', iban: 'ES9121000418450200051333' },
    }
    const es = await errorsOf(await patch(body))
    expect(es.document_number?.[0]).toMatch(/DNI/)
    expect(es['payment.iban']?.[0]).toMatch(/IBAN/)
    const en = await errorsOf(await patch(body, 'en'))
    expect(en.document_number?.[0]).toMatch(/DNI/)
    expect(en['payment.iban']?.[0]).toMatch(/IBAN/)
    expect(en['payment.iban']?.[0]).not.toBe(es['payment.iban']?.[0])
    expect((await me()).name).toBe(before.name)
  })

  it('refuses links that are not http(s), unknown fields, and references that do not fit', async () => {
    const urls = await errorsOf(
      await patch({ url_linkedin: 'javascript:alert(1)', url_other: 'ftp://x.org' }, 'en'),
    )
    expect(Object.keys(urls).sort()).toEqual(['url_linkedin', 'url_other'])
    expect(await errorsOf(await patch({ email: 'new@users.test' }))).toEqual({
      email: ['Este campo no está permitido.'],
    })
    const refs = await errorsOf(
      await patch({
        name: 'No se guarda',
        category: ref.branch,
        tags: [ref.articleTag],
        originalCountry: 'QQ',
      }),
    )
    expect(Object.keys(refs).sort()).toEqual(['category', 'originalCountry', 'tags'])
    expect(refs.category?.[0]).toMatch(/titulación/)
    expect((await me()).name).not.toBe('No se guarda')
    const types = await errorsOf(
      await patch({ gender: 'robot', graduation_year: 1800, birthdate: '2999-01-01' }, 'en'),
    )
    expect(types.gender?.[0]).toBe('Must be one of: male, female, other.')
    expect(types.graduation_year).toEqual(['Must be at least 1950.'])
    expect(types.birthdate).toEqual(['The birth date must be between 1900 and today.'])
  })

  it('says the studies and the tags in the reader’s language, the tags in its order', async () => {
    const hashOf = async (title: string) => {
      const [tag] = await t.database.db.select().from(tags).where(eq(tags.titleEs, title))
      assert(tag, title)
      return tag.hash
    }
    const chosen = [await hashOf('Profesional sénior'), await hashOf('Investigación')]
    expect((await patch({ category: ref.leaf, tags: chosen })).status).toBe(200)
    const said = async (locale: 'es' | 'en' | 'ca') => {
      const body = await me(locale)
      return { category: body.category?.title, tags: body.data.tags.map((tag) => tag.title) }
    }
    expect(await said('es')).toEqual({
      category: 'Grado en Historia',
      tags: ['Investigación', 'Profesional sénior'],
    })
    expect(await said('en')).toEqual({
      category: 'Bachelor’s in History',
      tags: ['Research', 'Senior professional'],
    })
    expect(await said('ca')).toEqual({
      category: 'Grau en Història',
      tags: ['Professional sènior', 'Recerca'],
    })
  })

  it('needs a session', async () => {
    expect((await t.request('/usr/users', { method: 'PATCH', json: { name: 'x' } })).status).toBe(401)
  })
})

describe('avatar', () => {
  const upload = (body: FormData | undefined, locale: 'es' | 'en' = 'es') =>
    t.request('/usr/users/avatar', { method: 'POST', body, token, locale })

  it('stores any image re-encoded as a square WebP, served publicly, and replaces the old one', async () => {
    const first = await upload(form('image', await png(800, 400), 'me.png', 'image/png'))
    expect(first.status).toBe(200)
    const { avatar } = (await first.json()) as { avatar: string }
    expect(avatar).toMatch(/^\/files\/avatars\/\w+\.webp$/)
    const served = await t.request(avatar, { apiKey: null })
    expect(served.status).toBe(200)
    expect(served.headers.get('content-type')).toBe('image/webp')
    const meta = await sharp(Buffer.from(await served.arrayBuffer())).metadata()
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 512, 512])
    expect((await me()).avatar).toBe(avatar)

    // A JPEG with its bytes named .gif is still an image: the name and the declared type do not matter.
    const jpeg = await sharp(await png(300, 300))
      .jpeg()
      .toBuffer()
    const second = await upload(form('image', jpeg, 'photo.gif', 'application/octet-stream'))
    expect(second.status).toBe(200)
    const replaced = ((await second.json()) as { avatar: string }).avatar
    expect(replaced).not.toBe(avatar)
    expect((await t.request(avatar, { apiKey: null })).status).toBe(404)
    expect(await files('avatars')).toHaveLength(1)
  })

  it('refuses a program renamed .png and text, keeping the old avatar', async () => {
    const before = (await me()).avatar
    const es = await upload(form('image', exe(), 'foto.png', 'image/png'))
    expect(es.status).toBe(400)
    expect(await es.json()).toMatchObject({
      errors: { image: ['El archivo debe ser una imagen JPEG, PNG, WebP, GIF o AVIF.'] },
    })
    const en = await upload(form('image', Buffer.from('hello'), 'a.png', 'image/png'), 'en')
    expect(await en.json()).toMatchObject({
      errors: { image: ['The file must be a JPEG, PNG, WebP, GIF or AVIF image.'] },
    })
    // Bytes that start like a PNG but are not one.
    const broken = Buffer.concat([(await png()).subarray(0, 40), Buffer.alloc(200)])
    expect((await upload(form('image', broken, 'b.png', 'image/png'))).status).toBe(400)
    expect((await me()).avatar).toBe(before)
    expect(await files('avatars')).toHaveLength(1)
  })

  it('answers 413 with a message for an image over 5 MB and for a 20 MB upload', async () => {
    const six = await upload(form('image', Buffer.alloc(6 * 1024 * 1024, 1), 'big.png', 'image/png'), 'en')
    expect(six.status).toBe(413)
    expect(await six.json()).toMatchObject({
      code: 413,
      message: 'The file is 6 MB and the largest allowed is 5 MB.',
    })
    const twenty = await upload(form('image', Buffer.alloc(20 * 1024 * 1024, 1), 'huge.png', 'image/png'))
    expect(twenty.status).toBe(413)
    expect(await twenty.json()).toMatchObject({ code: 413, reason: 'payload_too_large' })
  })

  it('asks for the file when none is sent', async () => {
    const res = await upload(new FormData())
    expect(res.status).toBe(400)
    expect(await res.json()).toMatchObject({ errors: { image: ['Este campo es obligatorio.'] } })
  })

  it('is removed by DELETE', async () => {
    const { avatar } = (await me()) as { avatar: string }
    expect((await t.request('/usr/users/avatar', { method: 'DELETE', token })).status).toBe(204)
    expect((await me()).avatar).toBeNull()
    expect((await t.request(avatar, { apiKey: null })).status).toBe(404)
  })
})

describe('CV', () => {
  const upload = (body: FormData, locale: 'es' | 'en' = 'es', as = token) =>
    t.request('/usr/users/cv', { method: 'POST', body, token: as, locale })

  it('stores a PDF, which only its owner downloads from the API', async () => {
    const res = await upload(form('file', pdf('mi curriculum'), 'CV Lucía "2026".pdf', 'application/pdf'))
    expect(res.status).toBe(200)
    expect(await res.json()).toEqual({ cv: '/usr/users/cv', cv_name: 'CV Lucía 2026.pdf' })
    expect((await me()).student).toEqual({ cv: '/usr/users/cv', cv_name: 'CV Lucía 2026.pdf' })

    const download = await t.request('/usr/users/cv', { token })
    expect(download.status).toBe(200)
    expect(download.headers.get('content-type')).toBe('application/pdf')
    expect(download.headers.get('cache-control')).toBe('private, no-store')
    expect(download.headers.get('content-disposition')).toContain(
      "filename*=UTF-8''CV%20Luc%C3%ADa%202026.pdf",
    )
    expect(Buffer.from(await download.arrayBuffer()).toString('latin1')).toContain('mi curriculum')

    // Never under the public /files path, and another person's GET /usr/users/cv is their own (none).
    const [key] = await files('cvs')
    expect((await t.request(`/files/cvs/${key}`, { apiKey: null })).status).toBe(404)
    const other = await t.createUser({ email: 'other@users.test' })
    const otherToken = await t.login(other.email)
    expect((await t.request('/usr/users/cv', { token: otherToken })).status).toBe(404)
    expect((await t.request('/usr/users/cv')).status).toBe(401)
  })

  it('refuses a program renamed .pdf and an image, keeping the old CV', async () => {
    const es = await upload(form('file', exe(), 'cv.pdf', 'application/pdf'))
    expect(es.status).toBe(400)
    expect(await es.json()).toMatchObject({ errors: { file: ['El archivo debe ser un PDF.'] } })
    const en = await upload(form('file', await png(), 'cv.pdf', 'application/pdf'), 'en')
    expect(await en.json()).toMatchObject({ errors: { file: ['The file must be a PDF.'] } })
    const kept = await t.request('/usr/users/cv', { token })
    expect(Buffer.from(await kept.arrayBuffer()).toString('latin1')).toContain('mi curriculum')
    expect(await files('cvs')).toHaveLength(1)
  })

  it('answers 413 over 10 MB and leaves the old CV', async () => {
    const big = Buffer.concat([pdf(), Buffer.alloc(11 * 1024 * 1024, 32)])
    const res = await upload(form('file', big, 'big.pdf', 'application/pdf'))
    expect(res.status).toBe(413)
    expect(await res.json()).toMatchObject({ message: expect.stringMatching(/máximo es 10 MB/) })
    expect((await me()).student.cv_name).toBe('CV Lucía 2026.pdf')
  })

  it('a new CV replaces the old file; DELETE removes it', async () => {
    expect((await upload(form('file', pdf('segundo'), 'dos.pdf', 'application/pdf'))).status).toBe(200)
    expect(await files('cvs')).toHaveLength(1)
    const download = await t.request('/usr/users/cv', { token })
    expect(Buffer.from(await download.arrayBuffer()).toString('latin1')).toContain('segundo')
    expect((await t.request('/usr/users/cv', { method: 'DELETE', token })).status).toBe(204)
    expect((await me()).student).toEqual({ cv: null, cv_name: null })
    expect(await files('cvs')).toHaveLength(0)
    expect((await t.request('/usr/users/cv', { token })).status).toBe(404)
    const [row] = await t.database.db.select().from(users).where(eq(users.id, userId))
    expect(row?.cvKey).toBeNull()
  })
})
