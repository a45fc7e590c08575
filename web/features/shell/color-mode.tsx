import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react'
import { defaultTheme, parseTheme, safeStorage, storageKeys, type ThemeName } from '../../lib/storage-keys'

interface ColorModeValue {
  theme: ThemeName
  toggleTheme: () => void
}

const ColorModeContext = createContext<ColorModeValue | null>(null)

function applyTheme(theme: ThemeName) {
  const root = document.documentElement
  root.classList.remove('light', 'dark')
  root.classList.add(theme)
  root.style.colorScheme = theme
}

/**
 * The stored theme at start (the head's inline script, web/lib/theme-init-script.ts, has already applied it before first paint);
 * missing or invalid becomes dark and is stored. The toggle flips and stores.
 */
export function readInitialTheme(): ThemeName {
  const stored = parseTheme(safeStorage.get(storageKeys.theme))
  if (stored) return stored
  safeStorage.set(storageKeys.theme, defaultTheme)
  return defaultTheme
}

export function ColorModeProvider({ children }: { children: ReactNode }) {
  const [theme, setTheme] = useState<ThemeName>(() => {
    const initial = readInitialTheme()
    applyTheme(initial)
    return initial
  })
  const toggleTheme = useCallback(() => {
    setTheme((current) => {
      const next: ThemeName = current === 'dark' ? 'light' : 'dark'
      safeStorage.set(storageKeys.theme, next)
      applyTheme(next)
      return next
    })
  }, [])
  const value = useMemo(() => ({ theme, toggleTheme }), [theme, toggleTheme])
  return <ColorModeContext.Provider value={value}>{children}</ColorModeContext.Provider>
}

export function useColorMode(): ColorModeValue {
  const value = useContext(ColorModeContext)
  if (!value) throw new Error('useColorMode must be used inside ColorModeProvider')
  return value
}
