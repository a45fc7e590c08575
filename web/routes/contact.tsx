import { createFileRoute } from '@tanstack/react-router'
import { ContactPage } from '../features/contact/contact-page'
import { navigationHead } from '../lib/page-head'

export const Route = createFileRoute('/contact')({ head: () => navigationHead('/contact'), component: ContactPage })
