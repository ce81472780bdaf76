import type { ArticleTeaser } from '@egresa/api-contract/articles'
import { useApi } from '@egresa/ui/app/api'
import { useHref } from '@egresa/ui/app/links'
import { useLocale } from '@egresa/ui/app/locale'
import { notifySuccess } from '@egresa/ui/app/notify'
import { buttonStyles } from '@egresa/ui/button'
import { Trans, useLingui } from '@lingui/react/macro'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { pendingAction } from '../../lib/pending-action'
import { articlesQueryKey, saveArticle } from './queries'
import { useArticleViewer } from './viewer'

/**
 * Saving an article for later (any alumni tier): a toggle button with its state; a guest is sent to sign in
 * and comes back to the article.
 */
export function SaveButton({ article, className }: { article: ArticleTeaser; className?: string }) {
  const api = useApi()
  const { t } = useLingui()
  const locale = useLocale()
  const href = useHref()
  const viewer = useArticleViewer()
  const queryClient = useQueryClient()
  const save = useMutation({
    mutationFn: (saved: boolean) => saveArticle(api, article.hash, saved),
    onSuccess: async (answer) => {
      notifySuccess(answer.saved ? t`Artículo guardado` : t`Artículo quitado de guardados`)
      await queryClient.invalidateQueries({ queryKey: articlesQueryKey })
    },
  })
  const style = `${buttonStyles.secondary} ${className ?? ''}`
  if (!viewer.user) {
    const back = href({ to: '/$locale/news/$slug', params: { locale, slug: article.slug } })
    return (
      <Link
        to="/$locale/login"
        params={{ locale }}
        search={{ redirect: back, action: pendingAction('save-article', article.hash) }}
        className={style}
      >
        <Trans>Guardar</Trans>
        <span className="sr-only">: {article.title}</span>
      </Link>
    )
  }
  if (!viewer.canSave) return null
  const saved = save.isPending ? Boolean(save.variables) : article.saved
  return (
    <button
      type="button"
      aria-pressed={saved}
      disabled={save.isPending}
      onClick={() => save.mutate(!article.saved)}
      className={style}
    >
      <span aria-hidden="true">{saved ? '★ ' : '☆ '}</span>
      {saved ? <Trans>Guardado</Trans> : <Trans>Guardar</Trans>}
      <span className="sr-only">: {article.title}</span>
    </button>
  )
}
