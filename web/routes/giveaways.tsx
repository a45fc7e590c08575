import { createFileRoute, notFound } from '@tanstack/react-router'
import { GiveawaysPage } from '../features/giveaways/giveaways-page'
import { publicEnv } from '../lib/public-env'
import { navigationHead } from '../lib/page-head'

export const Route = createFileRoute('/giveaways')({
  head: () => navigationHead('/giveaways'),
  // Hidden section: until VITE_GIVEAWAYS_ENABLED is true the route is the same 404 page as an
  // unmatched path ('Page not found: /giveaways').
  beforeLoad: () => {
    if (!publicEnv.giveawaysEnabled) throw notFound()
  },
  component: GiveawaysPage,
})
