import { HeadContent } from '@tanstack/react-router'
import { useLayoutEffect } from 'react'
import { dropServerHeadTags } from './head-content'

/** TanStack Router's head renderer; the worker's copies of the tags go in the commit that adds the router's. */
export function RouterHead() {
  useLayoutEffect(dropServerHeadTags, [])
  return <HeadContent />
}
