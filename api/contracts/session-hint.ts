/**
 * A readable companion of the httpOnly session cookie, shared by server and browser.
 * It says only that this browser holds a session (no secret: the session cookie
 * stays unreadable), so the web app asks GET /api/auth/user only then. Without it a
 * signed-out visitor's every page made that call, answered 401: a console error on
 * the landing page.
 */
export const SESSION_HINT_COOKIE = 'signed_in'
