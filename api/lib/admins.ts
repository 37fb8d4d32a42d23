import type { Config } from '../config.js'

/**
 * Who administers the instance: the accounts ADMIN_EMAILS names when it names any,
 * otherwise the first account created (its is_admin flag, set at sign-up). Both the
 * access rule and the user answer ask here, so the screen and the server agree.
 */
export function isInstanceAdmin(
  config: Pick<Config, 'adminEmails'>,
  user: { email: string; isAdminFlag: boolean },
): boolean {
  return config.adminEmails.length > 0 ? config.adminEmails.includes(user.email) : user.isAdminFlag
}
