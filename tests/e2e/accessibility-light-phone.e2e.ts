// axe on every route of accessibility.ts, light theme, phone size.
import { axeOnEveryRoute } from './accessibility'

axeOnEveryRoute('light', 'phone')
