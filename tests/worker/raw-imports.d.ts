// Vite's `?raw` imports: a file's text (tests read wrangler.toml and public/_headers this way).
declare module '*?raw' {
  const text: string
  export default text
}
