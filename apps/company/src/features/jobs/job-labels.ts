import type {
  ApplicationStatus,
  OfferStatus,
  offerContracts,
  workingHoursTypes,
} from '@egresa/api-contract/jobs'
import { useLingui } from '@lingui/react/macro'

type Labels<T extends readonly string[]> = Record<T[number], string>

/** How the job bank's values read in the page's language (spec section 4's names for the states). */
export function useJobLabels() {
  const { t } = useLingui()
  const status: Record<OfferStatus, string> = {
    UNPUBLISHED: t`Borrador (no publicada)`,
    PENDING: t`Pendiente de publicación`,
    PUBLISHED: t`Activa`,
    CLOSED: t`Cerrada`,
  }
  const contract: Labels<typeof offerContracts> = {
    INDEFINITE: t`Indefinido`,
    TEMPORAL: t`Temporal`,
    FREELANCE: t`Autónomo`,
    INTERNSHIP: t`Prácticas`,
  }
  const workingHours: Labels<typeof workingHoursTypes> = {
    'FULL-TIME': t`Jornada completa`,
    'PART-TIME': t`Media jornada`,
  }
  const candidate: Record<ApplicationStatus, string> = {
    PENDING: t`Nueva`,
    ACCEPTED: t`En proceso`,
    CANCELLED: t`Descartada`,
  }
  /** Spec section 5: the closing ratings, from 1 (very bad) to 5 (excellent). */
  const rating: Record<1 | 2 | 3 | 4 | 5, string> = {
    1: t`Muy mala`,
    2: t`Mala`,
    3: t`Regular`,
    4: t`Buena`,
    5: t`Excelente`,
  }
  return { status, contract, workingHours, candidate, rating }
}

const badgeColours: Record<OfferStatus, string> = {
  UNPUBLISHED: 'border-secondary bg-white text-primary',
  PENDING: 'border-[#8a5a00] bg-[#fff6e0] text-[#6b4600]',
  PUBLISHED: 'border-success-strong bg-[#e8f5ef] text-success-strong',
  CLOSED: 'border-muted bg-surface text-muted',
}

/** The offer's state as a badge (text, not colour alone, says which). */
export function statusBadgeClass(status: OfferStatus): string {
  return `inline-flex items-center rounded-full border px-3 py-0.5 text-sm font-bold ${badgeColours[status]}`
}

const candidateColours: Record<ApplicationStatus, string> = {
  PENDING: 'border-primary bg-white text-primary',
  ACCEPTED: 'border-success-strong bg-[#e8f5ef] text-success-strong',
  CANCELLED: 'border-muted bg-surface text-muted',
}

export function candidateBadgeClass(status: ApplicationStatus): string {
  return `inline-flex items-center rounded-full border px-3 py-0.5 text-sm font-bold ${candidateColours[status]}`
}
