// Runs before first paint (a classic, render-blocking script, so the CSP needs no inline script):
// applies the stored theme, or stores and applies dark when it is missing or invalid.
// Mirrors parseTheme in web/lib/storage-keys.ts; tests/components/theme-init.test.ts keeps them in step.
;(function () {
  var theme = null
  try {
    theme = window.localStorage.getItem('theme')
  } catch (e) {}
  if (theme !== 'light' && theme !== 'dark') {
    theme = 'dark'
    try {
      window.localStorage.setItem('theme', theme)
    } catch (e) {}
  }
  var root = document.documentElement
  root.classList.remove('light', 'dark')
  root.classList.add(theme)
  root.style.colorScheme = theme
})()
