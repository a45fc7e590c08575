// axe on every route of accessibility.ts, dark theme, desktop size.
import { axeOnEveryRoute } from './accessibility'

axeOnEveryRoute('dark', 'desktop')
