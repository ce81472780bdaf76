import type { ReportName } from '@egresa/api-contract/reports'
import type { I18n, MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'

/** A report of the page: the server's reports and the Premium income. */
export type ReportKey = ReportName | 'income'

type ChartText = { title: MessageDescriptor; about: MessageDescriptor }

/** Each chart's title and what it counts, by report and chart id (the server names the series). */
const texts: Record<ReportKey, Record<string, ChartText>> = {
  members: {
    tiers: {
      title: msg`Miembros por modalidad a final de cada mes`,
      about: msg`Cuentas de personas verificadas a final de mes, según su modalidad entonces.`,
    },
    registrations: {
      title: msg`Registros nuevos por mes`,
      about: msg`Cuentas de personas creadas y verificadas en cada mes.`,
    },
  },
  alumni: {
    graduation_years: {
      title: msg`Antiguos alumnos por año de graduación`,
      about: msg`Cuentas activas de personas, hoy.`,
    },
    branches: {
      title: msg`Antiguos alumnos por rama de conocimiento`,
      about: msg`La rama de los estudios de cada persona, hoy.`,
    },
    studies: { title: msg`Antiguos alumnos por estudios`, about: msg`Los estudios de cada persona, hoy.` },
    countries: {
      title: msg`Antiguos alumnos por país`,
      about: msg`El país de residencia de cada persona, hoy.`,
    },
  },
  income: {
    income: {
      title: msg`Ingresos de la cuota Premium por mes`,
      about: msg`Cargos cobrados (remesados o pagados) por su fecha de cobro, y devoluciones por su fecha.`,
    },
    charges: {
      title: msg`Altas, renovaciones y devoluciones por mes`,
      about: msg`Un alta es el primer cargo cobrado de una persona; una renovación, cualquiera de los siguientes.`,
    },
  },
  jobs: {
    offers: {
      title: msg`Ofertas por mes, según su estado actual`,
      about: msg`Ofertas creadas en cada mes por las empresas.`,
    },
    applications: {
      title: msg`Candidaturas por oferta`,
      about: msg`Media de candidaturas de las ofertas publicadas por primera vez en cada mes.`,
    },
    applications_spread: {
      title: msg`Reparto de candidaturas por oferta`,
      about: msg`Ofertas publicadas en el periodo, según cuántas candidaturas recibieron.`,
    },
    review_days: {
      title: msg`Días hasta la revisión de la oficina`,
      about: msg`Del envío de la oferta a su aprobación o devolución, por el mes de la revisión.`,
    },
    companies: {
      title: msg`Empresas activas por mes`,
      about: msg`Empresas con al menos una oferta publicada durante el mes.`,
    },
  },
  community: {
    workgroups: { title: msg`Grupos creados por mes`, about: msg`Grupos propuestos por los miembros.` },
    comments: {
      title: msg`Comentarios en los grupos por mes`,
      about: msg`Comentarios y respuestas publicados.`,
    },
    signups: {
      title: msg`Inscripciones por mes`,
      about: msg`Inscripciones a eventos en el portal, a eventos con inscripción externa y suscripciones a noticias.`,
    },
    attendance: {
      title: msg`Asistencia a los eventos por mes`,
      about: msg`Plazas ocupadas en los eventos con inscripción en el portal y personas registradas en la puerta, por el mes del evento.`,
    },
    mentoring: {
      title: msg`Mentoría por mes`,
      about: msg`Ofertas de mentoría nuevas, solicitudes recibidas, mentorías aceptadas (por el mes de la respuesta) y terminadas.`,
    },
  },
  outcomes: {
    years: {
      title: msg`Inserción laboral por año de graduación`,
      about: msg`Titulados de cada promoción, con empleo y con empleo relacionado con sus estudios en la fecha de referencia.`,
    },
    cohorts: {
      title: msg`Inserción laboral por promoción y estudios`,
      about: msg`Los mismos datos por año de graduación y estudios.`,
    },
    sectors: {
      title: msg`Titulados con empleo por sector`,
      about: msg`El área del empleo (de la oferta de la bolsa o del perfil), de los grupos publicados.`,
    },
  },
}

export function chartText(i18n: I18n, report: ReportKey, id: string): { title: string; about: string } {
  const text = texts[report][id]
  return text ? { title: i18n._(text.title), about: i18n._(text.about) } : { title: id, about: '' }
}
