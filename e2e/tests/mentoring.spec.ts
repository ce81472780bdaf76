import { type Browser, expect, type Page, test } from '@playwright/test'
import { apiSession } from './admin-support'
import { DEMO, expectAccessible, storageStateOf } from './fixtures'
import { ALUMNI_URL } from './urls'

// Mentoring from the job bank (docs/mentoring.md, issue 30's quality bar): the free member opens an offer whose
// company has mentors in the demo set, asks the first of them from the offer's page, and finds the request on
// their mentoring page; the mentor (a demo alumna with the demo password, found through the office's list of
// mentors) signs in, accepts it on theirs, and the member sees the mentorship going on. axe on every new
// screen (the offer's mentors, the ask dialog, the mentoring page, the search, the offer form), at 390 px too.

type Found = { offer: string; mentor: { hash: string; name: string; surname: string }; email: string }
let found: Found
let memberName = ''

test.beforeAll(async ({ request }) => {
  const premium = await apiSession(request, DEMO.premium)
  const free = await apiSession(request, DEMO.free)
  const office = await apiSession(request, DEMO.admin)
  const me = (await (await request.get(`${ALUMNI_URL}/usr/users/me`, { headers: free })).json()) as {
    name: string
    surname: string
  }
  memberName = `${me.name} ${me.surname}`
  // An offer of the demo set whose company has mentors (the seed puts four mentors at offers' companies).
  for (let page = 1; page <= 10 && !found; page++) {
    const list = await request.get(`${ALUMNI_URL}/api/jobs`, { headers: premium, params: { page } })
    expect(list.status(), await list.text()).toBe(200)
    const { items } = (await list.json()) as { items: { hash: string }[] }
    if (items.length === 0) break
    for (const offer of items) {
      const answer = await request.get(`${ALUMNI_URL}/usr/jobs/${offer.hash}/mentors`, { headers: free })
      const { items: mentors } = (await answer.json()) as { items: { person: Found['mentor'] }[] }
      const first = mentors[0]
      if (!first) continue
      const listed = await request.get(`${ALUMNI_URL}/usr/admin/mentoring/mentors`, {
        headers: office,
        params: { text: first.person.surname },
      })
      const { items: offers } = (await listed.json()) as {
        items: { person: { hash: string }; email: string }[]
      }
      const email = offers.find((o) => o.person.hash === first.person.hash)?.email
      if (email) {
        found = { offer: offer.hash, mentor: first.person, email }
        break
      }
    }
  }
  expect(found, 'no offer of the demo set has a mentor at its company').toBeTruthy()
})

async function atBothWidths(page: Page, check: () => Promise<void> = async () => undefined) {
  await expectAccessible(page)
  await page.setViewportSize({ width: 390, height: 844 })
  await check()
  await expectAccessible(page)
  await page.setViewportSize({ width: 1280, height: 800 })
}

async function signedIn(browser: Browser, storageState?: string) {
  const context = await browser.newContext({ storageState, viewport: { width: 1280, height: 800 } })
  const page = await context.newPage()
  return { context, page }
}

test('a member asks a mentor from an offer’s page, and the mentor accepts', async ({ browser }) => {
  test.setTimeout(180_000)
  const mentorName = `${found.mentor.name} ${found.mentor.surname}`
  const member = await signedIn(browser, storageStateOf('free'))
  try {
    const { page } = member
    await page.goto(`${ALUMNI_URL}/es/empleo/${found.offer}`)
    const section = page.getByRole('region', {
      name: 'Antiguos alumnos que trabajan en esta empresa y hacen de mentores',
    })
    await expect(section).toBeVisible()
    await atBothWidths(page)

    await section.getByRole('button', { name: `Pedir mentoría a ${mentorName}` }).click()
    const dialog = page.getByRole('dialog', { name: `Pedir mentoría a ${mentorName}` })
    await expect(dialog).toBeVisible()
    // Empty, it is marked and nothing is sent.
    await dialog.getByRole('button', { name: 'Enviar la solicitud' }).click()
    const message = dialog.getByRole('textbox', { name: /Tu mensaje/ })
    await expect(message).toHaveAttribute('aria-invalid', 'true')
    await atBothWidths(page)
    await message.fill('Hola: me interesa esta oferta. ¿Me contarías cómo es trabajar en tu empresa?')
    await dialog.getByRole('button', { name: 'Enviar la solicitud' }).click()
    await expect(page.getByText(`Has pedido mentoría a ${mentorName}.`, { exact: false })).toBeVisible()
    await expect(section.getByText('Solicitud enviada: esperando respuesta').first()).toBeVisible()

    // The member's mentoring page: the request waits, and may be withdrawn.
    await page.goto(`${ALUMNI_URL}/es/user/mentoring`)
    const asked = page.getByRole('region', { name: 'Mentoría que pides' })
    await expect(asked.getByRole('button', { name: `Retirar la solicitud a ${mentorName}` })).toBeVisible()
    await atBothWidths(page)

    // The search, filtered in the URL.
    await page.goto(`${ALUMNI_URL}/es/user/mentoring/mentors`)
    await expect(page.getByRole('heading', { level: 1, name: 'Buscar mentores' })).toBeVisible()
    await expect(page.getByRole('button', { name: /^Pedir mentoría a / }).first()).toBeVisible()
    await atBothWidths(page)

    // The offer form of someone who offers nothing yet.
    await page.goto(`${ALUMNI_URL}/es/user/mentoring/offer`)
    await expect(page.getByRole('heading', { level: 1, name: 'Mi oferta de mentoría' })).toBeVisible()
    await expect(page.getByRole('spinbutton', { name: /Personas a la vez/ })).toBeVisible()
    await atBothWidths(page)
  } finally {
    await member.context.close()
  }

  // The mentor signs in and accepts.
  const mentor = await signedIn(browser)
  try {
    const { page } = mentor
    await mentor.context.addCookies([
      { name: 'GDPR', value: 'accepted', domain: new URL(ALUMNI_URL).hostname, path: '/' },
    ])
    await page.goto(`${ALUMNI_URL}/es/login?redirect=${encodeURIComponent('/es/user/mentoring')}`)
    await page.getByLabel(/correo electrónico/i).fill(found.email)
    await page.getByLabel(/contraseña/i).fill('Egresa-demo-2026')
    await page.getByRole('button', { name: /iniciar sesión|entrar/i }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Mentoría' })).toBeVisible()
    const offered = page.getByRole('region', { name: 'Mentoría que ofreces' })
    await expect(offered.getByRole('button', { name: `Aceptar la solicitud de ${memberName}` })).toBeVisible()
    await atBothWidths(page)
    await offered.getByRole('button', { name: `Aceptar la solicitud de ${memberName}` }).click()
    await expect(page.getByText('Has aceptado la solicitud: ya sois mentor y mentee.')).toBeVisible()
    await expect(
      offered.getByRole('button', { name: `Terminar la mentoría con ${memberName}` }),
    ).toBeVisible()

    // The mentor's offer form, with the state and the pause.
    await page.goto(`${ALUMNI_URL}/es/user/mentoring/offer`)
    await expect(page.getByRole('region', { name: 'Estado de tu oferta' })).toBeVisible()
    await atBothWidths(page)
  } finally {
    await mentor.context.close()
  }

  // The member sees the mentorship going on.
  const again = await signedIn(browser, storageStateOf('free'))
  try {
    await again.page.goto(`${ALUMNI_URL}/es/user/mentoring`)
    const asked = again.page.getByRole('region', { name: 'Mentoría que pides' })
    await expect(asked.getByRole('button', { name: `Terminar la mentoría con ${mentorName}` })).toBeVisible()
  } finally {
    await again.context.close()
  }
})
