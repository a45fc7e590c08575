import { IconButton } from '@chakra-ui/react'
import { MoonIcon, SunIcon } from '../../components/ui/icons'
import { useColorMode } from './color-mode'

export function ThemeToggle() {
  const { theme, toggleTheme } = useColorMode()
  const next = theme === 'dark' ? 'light' : 'dark'
  return (
    <IconButton variant="ghost" size="sm" aria-label={`Switch to ${next} theme`} onClick={toggleTheme} data-testid="theme-toggle">
      {theme === 'dark' ? <SunIcon /> : <MoonIcon />}
    </IconButton>
  )
}
