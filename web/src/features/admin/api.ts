import type { MailSettingsBody } from '@api/features/mail-settings/mail-settings.schemas'
import useSWR from 'swr'
import { ApiError, call, type Reply } from '../../lib/api-client'
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
  return useSWR<Reply<'GET /api/admin/user-stats'>>(USER_STATS_KEY)
}

export function useRevenueStats() {
  return useSWR<Reply<'GET /api/admin/revenue-stats'>>(REVENUE_STATS_KEY)
}

export function useLoginStats() {
  return useSWR<Reply<'GET /api/admin/login-stats'>>(LOGIN_STATS_KEY)
}

/**
 * The wallet the families' subscriptions are paid into. Spec 2 has the admin screen read
 * /api/lightning/balance, which is the admin's own family wallet: not the operator's.
 */
export function useOperatorWallet() {
  return useSWR<Reply<'GET /api/billing/operator-wallet'>>('/api/billing/operator-wallet')
}

export function useEngagementStats() {
  return useSWR<Reply<'GET /api/admin/engagement-stats'>>(ENGAGEMENT_STATS_KEY)
}

/**
 * /health answers 503 with the same report when the server is unhealthy; that report
 * is what the monitoring screen must show, so it is read from the error's text (the
 * request helper keeps the body there: "503: <body>").
 */
export async function fetchHealth(): Promise<Reply<'GET /health'>> {
  try {
    return await call('GET /health')
  } catch (error) {
    const prefix = '503: '
    if (error instanceof ApiError && error.status === 503 && error.message.startsWith(prefix)) {
      return JSON.parse(error.message.slice(prefix.length)) as Reply<'GET /health'>
    }
    throw error
  }
}

export function useHealth() {
  return useSWR<Reply<'GET /health'>>(HEALTH_KEY, fetchHealth, pollEvery(HEALTH_POLL_MS))
}

export function useMonitoringStats() {
  return useSWR<Reply<'GET /admin/monitoring/stats'>>(
    MONITORING_STATS_KEY,
    pollEvery(MONITORING_POLL_MS),
  )
}

export function useSecurityStats() {
  return useSWR<Reply<'GET /admin/security/stats'>>(
    SECURITY_STATS_KEY,
    pollEvery(MONITORING_POLL_MS),
  )
}

export function resetMonitoringStats() {
  return call('POST /admin/monitoring/reset')
}

export function resetSecurityStats() {
  return call('POST /admin/security/reset')
}

export const MAIL_SETTINGS_KEY = '/api/admin/mail-settings'

/** Where mail goes: SMTP_URL (read-only), the server saved here, or the log; never the password. */
export function useMailSettings() {
  return useSWR<Reply<'GET /api/admin/mail-settings'>>(MAIL_SETTINGS_KEY)
}

export function saveMailSettings(body: MailSettingsBody) {
  return call('PUT /api/admin/mail-settings', { body })
}

export function removeMailSettings() {
  return call('DELETE /api/admin/mail-settings')
}

/**
 * Sends a test mail to the signed-in admin through the server in use.
 * @throws ApiError 502 (mail-failed) with the mail server's own error in its message.
 */
export function sendTestMail() {
  return call('POST /api/admin/mail-settings/test')
}
