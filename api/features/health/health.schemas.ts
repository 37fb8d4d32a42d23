import { type Static, Type } from 'typebox'
import { routeMap } from '../../lib/schemas.js'

export const SERVICE_NAMES = ['database', 'bitcoin', 'lightning', 'email', 'external_apis'] as const
export type ServiceName = (typeof SERVICE_NAMES)[number]

export const ServiceStatus = Type.Object({
  status: Type.Union([
    Type.Literal('up'),
    Type.Literal('degraded'),
    Type.Literal('down'),
    Type.Literal('not_configured'),
  ]),
  responseTime: Type.Number({ description: 'milliseconds' }),
  lastChecked: Type.String(),
  error: Type.Optional(Type.String()),
})
export type ServiceStatus = Static<typeof ServiceStatus>

export const Alert = Type.Object({
  severity: Type.Union([Type.Literal('warning'), Type.Literal('critical')]),
  message: Type.String(),
  component: Type.String(),
})
export type Alert = Static<typeof Alert>

export const HealthReport = Type.Object({
  status: Type.Union([
    Type.Literal('healthy'),
    Type.Literal('degraded'),
    Type.Literal('unhealthy'),
  ]),
  timestamp: Type.String(),
  metrics: Type.Object({
    uptime: Type.Number({ description: 'milliseconds since start' }),
    memory: Type.Object({ heapUsed: Type.Number(), heapTotal: Type.Number() }),
    performance: Type.Object({ avgResponseTime: Type.Number(), errorRate: Type.Number() }),
  }),
  alerts: Type.Array(Alert),
  services: Type.Object(
    Object.fromEntries(SERVICE_NAMES.map((name) => [name, ServiceStatus])) as Record<
      ServiceName,
      typeof ServiceStatus
    >,
  ),
})
export type HealthReport = Static<typeof HealthReport>

/** The health check, as the server registers it and the monitoring screen calls it. */
export const healthApi = routeMap({
  // 503 answers the same report: the server is up but unhealthy.
  'GET /health': { response: { 200: HealthReport, 503: HealthReport } },
})
