import { msg } from '@lingui/core/macro'
import { type Locale, translate } from '../../lib/i18n'

/** Same value as SSO_LOGOUT_MESSAGE of @egresa/api-contract's sso.ts (import it once ./sso is exported). */
const SSO_LOGOUT_MESSAGE = { type: 'egresa:sso-logout-complete' } as const

const texts = {
  title: msg`Sesión cerrada`,
  body: msg`Has cerrado la sesión.`,
  back: msg`Volver al portal`,
}

/**
 * The provider's post-logout page. In the web app's hidden frame it tells the parent that single logout is
 * done; opened as a whole page (the app's 10-second fallback) it sends the person back to the portal.
 */
export function logoutCompletePage(params: { locale: Locale; appOrigin: string; nonce: string }): string {
  const t = (text: keyof typeof texts) => translate(params.locale, texts[text])
  const home = `${params.appOrigin}/${params.locale}`
  const script = `(function(){var m=${JSON.stringify(SSO_LOGOUT_MESSAGE)};if(window.parent&&window.parent!==window){window.parent.postMessage(m,${JSON.stringify(params.appOrigin)})}else{window.location.replace(${JSON.stringify(home)})}})()`
  return `<!doctype html>
<html lang="${params.locale}">
<head><meta charset="utf-8"><title>${t('title')}</title></head>
<body>
<main><p>${t('body')}</p><p><a href="${home}">${t('back')}</a></p></main>
<script nonce="${params.nonce}">${script}</script>
</body>
</html>`
}
