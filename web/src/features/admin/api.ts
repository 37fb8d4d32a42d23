import type {
  EngagementStatsReply,
  LoginStatsReply,
  RevenueStatsReply,
  UserStatsReply,
} from '@api/features/admin/admin.schemas'
import type { OperatorWalletReply } from '@api/features/billing/billing.schemas'
import type { HealthReport } from '@api/features/health/health.schemas'
import type {
  MailSettingsBody,
  MailSettingsReply,
} from '@api/features/mail-settings/mail-settings.schemas'
import type {
  MonitoringStatsReply,
  SecurityStatsReply,
} from '@api/features/monitoring/monitoring.schemas'
import type { MessageReply } from '@api/lib/schemas'
import useSWR from 'swr'
import { ApiError, apiJson } from '../../lib/api-client'
import { pollEvery } from '../../lib/swr-config'

export const USER_STATS_KEY = '/api/admin/user-stats'
export const REVENUE_STATS_KEY = '/api/admin/revenue-stats'
export const LOGIN_STATS_KEY = '/api/admin/login-stats'
export const ENGAGEMENT_STATS_KEY = '/api/admin/engagement-stats'
export const HEALTH_KEY = '/health'
export const MONITORING_STATS_KEY = '/admin/monitoring/stats'
export const SECURITY_STATS_KEY = '/admin/security/stats'

/** The spec's polls (section 9): health every 30 s, monitoring and security every 60 s. */
export const HEALTH_POLL_MS = 30_000
export const MONITORING_POLL_MS = 60_000

export function useUserStats() {
  return useSWR<UserStatsReply>(USER_STATS_KEY)
}

export function useRevenueStats() {
  return useSWR<RevenueStatsReply>(REVENUE_STATS_KEY)
}

export function useLoginStats() {
  return useSWR<LoginStatsReply>(LOGIN_STATS_KEY)
}

/**
 * The wallet the families' subscriptions are paid into. Spec 2 has the admin screen read
 * /api/lightning/balance, which is the admin's own family wallet: not the operator's.
 */
export function useOperatorWallet() {
  return useSWR<OperatorWalletReply>('/api/billing/operator-wallet')
}

export function useEngagementStats() {
  return useSWR<EngagementStatsReply>(ENGAGEMENT_STATS_KEY)
}

/**
 * /health answers 503 with the same report when the server is unhealthy; that report
 * is what the monitoring screen must show, so it is read from the error's text (the
 * request helper keeps the body there: "503: <body>").
 */
export async function fetchHealth(): Promise<HealthReport> {
  try {
    return await apiJson<HealthReport>('GET', HEALTH_KEY)
  } catch (error) {
    const prefix = '503: '
    if (error instanceof ApiError && error.status === 503 && error.message.startsWith(prefix)) {
      return JSON.parse(error.message.slice(prefix.length)) as HealthReport
    }
    throw error
  }
}

export function useHealth() {
  return useSWR<HealthReport>(HEALTH_KEY, fetchHealth, pollEvery(HEALTH_POLL_MS))
}

export function useMonitoringStats() {
  return useSWR<MonitoringStatsReply>(MONITORING_STATS_KEY, pollEvery(MONITORING_POLL_MS))
}

export function useSecurityStats() {
  return useSWR<SecurityStatsReply>(SECURITY_STATS_KEY, pollEvery(MONITORING_POLL_MS))
}

export function resetMonitoringStats() {
  return apiJson('POST', '/admin/monitoring/reset')
}

export function resetSecurityStats() {
  return apiJson('POST', '/admin/security/reset')
}

export const MAIL_SETTINGS_KEY = '/api/admin/mail-settings'

/** Where mail goes: SMTP_URL (read-only), the server saved here, or the log; never the password. */
export function useMailSettings() {
  return useSWR<MailSettingsReply>(MAIL_SETTINGS_KEY)
}

export function saveMailSettings(body: MailSettingsBody): Promise<MailSettingsReply> {
  return apiJson('PUT', MAIL_SETTINGS_KEY, body)
}

export function removeMailSettings(): Promise<MailSettingsReply> {
  return apiJson('DELETE', MAIL_SETTINGS_KEY)
}

/**
 * Sends a test mail to the signed-in admin through the server in use.
 * @throws ApiError 502 (mail-failed) with the mail server's own error in its message.
 */
export function sendTestMail(): Promise<MessageReply> {
  return apiJson('POST', `${MAIL_SETTINGS_KEY}/test`)
}
