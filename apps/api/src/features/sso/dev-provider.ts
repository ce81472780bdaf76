// The local OpenID provider for development and tests (oidc-provider), mounted under /_dev/oidc.
// Never used in production: env.ts refuses SSO_DEV_PROVIDER there. Loaded on its first request
// (sso/routes.ts), which makes its keys; its client secret comes from the API, which needs it earlier.
import { generateKeyPairSync, randomBytes } from 'node:crypto'
import type { IncomingMessage } from 'node:http'
import type { KoaContextWithOIDC } from 'oidc-provider'
import Provider from 'oidc-provider'
import { DEV_CLIENT_ID, DEV_PROVIDER_PATH, type DevProvider } from './dev-client'

/** Every development account signs in with this password (it is public: these accounts exist only here). */
export const DEV_PASSWORD = 'Egresa-demo-2026'

export type DevAccount = {
  sub: string
  email: string
  emailVerified: boolean
  givenName: string
  familyName: string
}

/** University accounts of the development provider; the last one is the demo alumni, to show linking. */
export const devAccounts: readonly DevAccount[] = [
  {
    sub: 'u-1001',
    email: 'ana.garcia@alumni.uni.test',
    emailVerified: true,
    givenName: 'Ana',
    familyName: 'García Pérez',
  },
  {
    sub: 'u-1002',
    email: 'maria.lopez@alumni.uni.test',
    emailVerified: true,
    givenName: 'María',
    familyName: 'López Ruiz',
  },
  {
    sub: 'u-1003',
    email: 'jordi.puig@alumni.uni.test',
    emailVerified: false,
    givenName: 'Jordi',
    familyName: 'Puig',
  },
  {
    sub: 'u-2001',
    email: 'alumni.free@demo.egresa.test',
    emailVerified: true,
    givenName: 'Lucía',
    familyName: 'Martín',
  },
]

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`)

type Lang = 'es' | 'en'

const texts = {
  es: {
    title: 'Universidad (desarrollo) · Iniciar sesión',
    heading: 'Universidad de pruebas',
    intro: 'Inicia sesión con tu cuenta universitaria.',
    email: 'Correo electrónico universitario',
    password: 'Contraseña',
    submit: 'Iniciar sesión',
    accounts: 'Cuentas de desarrollo',
    passwordOfAll: 'Contraseña de todas:',
    unverified: '(correo no verificado)',
    wrong: 'El correo o la contraseña no son correctos.',
    signingOut: 'Cerrando sesión…',
    signOut: 'Cerrar sesión',
    signedOut: 'Has cerrado la sesión de la universidad.',
    error: 'No se ha podido iniciar sesión',
  },
  en: {
    title: 'University (development) · Sign in',
    heading: 'Test university',
    intro: 'Sign in with your university account.',
    email: 'University e-mail address',
    password: 'Password',
    submit: 'Sign in',
    accounts: 'Development accounts',
    passwordOfAll: 'Password of all of them:',
    unverified: '(e-mail not verified)',
    wrong: 'The e-mail address or the password is incorrect.',
    signingOut: 'Signing out…',
    signOut: 'Sign out',
    signedOut: 'You have signed out of the university.',
    error: 'Could not sign in',
  },
} satisfies Record<Lang, Record<string, string>>

/** The language the relying party asked for (ui_locales), Spanish otherwise. */
function langOf(uiLocales: unknown): Lang {
  return typeof uiLocales === 'string' && uiLocales.split(' ')[0] === 'en' ? 'en' : 'es'
}

function page(lang: Lang, title: string, body: string): string {
  return `<!doctype html>
<html lang="${lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>
body{font-family:system-ui,sans-serif;max-width:28rem;margin:3rem auto;padding:0 1rem;color:#1a1a1a;line-height:1.5}
label{display:block;font-weight:600;margin-top:1rem}
input{display:block;width:100%;box-sizing:border-box;padding:.5rem;font-size:1rem;border:1px solid #555;border-radius:4px}
input:focus,button:focus{outline:3px solid #1d4ed8;outline-offset:2px}
button{margin-top:1.5rem;padding:.6rem 1.2rem;font-size:1rem;background:#1d4ed8;color:#fff;border:0;border-radius:4px;cursor:pointer}
.error{color:#a40000;font-weight:600}
.note{font-size:.9rem;color:#444}
</style>
</head>
<body>
<main>
${body}
</main>
</body>
</html>`
}

function loginPage(lang: Lang, uid: string, options: { email?: string; error?: boolean }): string {
  const t = texts[lang]
  const error = options.error ? `<p class="error" id="login-error" role="alert">${t.wrong}</p>` : ''
  const described = options.error ? ' aria-describedby="login-error" aria-invalid="true"' : ''
  const accounts = devAccounts
    .map((a) => `<li><code>${escapeHtml(a.email)}</code>${a.emailVerified ? '' : ` ${t.unverified}`}</li>`)
    .join('')
  return page(
    lang,
    t.title,
    `<h1>${t.heading}</h1>
<p>${t.intro}</p>
${error}
<form method="post" action="${DEV_PROVIDER_PATH}/interaction/${escapeHtml(uid)}/login" novalidate>
<label for="email">${t.email}</label>
<input id="email" name="email" type="email" autocomplete="username" required value="${escapeHtml(options.email ?? '')}"${described}>
<label for="password">${t.password}</label>
<input id="password" name="password" type="password" autocomplete="current-password" required${described}>
<button type="submit">${t.submit}</button>
</form>
<section aria-labelledby="dev-accounts">
<h2 id="dev-accounts">${t.accounts}</h2>
<p class="note">${t.passwordOfAll} <code>${DEV_PASSWORD}</code></p>
<ul class="note">${accounts}</ul>
</section>`,
  )
}

async function readForm(req: IncomingMessage): Promise<URLSearchParams> {
  const chunks: Buffer[] = []
  let size = 0
  for await (const chunk of req) {
    size += (chunk as Buffer).length
    if (size > 16_384) throw new Error('form too large')
    chunks.push(chunk as Buffer)
  }
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'))
}

function findAccount(sub: string): DevAccount | undefined {
  return devAccounts.find((a) => a.sub === sub)
}

export function createDevProvider(options: { clientSecret: string; trustProxy?: number }): DevProvider {
  const { clientSecret } = options
  const cookieKeys = [randomBytes(32).toString('base64url')]
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 })
  const signingKey = {
    ...privateKey.export({ format: 'jwk' }),
    kid: randomBytes(8).toString('hex'),
    use: 'sig',
    alg: 'RS256',
  }
  const handlers = new Map<string, ReturnType<Provider['callback']>>()

  function build(origin: string): Provider {
    const provider = new Provider(`${origin}${DEV_PROVIDER_PATH}`, {
      clients: [
        {
          client_id: DEV_CLIENT_ID,
          client_secret: clientSecret,
          client_name: 'Egresa',
          redirect_uris: [`${origin}/api/sso/callback`],
          post_logout_redirect_uris: [`${origin}/api/sso/logout-complete`],
          grant_types: ['authorization_code'],
          response_types: ['code'],
        },
      ],
      jwks: { keys: [signingKey as never] },
      cookies: { keys: cookieKeys },
      claims: {
        openid: ['sub'],
        email: ['email', 'email_verified'],
        profile: ['name', 'given_name', 'family_name'],
      },
      pkce: { required: () => true },
      // Short lives: this provider only serves development sign-ins.
      ttl: {
        AccessToken: 600,
        AuthorizationCode: 60,
        IdToken: 600,
        Interaction: 600,
        Session: 8 * 3600,
        Grant: 8 * 3600,
      },
      features: {
        devInteractions: { enabled: false },
        rpInitiatedLogout: {
          enabled: true,
          // Logout happens in a hidden frame where nobody can click: confirm on the person's behalf.
          logoutSource: async (ctx, form) => {
            const lang = langOf(ctx.oidc.params?.ui_locales)
            const t = texts[lang]
            const confirmed = form.replace(
              '</form>',
              '<input type="hidden" name="logout" value="yes"></form>',
            )
            ctx.body = page(
              lang,
              t.signingOut,
              `<h1>${t.signingOut}</h1>${confirmed}
<noscript><button type="submit" form="op.logoutForm">${t.signOut}</button></noscript>
<script>document.forms[0].submit()</script>`,
            )
          },
          postLogoutSuccessSource: async (ctx) => {
            const lang = langOf(ctx.oidc.params?.ui_locales)
            ctx.body = page(lang, texts[lang].signedOut, `<h1>${texts[lang].signedOut}</h1>`)
          },
        },
      },
      findAccount: async (_ctx, id) => {
        const account = findAccount(id)
        if (!account) return undefined
        return {
          accountId: account.sub,
          claims: async () => ({
            sub: account.sub,
            email: account.email,
            email_verified: account.emailVerified,
            given_name: account.givenName,
            family_name: account.familyName,
            name: `${account.givenName} ${account.familyName}`,
          }),
        }
      },
      // Egresa is the university's own first-party client: no consent screen.
      loadExistingGrant: async (ctx: KoaContextWithOIDC) => {
        const { oidc } = ctx
        if (!oidc.client || !oidc.session?.accountId) return undefined
        const existing = oidc.result?.consent?.grantId ?? oidc.session.grantIdFor(oidc.client.clientId)
        if (existing) return oidc.provider.Grant.find(existing)
        const grant = new oidc.provider.Grant({
          clientId: oidc.client.clientId,
          accountId: oidc.session.accountId,
        })
        grant.addOIDCScope('openid email profile')
        await grant.save()
        return grant
      },
      interactions: { url: (_ctx, interaction) => `${DEV_PROVIDER_PATH}/interaction/${interaction.uid}` },
      renderError: async (ctx, out) => {
        const lang = langOf((ctx as KoaContextWithOIDC).oidc?.params?.ui_locales)
        ctx.type = 'html'
        ctx.body = page(
          lang,
          texts[lang].error,
          `<h1>${texts[lang].error}</h1><p role="alert">${escapeHtml(String(out.error_description ?? out.error))}</p>`,
        )
      },
    })
    provider.proxy = (options.trustProxy ?? 0) > 0

    // The sign-in form: GET shows it, POST checks the account and finishes the interaction.
    provider.use(async (ctx, next) => {
      const match = /^\/interaction\/([\w-]+)(\/login)?$/.exec(ctx.path)
      const uid = match?.[1]
      if (!match || !uid) return next()
      const details = await provider.interactionDetails(ctx.req, ctx.res)
      if (details.uid !== uid) ctx.throw(400, 'interaction mismatch')
      const lang = langOf(details.params.ui_locales)
      ctx.set('Cache-Control', 'no-store')
      if (ctx.method === 'GET' && !match[2]) {
        ctx.type = 'html'
        ctx.body = loginPage(lang, uid, {})
        return
      }
      if (ctx.method !== 'POST' || !match[2]) ctx.throw(405)
      const form = await readForm(ctx.req)
      const email = (form.get('email') ?? '').trim().toLowerCase()
      const account = devAccounts.find((a) => a.email === email)
      if (!account || form.get('password') !== DEV_PASSWORD) {
        ctx.status = 401
        ctx.type = 'html'
        ctx.body = loginPage(lang, uid, { email, error: true })
        return
      }
      ctx.respond = false
      await provider.interactionFinished(
        ctx.req,
        ctx.res,
        { login: { accountId: account.sub } },
        { mergeWithLastSubmission: false },
      )
    })
    return provider
  }

  return {
    clientId: DEV_CLIENT_ID,
    clientSecret,
    issuerFor: (origin) => `${origin}${DEV_PROVIDER_PATH}`,
    async handle(origin, req, res) {
      let handler = handlers.get(origin)
      if (!handler) {
        // One provider per origin the browser uses (localhost, alumni.localhost, ...); a few at most.
        if (handlers.size >= 16) throw new Error('too many origins for the development provider')
        handler = build(origin).callback()
        handlers.set(origin, handler)
      }
      // Mounted like Express would: the provider sees its own paths and finds its mount point in originalUrl.
      const full = req.url ?? '/'
      Object.assign(req, { originalUrl: full })
      req.url = full.slice(DEV_PROVIDER_PATH.length) || '/'
      await handler(req, res)
    },
  }
}
