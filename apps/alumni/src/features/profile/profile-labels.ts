import { useLingui } from '@lingui/react/macro'
import type { ProfileLabels } from './profile-schema'

/** The profile's fields as the person reads them, in the page's language. */
export function useProfileLabels(): ProfileLabels {
  const { t } = useLingui()
  return {
    name: t`Nombre`,
    surname: t`Apellidos`,
    birthdate: t`Fecha de nacimiento`,
    gender: t`Género`,
    category: t`Estudios`,
    document_type: t`Tipo de documento`,
    document_number: t`Número de documento`,
    phone: t`Teléfono`,
    // Not «Dirección» alone: a career tag (Management) is called that too, on the same form.
    address: t`Dirección postal`,
    city: t`Ciudad`,
    postal: t`Código postal`,
    country: t`País de residencia`,
    originalCountry: t`País de origen`,
    graduation_year: t`Año de graduación`,
    profile_type: t`Tipo de perfil`,
    tags: t`Carrera, áreas y especialidades`,
    current_job: t`Puesto actual`,
    current_company: t`Empresa actual`,
    formation: t`Formación`,
    about_me: t`Sobre mí`,
    url_linkedin: t`LinkedIn`,
    url_behance: t`Behance`,
    url_portfolio: t`Portafolio`,
    url_other: t`Otro enlace`,
  }
}
