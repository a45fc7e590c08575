// axe on every route of accessibility.ts, dark theme, phone size.
import { axeOnEveryRoute } from './accessibility'

axeOnEveryRoute('dark', 'phone')
