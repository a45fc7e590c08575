import { createFileRoute } from '@tanstack/react-router'
import { AboutTheDataPage } from '../features/about-the-data/about-the-data-page'

export const Route = createFileRoute('/about-the-data')({ component: AboutTheDataPage })
