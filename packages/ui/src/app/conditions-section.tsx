import { Trans } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { type BoundField, CheckboxField, FormSection } from '../form-fields'
import { useLocale } from './locale'

/**
 * A registration form's "Conditions": the privacy policy and the conditions of use of `service` (the alumni
 * network or the job bank), both to accept, then `children` (the alumni's newsletter). The policies open in a
 * new tab, so what the person typed stays in the form.
 */
export function ConditionsSection({
  privacy,
  conditions,
  service,
  children,
}: {
  privacy: BoundField
  conditions: BoundField
  service: 'network' | 'jobs'
  children?: ReactNode
}) {
  const locale = useLocale()
  return (
    <FormSection title={<Trans>Condiciones</Trans>} className="flex flex-col gap-3">
      <CheckboxField
        {...privacy}
        required
        label={
          <Trans>
            He leído y acepto la{' '}
            <Link
              to="/$locale/info/$slug"
              params={{ locale, slug: 'privacy' }}
              target="_blank"
              rel="noopener"
              className="underline"
            >
              política de privacidad<span className="sr-only"> (se abre en otra pestaña)</span>
            </Link>
          </Trans>
        }
      />
      <CheckboxField
        {...conditions}
        required
        label={
          service === 'network' ? (
            <Trans>
              Acepto las{' '}
              <Link
                to="/$locale/info/$slug"
                params={{ locale, slug: 'conditions' }}
                target="_blank"
                rel="noopener"
                className="underline"
              >
                condiciones de uso<span className="sr-only"> (se abre en otra pestaña)</span>
              </Link>{' '}
              de la red de antiguos alumnos
            </Trans>
          ) : (
            <Trans>
              Acepto las{' '}
              <Link
                to="/$locale/info/$slug"
                params={{ locale, slug: 'conditions' }}
                target="_blank"
                rel="noopener"
                className="underline"
              >
                condiciones de uso<span className="sr-only"> (se abre en otra pestaña)</span>
              </Link>{' '}
              de la bolsa de empleo
            </Trans>
          )
        }
      />
      {children}
    </FormSection>
  )
}
