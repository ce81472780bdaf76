import { Policy, PolicySection } from './policy'

export default function PrivacyEn() {
  return (
    <Policy title="Privacy policy" updated="Last updated: November 2026">
      <p>
        This policy explains which personal data the university's alumni and job-bank portal processes, what
        it uses them for and what rights you have.
      </p>
      <PolicySection title="Who is responsible">
        <p>
          The university, through its alumni office, is responsible for your data. You can write to its data
          protection officer at the address published on the university's website.
        </p>
      </PolicySection>
      <PolicySection title="What data we process">
        <p>
          The data you give us when you register and complete your profile (name, surname, e-mail address,
          identity document, studies, work experience, CV and photo), the data of your activity on the portal
          (saved articles, groups, applications) and, if you are a company, the data of your organisation and
          its offers.
        </p>
      </PolicySection>
      <PolicySection title="Why, and on what basis">
        <ul className="list-disc pl-6">
          <li>
            Running your account and your membership of the alumni network: your relationship with the
            university.
          </li>
          <li>
            Putting you in touch with companies of the job bank, only if your profile allows it: your consent.
          </li>
          <li>
            Sending you news and offers by e-mail, only if you ask for them: your consent, which you can
            withdraw at any time.
          </li>
          <li>Charging the Premium fee, if you subscribe: the contract.</li>
        </ul>
      </PolicySection>
      <PolicySection title="How long">
        <p>
          As long as you keep your account. If you close it, we block your data for the periods the law
          requires and then delete it.
        </p>
      </PolicySection>
      <PolicySection title="Who else sees it">
        <p>
          Nobody outside the university except what you choose to show: to other alumni and to validated
          companies, following the privacy options of your profile. We do not sell your data.
        </p>
      </PolicySection>
      <PolicySection title="Your rights">
        <p>
          You can access, correct, delete or take away your data, object to its use or restrict it by writing
          to the alumni office. If you think we do not handle it properly, you can complain to the Spanish
          Data Protection Agency (aepd.es).
        </p>
      </PolicySection>
    </Policy>
  )
}
