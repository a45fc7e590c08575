import { createFileRoute } from '@tanstack/react-router'
import { AboutPage } from '../features/site-pages/about-page'
import { navigationHead } from '../lib/page-head'

export const Route = createFileRoute('/about')({ head: () => navigationHead('/about'), component: AboutPage })
