import { CookieTable } from './cookie-table'
import { Policy, PolicySection } from './policy'

export default function CookiesEn() {
  return (
    <Policy title="Cookie policy" updated="Last updated: November 2026">
      <p>
        A cookie is a small file the portal keeps in your browser. We use the ones it needs to work and, only
        if you accept, we measure in aggregate which pages are visited.
      </p>
      <PolicySection title="Strictly necessary cookies">
        <p>They need no consent: without them you could not sign in or choose a language.</p>
        <CookieTable
          caption="Necessary first-party cookies"
          head={['Cookie', 'What it does', 'Lifetime']}
          rows={[
            { name: 'token', purpose: 'Keeps you signed in on this browser.', duration: '90 days' },
            {
              name: 'deviceId',
              purpose: 'Tells this browser apart from your other signed-in devices.',
              duration: '90 days',
            },
            { name: 'i18n_redirected', purpose: 'Remembers the language you chose.', duration: '1 year' },
            {
              name: 'GDPR',
              purpose: 'Remembers whether you accepted or declined analytics cookies.',
              duration: '1 year',
            },
            {
              name: 'egresa_sso_flow',
              purpose: 'Protects the university sign-in while it lasts.',
              duration: '10 minutes',
            },
          ]}
        />
      </PolicySection>
      <PolicySection title="Analytics">
        <p>
          If you accept, the portal sends its statistics service the address and title of each page you visit,
          without any data of your account. If you decline, nothing is sent.
        </p>
      </PolicySection>
      <PolicySection title="Changing your mind">
        <p>
          Delete this site's cookies in your browser's settings: we will ask you again the next time you
          visit.
        </p>
      </PolicySection>
    </Policy>
  )
}
