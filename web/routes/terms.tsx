import { createFileRoute } from '@tanstack/react-router'
import { TermsPage } from '../features/site-pages/terms-page'
import { navigationHead } from '../lib/page-head'

export const Route = createFileRoute('/terms')({ head: () => navigationHead('/terms'), component: TermsPage })
