// axe on every route of accessibility.ts, light theme, desktop size.
import { axeOnEveryRoute } from './accessibility'

axeOnEveryRoute('light', 'desktop')
