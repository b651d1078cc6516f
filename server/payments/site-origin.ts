/** The spellings of this machine: a site on one of them is a development site. */
const LOOPBACK_HOSTS: ReadonlySet<string> = new Set(["localhost", "127.0.0.1", "[::1]"])

const parsed = (url: string): URL | undefined => {
  try {
    return new URL(url)
  } catch {
    return undefined
  }
}

/**
 * Where the guest comes back to from the card page (issue 27 §5). A site on a real address always answers its public
 * URL: a request's Host header never chooses it. A development site (PUBLIC_URL on a loopback host, `npm start`'s
 * default) answers the loopback spelling the guest opened it on, on the same scheme and port: the session storage
 * holding their booking belongs to that origin, and localhost and 127.0.0.1 do not share it.
 */
export const paymentSiteOrigin = (publicUrl: string, requestOrigin: string): string => {
  const site = parsed(publicUrl)
  const request = parsed(requestOrigin)
  if (site === undefined || request === undefined) return publicUrl
  const sameMachine = LOOPBACK_HOSTS.has(site.hostname) && LOOPBACK_HOSTS.has(request.hostname)
  return sameMachine && site.protocol === request.protocol && site.port === request.port ? request.origin : publicUrl
}
