import '@picocss/pico/css/pico.min.css'
import './styles.css'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { takeOverPrerenderedPage } from './app/prerendered-takeover'
import { AppProvider } from './app/provider'
import { AppRouter, preloadScreen } from './app/router'

const container = document.getElementById('root')
if (!container) throw new Error('index.html must contain <div id="root">')

const app = (
  <StrictMode>
    <AppProvider>
      <AppRouter />
    </AppProvider>
  </StrictMode>
)
const root = createRoot(container)
const preload = preloadScreen(window.location.pathname)
if (container.dataset.prerendered !== undefined) {
  void takeOverPrerenderedPage(container, root, app, preload)
} else {
  root.render(app)
}
