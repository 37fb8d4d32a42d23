import { Component, type ErrorInfo, type ReactNode } from 'react'

export interface FallbackProps {
  error: unknown
  resetErrorBoundary: () => void
}

export type ErrorBoundaryProps = {
  fallback: (props: FallbackProps) => ReactNode
  /** A change of any of these (e.g. the path) clears a caught error. */
  resetKeys?: readonly unknown[]
  /** Runs before the screen is drawn again, e.g. to drop the cached data that crashed it. */
  onReset?: () => void
  children: ReactNode
}

type ErrorBoundaryState = { hasError: boolean; error: unknown }

function haveKeysChanged(a: readonly unknown[] = [], b: readonly unknown[] = []): boolean {
  return a.length !== b.length || a.some((value, i) => !Object.is(value, b[i]))
}

/** React can only catch render errors in a class component; everything else is a function. */
export class ErrorBoundary extends Component<ErrorBoundaryProps, ErrorBoundaryState> {
  override state: ErrorBoundaryState = { hasError: false, error: undefined }

  static getDerivedStateFromError(error: unknown): ErrorBoundaryState {
    return { hasError: true, error }
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error('Screen crashed:', error, info.componentStack)
  }

  override componentDidUpdate(prev: ErrorBoundaryProps): void {
    // Navigating away from a broken screen must show the next screen, not the old error.
    if (this.state.hasError && haveKeysChanged(prev.resetKeys, this.props.resetKeys)) this.reset()
  }

  reset = (): void => {
    this.props.onReset?.()
    this.setState({ hasError: false, error: undefined })
  }

  override render(): ReactNode {
    if (this.state.hasError) {
      return this.props.fallback({ error: this.state.error, resetErrorBoundary: this.reset })
    }
    return this.props.children
  }
}
