/**
 * The catalogue's figures in words (web/lib/catalogue-figures.ts) for a page that says them, read
 * after the page has painted: the rule, the counts view and the data layer that reads it load when
 * the browser is idle (web/lib/when-page-idle.ts), so the page's first load carries none of it.
 * Until then, and if the read fails, there are none (null): a page never shows a number it has not
 * read.
 */
import { useQueryClient } from '@tanstack/react-query'
import { useEffect, useState } from 'react'
import { whenPageIdle } from '../../lib/when-page-idle'
import type { CatalogueFigureTexts } from './catalogue-figure-texts'

export function useCatalogueFigures(): CatalogueFigureTexts | null {
  const client = useQueryClient()
  const [texts, setTexts] = useState<CatalogueFigureTexts | null>(null)
  useEffect(() => {
    let live = true
    const cancel = whenPageIdle(() => {
      import('./catalogue-figure-texts')
        .then((module) => module.readCatalogueFigureTexts(client))
        .then(
          (read) => live && setTexts(read),
          () => {},
        )
    })
    return () => {
      live = false
      cancel()
    }
  }, [client])
  return texts
}
