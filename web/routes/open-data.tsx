import { createFileRoute } from '@tanstack/react-router'
import { OpenDataPage } from '../features/open-data/open-data-page'

export const Route = createFileRoute('/open-data')({ component: OpenDataPage })
