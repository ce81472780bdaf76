import { useLingui } from '@lingui/react/macro'
import { useEffect, useRef, useState } from 'react'

export type ProgressBarProps = {
  /** Something is loading: a route navigation or a data fetch. */
  loading: boolean
  /** The last navigation failed: the bar turns red. */
  failed?: boolean
  /** Loads shorter than this never show the bar (ms). */
  throttle?: number
  /** Time to creep towards the end while loading (ms). */
  duration?: number
}

type Phase = 'idle' | 'loading' | 'done'

/** A 2px bar at the top of the window: orange while loading, red when loading failed. */
export function ProgressBar({ loading, failed = false, throttle = 200, duration = 5000 }: ProgressBarProps) {
  const { t } = useLingui()
  const [phase, setPhase] = useState<Phase>('idle')
  const [width, setWidth] = useState(0)
  const shown = useRef(false)

  useEffect(() => {
    if (loading) {
      const show = setTimeout(() => {
        shown.current = true
        setWidth(0)
        setPhase('loading')
        // Next frame: start the long transition from 0 towards 90%.
        requestAnimationFrame(() => setWidth(90))
      }, throttle)
      return () => clearTimeout(show)
    }
    if (!shown.current) return
    setPhase('done')
    setWidth(100)
    const hide = setTimeout(() => {
      shown.current = false
      setPhase('idle')
      setWidth(0)
    }, 400)
    return () => clearTimeout(hide)
  }, [loading, throttle])

  if (phase === 'idle' && !failed) return null
  const visible = phase !== 'idle' || failed
  return (
    <div
      role="progressbar"
      aria-label={t`Cargando`}
      aria-busy={phase === 'loading'}
      data-state={phase}
      data-failed={failed ? 'true' : undefined}
      className="pointer-events-none fixed inset-x-0 top-0 z-[60] h-[2px]"
      style={{ opacity: visible ? 1 : 0 }}
    >
      <div
        className={failed ? 'h-full bg-progress-failed' : 'h-full bg-progress'}
        style={{
          width: `${failed && phase === 'idle' ? 100 : width}%`,
          transition: phase === 'loading' ? `width ${duration}ms ease-out` : 'width 200ms ease-in',
        }}
      />
    </div>
  )
}
