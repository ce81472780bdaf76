import { registerCompany } from '@egresa/api-client/companies'
import { isApiError } from '@egresa/api-client/errors'
import { LOGO_MAX_BYTES } from '@egresa/api-contract/companies'
import { accountLanguages, IMAGE_TYPES } from '@egresa/api-contract/users'
import { useApi } from '@egresa/ui/app/api'
import { ConditionsSection } from '@egresa/ui/app/conditions-section'
import { useLocale } from '@egresa/ui/app/locale'
import { buttonStyles } from '@egresa/ui/button'
import {
  bindFields,
  FormAlert,
  FormSection,
  RequiredNote,
  SelectField,
  TextField,
} from '@egresa/ui/form-fields'
import { ReadyFieldset } from '@egresa/ui/hydration'
import { useLocalizedSchema } from '@egresa/ui/localized-schema'
import { useServerErrors } from '@egresa/ui/server-errors'
import { TabPanel, Tabs } from '@egresa/ui/tabs'
import { valibotResolver } from '@hookform/resolvers/valibot'
import { Trans, useLingui } from '@lingui/react/macro'
import { useNavigate } from '@tanstack/react-router'
import { useEffect, useRef, useState } from 'react'
import { type FieldErrors, useForm } from 'react-hook-form'
import { languageNames } from '../../lib/account-labels'
import { DocumentHint, useCompanyLabels } from '../profile/public'
import {
  type RegisterField,
  type RegisterFormOutput,
  type RegisterFormValues,
  type RegisterLabels,
  type RegisterTab,
  registerDefaults,
  registerFields,
  registerSchema,
  tabOf,
} from './register-schema'

export function useRegisterLabels(): RegisterLabels {
  const { t } = useLingui()
  return {
    ...useCompanyLabels(),
    email: t`Correo electrónico`,
    email_repeat: t`Repite el correo electrónico`,
    password: t`Contraseña`,
    password_repeat: t`Repite la contraseña`,
    language: t`Idioma de los correos`,
    is_privacy: t`Política de privacidad`,
    is_conditions: t`Condiciones de uso`,
  }
}

const companyFields = registerFields.filter((f) => tabOf(f) === 'company')

/** Where each field is on the page, the logo last of the company tab: the first with an error gets the focus. */
const pageOrder: (RegisterField | 'logo')[] = [
  ...companyFields,
  'logo',
  ...registerFields.filter((f) => tabOf(f) === 'user'),
]

const megabytes = (bytes: number) => Math.round((bytes / 1024 / 1024) * 10) / 10

/**
 * The logo, optional: an image chosen from the device, previewed before sending; the type and size are
 * checked here for a quick answer (the server judges the bytes again).
 */
function LogoField({
  file,
  onChange,
  error,
  inputRef,
}: {
  file: File | null
  onChange: (file: File | null, error: string | null) => void
  error: string | null
  inputRef: React.RefObject<HTMLInputElement | null>
}) {
  const { t } = useLingui()
  const [preview, setPreview] = useState<string | null>(null)
  useEffect(() => {
    if (!file || error) {
      setPreview(null)
      return
    }
    const url = URL.createObjectURL(file)
    setPreview(url)
    return () => URL.revokeObjectURL(url)
  }, [file, error])
  const problem = (chosen: File): string | null => {
    if (!(IMAGE_TYPES as readonly string[]).includes(chosen.type)) {
      return t`El logotipo debe ser una imagen (JPEG, PNG, WebP, GIF o AVIF).`
    }
    if (chosen.size > LOGO_MAX_BYTES) {
      const max = megabytes(LOGO_MAX_BYTES)
      return t`El logotipo no puede pesar más de ${max} MB.`
    }
    return null
  }
  const described = ['register-logo-name', 'register-logo-hint', error ? 'register-logo-error' : null]
    .filter(Boolean)
    .join(' ')
  return (
    <div className="flex flex-col gap-2 md:col-span-2">
      <span id="register-logo-label" className="font-bold">
        <Trans>Logotipo</Trans>
      </span>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
        <div className="flex size-28 shrink-0 items-center justify-center overflow-hidden rounded border border-secondary bg-surface">
          {preview ? (
            <img src={preview} alt={t`Vista previa del logotipo`} className="size-full object-contain" />
          ) : (
            <span className="px-2 text-center text-sm text-muted">
              <Trans>Sin logotipo</Trans>
            </span>
          )}
        </div>
        <div className="flex flex-col gap-2">
          <div className="flex flex-wrap items-center gap-2">
            {/* The browser's own file button speaks the browser's language; this one speaks the page's. */}
            <input
              ref={inputRef}
              id="register-logo"
              type="file"
              accept={IMAGE_TYPES.join(',')}
              aria-labelledby="register-logo-label register-logo-button"
              aria-describedby={described}
              aria-invalid={error ? true : undefined}
              className="peer sr-only"
              onChange={(event) => {
                const chosen = event.target.files?.[0] ?? null
                onChange(chosen, chosen ? problem(chosen) : null)
              }}
            />
            <label
              id="register-logo-button"
              htmlFor="register-logo"
              className={`${buttonStyles.secondary} cursor-pointer peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-[#1a73e8] ${error ? 'border-danger-strong' : ''}`}
            >
              {file ? <Trans>Elegir otra imagen</Trans> : <Trans>Elegir una imagen</Trans>}
            </label>
            {file ? (
              <button
                type="button"
                className={buttonStyles.secondary}
                onClick={() => {
                  if (inputRef.current) inputRef.current.value = ''
                  onChange(null, null)
                }}
              >
                <Trans>Quitar</Trans>
              </button>
            ) : null}
          </div>
          <span id="register-logo-name" className="break-all text-sm">
            {file ? file.name : <Trans>Ningún archivo elegido</Trans>}
          </span>
          <p id="register-logo-hint" className="text-sm text-muted">
            <Trans>
              Opcional. JPEG, PNG, WebP, GIF o AVIF; como máximo {megabytes(LOGO_MAX_BYTES)} MB. Podrás
              cambiarlo después en el perfil.
            </Trans>
          </p>
          {error ? (
            <p id="register-logo-error" className="text-sm text-danger-strong">
              {error}
            </p>
          ) : null}
        </div>
      </div>
    </div>
  )
}

/**
 * The company registration with the spec's two tabs, company data and user data. The form is one: the
 * first field with an error, in either tab, opens its tab and gets the focus, and a tab with errors is
 * marked; the server's messages land on their fields. On success, the page that says what happens next.
 */
export function RegisterForm() {
  const api = useApi()
  const { t, i18n } = useLingui()
  const locale = useLocale()
  const navigate = useNavigate()
  const labels = useRegisterLabels()
  const schema = useLocalizedSchema(registerSchema, labels)
  const form = useForm<RegisterFormValues, unknown, RegisterFormOutput>({
    resolver: valibotResolver(schema, { lang: i18n.locale }),
    criteriaMode: 'all',
    defaultValues: registerDefaults(locale),
  })
  const server = useServerErrors(form, registerFields)
  const [tab, setTab] = useState<RegisterTab>('company')
  const [logo, setLogo] = useState<File | null>(null)
  const [logoError, setLogoError] = useState<string | null>(null)
  const logoInput = useRef<HTMLInputElement>(null)
  // What gets the focus once its tab shows (a field in a hidden tab cannot take it).
  const [focus, setFocus] = useState<RegisterField | 'logo' | null>(null)
  useEffect(() => {
    if (!focus) return
    if (focus === 'logo') logoInput.current?.focus()
    else form.setFocus(focus)
    setFocus(null)
  }, [focus, form])

  const reveal = (errors: FieldErrors<RegisterFormValues>, logoFailed: boolean) => {
    const target = pageOrder.find((k) => (k === 'logo' ? logoFailed : errors[k]))
    if (!target) return
    setTab(target === 'logo' ? 'company' : tabOf(target))
    setFocus(target)
  }
  const fieldsFailed = t`Revisa los campos marcados: hay datos que faltan o no son válidos.`

  // Leaving the company tab checks its fields: "Continue" stays on the tab, with its errors shown and the
  // first wrong field focused, until they are right; moving by the tab list only marks the tab.
  const checkCompanyTab = async (): Promise<boolean> => {
    const valid = (await form.trigger(companyFields)) && !logoError
    if (valid) {
      server.setAlert([])
      return true
    }
    server.setAlert([fieldsFailed])
    // The errors as they are now (`formState` is the snapshot of the last render).
    const errors = Object.fromEntries(companyFields.map((k) => [k, form.getFieldState(k).error]))
    reveal(errors, Boolean(logoError))
    return false
  }
  const selectTab = (next: RegisterTab) => {
    if (tab === 'company' && next !== 'company') void form.trigger(companyFields)
    setTab(next)
  }

  const submit = form.handleSubmit(
    async (values) => {
      if (logoError) {
        server.setAlert([fieldsFailed])
        reveal({}, true)
        return
      }
      server.setAlert([])
      try {
        const { email } = await registerCompany(api, values, logo ?? undefined)
        await navigate({ to: '/$locale/register/pending', params: { locale }, search: { email } })
      } catch (error) {
        server.handle(error)
        const logoMessages = isApiError(error) ? error.fieldErrors.logo : undefined
        if (logoMessages?.length) {
          setLogoError(logoMessages.join(' '))
          server.setAlert([fieldsFailed])
        }
        reveal(form.formState.errors, Boolean(logoMessages?.length))
      }
    },
    (errors) => {
      server.setAlert([fieldsFailed])
      reveal(errors, Boolean(logoError))
    },
  )

  const f = bindFields(form, 'register', labels)
  const errors = form.formState.errors
  const companyInvalid = Boolean(logoError) || registerFields.some((k) => tabOf(k) === 'company' && errors[k])
  const userInvalid = registerFields.some((k) => tabOf(k) === 'user' && errors[k])
  const isSubmitting = form.formState.isSubmitting

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-6">
      <ReadyFieldset>
        <FormAlert messages={server.alert} />
        <RequiredNote />
        <div>
          <Tabs
            label={t`Pasos del registro`}
            selected={tab}
            onSelect={selectTab}
            tabs={[
              { key: 'company', label: t`Datos de la empresa`, invalid: companyInvalid },
              { key: 'user', label: t`Datos de usuario`, invalid: userInvalid },
            ]}
          >
            <TabPanel id="company" keepMounted className="flex flex-col gap-6 pt-6">
              <FormSection title={<Trans>La empresa</Trans>}>
                <TextField {...f('company_name')} required autoComplete="organization" />
                <TextField {...f('document_number')} required autoComplete="off" hint={<DocumentHint />} />
                <TextField {...f('contact_name')} required autoComplete="name" />
                <TextField {...f('contact_phone')} required type="tel" autoComplete="tel" />
                <LogoField
                  file={logo}
                  error={logoError}
                  inputRef={logoInput}
                  onChange={(file, error) => {
                    setLogo(file)
                    setLogoError(error)
                  }}
                />
              </FormSection>
              <div>
                <button
                  type="button"
                  className={`${buttonStyles.primary} w-full sm:w-auto`}
                  onClick={async () => {
                    if (!(await checkCompanyTab())) return
                    setTab('user')
                    setFocus('email')
                  }}
                >
                  <Trans>Continuar con los datos de usuario</Trans>
                  <span aria-hidden="true">→</span>
                </button>
              </div>
            </TabPanel>
            <TabPanel id="user" keepMounted className="flex flex-col gap-6 pt-6">
              <FormSection title={<Trans>Tu acceso</Trans>}>
                <TextField {...f('email')} required type="email" autoComplete="email" />
                <TextField {...f('email_repeat')} required type="email" autoComplete="email" />
                <TextField
                  {...f('password')}
                  required
                  type="password"
                  autoComplete="new-password"
                  hint={<Trans>Al menos 10 caracteres.</Trans>}
                />
                <TextField {...f('password_repeat')} required type="password" autoComplete="new-password" />
                <SelectField
                  {...f('language')}
                  required
                  hint={<Trans>Te escribiremos en este idioma.</Trans>}
                  options={accountLanguages.map((l) => ({ value: l, label: languageNames[l] }))}
                />
              </FormSection>
              <ConditionsSection privacy={f('is_privacy')} conditions={f('is_conditions')} service="jobs" />
              <div className="flex flex-col-reverse gap-3 sm:flex-row">
                <button type="button" className={buttonStyles.secondary} onClick={() => setTab('company')}>
                  <span aria-hidden="true">←</span>
                  <Trans>Volver a los datos de la empresa</Trans>
                </button>
                <button type="submit" className={buttonStyles.primary} disabled={isSubmitting}>
                  {isSubmitting ? <Trans>Enviando…</Trans> : <Trans>Enviar la solicitud</Trans>}
                </button>
              </div>
            </TabPanel>
          </Tabs>
        </div>
      </ReadyFieldset>
    </form>
  )
}
