/**
 * The script that applies the stored theme before the first paint, or stores and applies dark when
 * it is missing or invalid (it mirrors parseTheme in storage-keys.ts; tests/jsdom/theme-init.test.ts
 * keeps them in step). The build writes it inline into index.html's head
 * (scripts/theme-init-plugin.ts), where it was a file, /theme-init.js: a render-blocking request
 * that a phone made before it could paint anything (Lighthouse's render-blocking insight put it at
 * about 100 ms of first paint on its mobile profile).
 *
 * The Content-Security-Policy allows this text, and no other inline script, by its hash
 * (edge/headers.ts). Change the script and its hash together: tests/unit/theme-init-script.test.ts
 * computes the hash and names the one to write here.
 */
export const themeInitScript =
  "(function(){var t=null;try{t=localStorage.getItem('theme')}catch(e){}if(t!=='light'&&t!=='dark'){t='dark';try{localStorage.setItem('theme',t)}catch(e){}}var r=document.documentElement;r.classList.remove('light','dark');r.classList.add(t);r.style.colorScheme=t})()"

/** The CSP source that allows exactly `themeInitScript`: its SHA-256, base64. */
export const themeInitScriptHash = 'sha256-gFIV4O0vvi3FyjbvrUAIZbfPRJdbWBmmNQ39LsJ+gvU='
