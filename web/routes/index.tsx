import { createFileRoute } from '@tanstack/react-router'
import { HomePage } from '../features/home/home-page'
import { navigationHead } from '../lib/page-head'

export const Route = createFileRoute('/')({ head: () => navigationHead('/'), component: HomePage })
