/** Pico draws a spinner for aria-busy, and screen readers hear the page is not ready yet. */
export function LoadingScreen() {
  return (
    <main className="container loading-screen">
      <p aria-busy="true">Loading...</p>
    </main>
  )
}
