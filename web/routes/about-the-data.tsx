import { createFileRoute } from '@tanstack/react-router'
import { AboutTheDataPage } from '../features/about-the-data/about-the-data-page'
import { navigationHead } from '../lib/page-head'

export const Route = createFileRoute('/about-the-data')({ head: () => navigationHead('/about-the-data'), component: AboutTheDataPage })
