import { showDemoAlert } from '../../../features/demo/demo-alert'

export type DemoButtonProps = {
  children: string
  /** Pico classes, e.g. "secondary outline". */
  className?: string
  isDisabled?: boolean
}

/** A button of the demo: it explains that this is a demo rather than calling the API. */
export function DemoButton({ children, className, isDisabled = false }: DemoButtonProps) {
  return (
    <button type="button" className={className} disabled={isDisabled} onClick={showDemoAlert}>
      {children}
    </button>
  )
}
