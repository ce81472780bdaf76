import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createMailWorker, enqueueMail } from '../../lib/mail/outbox'
import { createMailTransport, MailConfigError } from '../../lib/mail/transport'
import { createTestDb, silentLogger, testClock } from '../../test/smtp'
import { devMailboxRoutes } from './routes'

let testDb: Awaited<ReturnType<typeof createTestDb>>

beforeAll(async () => {
  testDb = await createTestDb()
})
afterAll(async () => {
  await testDb.close()
})

describe('development mailbox', () => {
  it('is the transport without SMTP_URL outside production, and refused in production', () => {
    expect(createMailTransport({ production: false, logger: silentLogger }).kind).toBe('dev-mailbox')
    expect(() => createMailTransport({ production: true, logger: silentLogger })).toThrow(MailConfigError)
    expect(() =>
      createMailTransport({ smtpUrl: 'smtp://localhost:25', production: true, logger: silentLogger }),
    ).toThrow('MAIL_FROM')
    expect(() =>
      createMailTransport({ smtpUrl: 'http://x', from: 'a@b.c', production: true, logger: silentLogger }),
    ).toThrow('smtp://')
  })

  it('keeps mails as sent and lists them at /_dev/mailbox and /_dev/mailbox.json with clickable links', async () => {
    const resetUrl = 'https://alumni.example/es/reset?token=abc&x=1'
    await enqueueMail(testDb.db, {
      template: 'password-recovery',
      locale: 'es',
      to: 'Ana@Example.org',
      data: { name: 'Ana <b>', resetUrl },
    })
    const transport = createMailTransport({ production: false, logger: silentLogger })
    const result = await createMailWorker({
      db: testDb.db,
      transport,
      logger: silentLogger,
      now: testClock().now,
    }).runOnce()
    expect(result).toMatchObject({ claimed: 1, sent: 1 })

    const app = devMailboxRoutes(testDb.db)
    const page = await app.request('/_dev/mailbox')
    expect(page.status).toBe(200)
    expect(page.headers.get('content-type')).toMatch(/text\/html/)
    expect(page.headers.get('content-security-policy')).toContain("default-src 'none'")
    const html = await page.text()
    expect(html).toContain('Ana@Example.org')
    expect(html).toContain('Restablece tu contraseña')
    expect(html).toContain('Hola, Ana &lt;b&gt;:')
    expect(html).toContain(`<a href="${resetUrl.replace('&', '&amp;')}">`)
    expect(html).toContain('>sent<')

    const json = await app.request('/_dev/mailbox.json?to=ana@example.org')
    const body = (await json.json()) as {
      items: { id: string; to: string; status: string; links: string[] }[]
    }
    expect(body.items).toHaveLength(1)
    expect(body.items[0]).toMatchObject({ to: 'Ana@Example.org', status: 'sent', links: [resetUrl] })
    expect(
      ((await (await app.request('/_dev/mailbox.json?to=bob@example.org')).json()) as { items: [] }).items,
    ).toEqual([])

    const one = await app.request(`/_dev/mailbox/${body.items[0]?.id}`)
    expect(one.status).toBe(200)
    expect(await one.text()).toContain('<html lang="es"')
    expect((await app.request('/_dev/mailbox/not-a-uuid')).status).toBe(404)
    expect((await app.request('/_dev/mailbox/00000000-0000-4000-8000-000000000000')).status).toBe(404)
  })

  it('lists the files a mail carries and downloads each with its type and name', async () => {
    const calendar = 'BEGIN:VCALENDAR\r\nVERSION:2.0\r\nEND:VCALENDAR\r\n'
    const { id } = await enqueueMail(testDb.db, {
      template: 'account-verified',
      locale: 'es',
      to: 'files@example.org',
      data: { name: 'Ana', signInUrl: 'https://alumni.example/es/login' },
      attachments: [
        { filename: 'encuentro.ics', contentType: 'text/calendar; charset=utf-8', content: calendar },
        { filename: 'año.bin', contentType: 'application/octet-stream', content: new Uint8Array([0, 255]) },
      ],
    })
    const app = devMailboxRoutes(testDb.db)
    const body = (await (await app.request('/_dev/mailbox.json?to=files@example.org')).json()) as {
      items: { attachments: { filename: string; content_type: string; size: number; url: string }[] }[]
    }
    expect(body.items[0]?.attachments).toEqual([
      {
        filename: 'encuentro.ics',
        content_type: 'text/calendar; charset=utf-8',
        size: Buffer.byteLength(calendar),
        url: `/_dev/mailbox/${id}/attachments/0`,
      },
      {
        filename: 'año.bin',
        content_type: 'application/octet-stream',
        size: 2,
        url: `/_dev/mailbox/${id}/attachments/1`,
      },
    ])
    expect(await (await app.request('/_dev/mailbox')).text()).toContain(
      `<a href="/_dev/mailbox/${id}/attachments/0" download>encuentro.ics</a>`,
    )

    const ics = await app.request(`/_dev/mailbox/${id}/attachments/0`)
    expect(ics.status).toBe(200)
    expect(ics.headers.get('content-type')).toBe('text/calendar; charset=utf-8')
    expect(ics.headers.get('content-disposition')).toBe("attachment; filename*=UTF-8''encuentro.ics")
    expect(await ics.text()).toBe(calendar)
    const bin = await app.request(`/_dev/mailbox/${id}/attachments/1`)
    expect(bin.headers.get('content-disposition')).toBe("attachment; filename*=UTF-8''a%C3%B1o.bin")
    expect([...new Uint8Array(await bin.arrayBuffer())]).toEqual([0, 255])

    for (const path of [
      `/_dev/mailbox/${id}/attachments/2`,
      `/_dev/mailbox/${id}/attachments/x`,
      '/_dev/mailbox/nope/attachments/0',
    ]) {
      expect((await app.request(path)).status).toBe(404)
    }
  })
})
