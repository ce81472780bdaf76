import { Policy, PolicySection } from './policy'

export default function ConditionsEn() {
  return (
    <Policy title="Conditions of use" updated="Last updated: November 2026">
      <p>
        These conditions govern the use of the university's alumni and job-bank portal. By creating an account
        you state that you have read and accept them.
      </p>
      <PolicySection title="Who may use the portal">
        <p>
          People who studied at the university, once the alumni office has checked their account, and the
          companies and organisations the university validates to publish job offers.
        </p>
      </PolicySection>
      <PolicySection title="Your account">
        <ul className="list-disc pl-6">
          <li>The data you give when you register and in your profile must be true and up to date.</li>
          <li>
            Your account is personal: do not share your password. If you think someone knows it, change it and
            tell the alumni office.
          </li>
          <li>You can close your account at any time by writing to the alumni office.</li>
        </ul>
      </PolicySection>
      <PolicySection title="Proper use">
        <p>
          The portal is for keeping in touch with the university and among alumni, and for finding and
          offering jobs. You may not publish false or offensive content or content that infringes other
          people's rights, send unsolicited advertising, or use other members' data for any purpose other than
          the portal's.
        </p>
      </PolicySection>
      <PolicySection title="Job offers">
        <p>
          Companies are responsible for their offers and their selection processes. The university reviews
          offers before publishing them, but takes no part in any employment relationship that may follow.
        </p>
      </PolicySection>
      <PolicySection title="Premium membership">
        <p>
          Some services need the Premium membership, whose price and duration are shown before you take it
          out. To change or cancel it, write to the alumni office.
        </p>
      </PolicySection>
      <PolicySection title="Suspension and changes">
        <p>
          The university may suspend an account that breaks these conditions. If the conditions change, we
          will tell you on the portal or by e-mail before they apply.
        </p>
      </PolicySection>
    </Policy>
  )
}
