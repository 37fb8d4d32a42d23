import {
  type ComponentType,
  createContext,
  createElement,
  lazy,
  useContext,
  useLayoutEffect,
  useState,
} from 'react'

/**
 * Called once a page is in the document with all its elements: what hydrates a screen
 * the server drew waits for it (app/prerendered-takeover.tsx). React hydrates the content
 * of a Suspense boundary, the pages' here, after the root's first commit, so the root's
 * own commit is too early.
 */
export const PageShown = createContext<(() => void) | undefined>(undefined)

export interface LazyPage {
  /** Renders the page, suspending only while its code is still on its way. */
  Page: ComponentType
  /** Fetches the page's code; once it has arrived, Page renders without suspending. */
  preload: () => Promise<void>
}

/**
 * A screen whose code is its own chunk, like React.lazy, plus a way to fetch that code
 * before the first render. React.lazy suspends on its first render even when the chunk
 * is already loaded; a page served prerendered must not, or the loading screen would
 * replace the prerendered content until the chunk's promise settles.
 */
export function lazyPage(load: () => Promise<ComponentType>): LazyPage {
  let loaded: ComponentType | undefined
  let loading: Promise<ComponentType> | undefined
  const fetchCode = () => {
    loading ??= load().then(
      (component) => {
        loaded = component
        return component
      },
      (error: unknown) => {
        // Not kept: a later render may fetch it again.
        loading = undefined
        throw error
      },
    )
    return loading
  }
  const Suspending = lazy(() => fetchCode().then((component) => ({ default: component })))
  function Page() {
    // Chosen once per mount: switching from Suspending to the loaded component on a later
    // render would remount the page and lose its state.
    const [Ready] = useState(() => loaded)
    const shown = useContext(PageShown)
    // A parent's layout effect runs once the whole tree below it is in the document.
    useLayoutEffect(() => shown?.(), [shown])
    return createElement(Ready ?? Suspending)
  }
  return {
    Page,
    preload: () => fetchCode().then(() => undefined),
  }
}
