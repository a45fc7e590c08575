/**
 * The "Dimensions" form, loaded apart from the page: most visits start from a mouse, and its dozen
 * fields would be a tenth of the page's own code on every first load. It loads when the page is idle,
 * at once when the visitor asks for it, and ahead of the page when the link carries typed figures
 * (the route's loader awaits loadTargetForm), so that the form is there with the page's first paint.
 */
import { Text } from '@chakra-ui/react'
import { useEffect, useState } from 'react'
import { whenPageIdle } from '../../lib/when-page-idle'
import type { TargetFormProps } from './target-form'

type TargetFormModule = typeof import('./target-form')

let loaded: TargetFormModule | undefined
let loading: Promise<TargetFormModule> | undefined

export const loadTargetForm = () =>
  (loading ??= import('./target-form').then(
    (module) => (loaded = module),
    (error: unknown) => {
      // The next attempt (the visitor's click) imports again.
      loading = undefined
      throw error
    },
  ))

/** The form when `wanted`, nothing otherwise (its code still loads once the page is idle). */
export function LazyTargetForm({ wanted, ...props }: TargetFormProps & { wanted: boolean }) {
  const [module, setModule] = useState(() => loaded)
  const [failed, setFailed] = useState(false)
  useEffect(() => {
    if (module) return
    let live = true
    const load = () => {
      setFailed(false)
      loadTargetForm().then(
        (value) => live && setModule(value),
        () => live && setFailed(true),
      )
    }
    const cancel = wanted ? (load(), () => {}) : whenPageIdle(load)
    return () => {
      live = false
      cancel()
    }
  }, [module, wanted])
  if (!wanted) return null
  if (module) return <module.TargetForm {...props} />
  return (
    <Text role="status" fontSize="sm" color={failed ? 'fg.error' : 'fg.muted'} data-testid="target-form-pending">
      {failed ? 'The form could not be loaded. Check your connection, then choose “Dimensions” again.' : 'Loading the form…'}
    </Text>
  )
}
