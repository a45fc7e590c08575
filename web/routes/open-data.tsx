import { createFileRoute } from '@tanstack/react-router'
import { OpenDataPage } from '../features/open-data/open-data-page'
import { navigationHead } from '../lib/page-head'

export const Route = createFileRoute('/open-data')({ head: () => navigationHead('/open-data'), component: OpenDataPage })
