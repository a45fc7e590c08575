import { createFileRoute } from '@tanstack/react-router'
import { AboutPage } from '../features/site-pages/about-page'

export const Route = createFileRoute('/about')({ component: AboutPage })
