/**
 * One line an operator can act on when the data folder cannot be written, instead of a
 * stack trace on every restart: the usual cause is a folder created by root and mounted
 * into the container, which runs as uid 1000.
 */
export function dataDirProblem(
  error: unknown,
  dataDir: string,
  uid = process.getuid?.() ?? 1000,
): string | undefined {
  const code = (error as NodeJS.ErrnoException | undefined)?.code
  if (code !== 'EACCES' && code !== 'EPERM' && code !== 'EROFS') return undefined
  return code === 'EROFS'
    ? `The data folder ${dataDir} is read-only: mount it writable.`
    : `The data folder ${dataDir} is not writable by this user (uid ${uid}): run "chown ${uid}:${uid} <folder>" on the folder you mounted there, then start again.`
}
