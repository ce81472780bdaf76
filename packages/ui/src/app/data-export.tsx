import {
  dataExportQueryKey,
  downloadDataExport,
  latestDataExportQueryOptions,
  requestDataExport,
} from '@egresa/api-client/privacy'
import { DATA_EXPORT_DAYS, type DataExport } from '@egresa/api-contract/privacy'
import { Trans, useLingui } from '@lingui/react/macro'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { buttonStyles } from '../button'
import { useApi } from './api'
import { saveBlob } from './files'
import { notifyError } from './notify'

/** While an export is being built, the panel asks for its state this often. */
const BUILDING_POLL_MS = 3000

function formatSize(bytes: number, locale: string): string {
  const mb = bytes / 1_048_576
  return mb >= 1
    ? `${new Intl.NumberFormat(locale, { maximumFractionDigits: 1 }).format(mb)} MB`
    : `${new Intl.NumberFormat(locale, { maximumFractionDigits: 0 }).format(Math.max(1, bytes / 1024))} KB`
}

function formatMoment(value: string, locale: string): string {
  return new Intl.DateTimeFormat(locale, {
    dateStyle: 'long',
    timeStyle: 'short',
    timeZone: 'Europe/Madrid',
  }).format(new Date(value))
}

/**
 * "Download my data" in the settings (GDPR art. 15 and 20, docs/privacy.md): ask for a ZIP of everything the
 * portal holds about the account, see it being built, download it while it lasts. `linked` is the export a
 * mail's link names (`?export=`): when that one has expired, the panel says so first.
 */
export function DataExportPanel({ kind, linked }: { kind: 'person' | 'company'; linked?: string }) {
  const api = useApi()
  const { t, i18n } = useLingui()
  const queryClient = useQueryClient()
  const latest = useQuery({
    ...latestDataExportQueryOptions(api),
    refetchInterval: (query) => (query.state.data?.export?.status === 'building' ? BUILDING_POLL_MS : false),
  })
  const ask = useMutation({
    mutationFn: () => requestDataExport(api),
    onSuccess: (asked) => queryClient.setQueryData(dataExportQueryKey, { export: asked }),
    onError: notifyError,
  })
  const [downloading, setDownloading] = useState(false)
  const download = async (item: DataExport) => {
    setDownloading(true)
    try {
      saveBlob(await downloadDataExport(api, item.id), `datos-${item.ready_at?.slice(0, 10) ?? 'export'}.zip`)
    } catch (error) {
      notifyError(error)
      await queryClient.invalidateQueries({ queryKey: dataExportQueryKey })
    } finally {
      setDownloading(false)
    }
  }

  const item = latest.data?.export ?? null
  const size = formatSize(item?.size ?? 0, i18n.locale)
  const until = item?.expires_at ? formatMoment(item.expires_at, i18n.locale) : ''
  const days = DATA_EXPORT_DAYS
  const askButton = (label: string, style: string) => (
    <button type="button" className={style} onClick={() => ask.mutate()} disabled={ask.isPending}>
      {ask.isPending ? t`Pidiendo…` : label}
    </button>
  )

  return (
    <section
      aria-labelledby="data-export-title"
      className="flex flex-col gap-4 rounded border border-secondary p-5"
    >
      <h2 id="data-export-title" className="text-xl font-bold">
        <Trans>Descargar mis datos</Trans>
      </h2>
      <p>
        {kind === 'company' ? (
          <Trans>
            Un archivo ZIP con todo lo que el portal guarda sobre tu cuenta de empresa: los datos de la
            empresa, tus ofertas y las decisiones que has tomado sobre las candidaturas. No incluye datos de
            los candidatos.
          </Trans>
        ) : (
          <Trans>
            Un archivo ZIP con todo lo que el portal guarda sobre ti: tu perfil, tu CV y tus archivos, tus
            candidaturas, grupos y comentarios, tu membresía y tus pagos (con el IBAN oculto), tus sesiones y
            los correos que te hemos enviado.
          </Trans>
        )}{' '}
        <Trans>
          Trae una página para leerlo (summary.html) y los mismos datos en JSON para llevarlos a otro
          servicio.
        </Trans>
      </p>
      <div aria-live="polite" className="flex flex-col gap-3">
        {latest.isPending ? (
          <p className="text-muted">
            <Trans>Cargando…</Trans>
          </p>
        ) : latest.isError ? (
          <p role="alert" className="text-danger-strong">
            <Trans>No se ha podido consultar el estado de tu descarga. Vuelve a intentarlo más tarde.</Trans>
          </p>
        ) : item === null ? (
          <div>{askButton(t`Preparar mis datos`, buttonStyles.primary)}</div>
        ) : item.status === 'building' ? (
          <p>
            <Trans>
              Estamos preparando tus datos. Te enviaremos un correo cuando estén listos; puedes cerrar esta
              página.
            </Trans>
          </p>
        ) : item.status === 'ready' ? (
          <>
            <p>
              <Trans>
                Tus datos están listos ({size}). Puedes descargarlos hasta el {until}.
              </Trans>
            </p>
            <div className="flex flex-wrap gap-3">
              <button
                type="button"
                className={buttonStyles.primary}
                onClick={() => void download(item)}
                disabled={downloading}
              >
                {downloading ? t`Descargando…` : t`Descargar el ZIP`}
              </button>
              {askButton(t`Preparar de nuevo`, buttonStyles.secondary)}
            </div>
          </>
        ) : (
          <>
            <p role={item.status === 'failed' || item.id === linked ? 'alert' : undefined}>
              {item.status === 'failed' ? (
                <Trans>
                  No hemos podido preparar tus datos. Vuelve a pedirlos; si vuelve a fallar, avisa a la
                  oficina.
                </Trans>
              ) : (
                <Trans>
                  La descarga que pediste ha caducado: por seguridad, solo está disponible {days} días. Pide
                  una nueva.
                </Trans>
              )}
            </p>
            <div>{askButton(t`Preparar mis datos`, buttonStyles.primary)}</div>
          </>
        )}
      </div>
    </section>
  )
}
