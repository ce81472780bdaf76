import { preferredLocale } from '@egresa/i18n/locales'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { App, localeOf } from './app'
import { activateLocale, appLocales } from './i18n'
import { navigate } from './router'
import './styles.css'

const root = document.getElementById('root')
if (!root) throw new Error('No #root element')

// `/` goes to the visitor's language among the app's (remembered cookie, then the browser's, then Spanish).
if (window.location.pathname === '/') {
  navigate(`/${preferredLocale({ enabled: appLocales })}`, { replace: true })
}
await activateLocale(localeOf(window.location.pathname))

createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
)
