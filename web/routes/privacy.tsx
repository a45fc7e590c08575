import { createFileRoute } from '@tanstack/react-router'
import { PrivacyPage } from '../features/site-pages/privacy-page'
import { navigationHead } from '../lib/page-head'

export const Route = createFileRoute('/privacy')({ head: () => navigationHead('/privacy'), component: PrivacyPage })
