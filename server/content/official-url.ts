/**
 * Whether a link leads to an official source: a government host (.gov, .us, a state's own domain), or
 * one of the few official publishers that sit elsewhere. Content lints use it so a table or a guide
 * never sends a person to a blog or a law firm for "the law".
 */

/** Official publishers outside .gov and .us, each with why it is official. */
const OFFICIAL_HOSTS = new Set([
  // the official codes of states that publish through a contractor or a commission
  'nmonesource.com', // New Mexico Compilation Commission: the official NMSA
  'ksrevisor.org', // Kansas Office of Revisor of Statutes
  // state judiciaries whose own sites are not on .gov
  'www.lasc.org', // Louisiana Supreme Court
  'www.oscn.net', // Oklahoma State Courts Network, run by the Oklahoma Supreme Court
  'www.sccourts.org', // South Carolina Judicial Branch
  'www.vermontjudiciary.org', // Vermont Judiciary
]);
/** Hosts people mistake for official ones. */
const UNOFFICIAL_HOSTS = new Set(['www.law.cornell.edu', 'law.justia.com', 'casetext.com', 'codes.findlaw.com', 'www.nolo.com']);

export function officialUrlProblem(value: string): string | undefined {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return 'is not a URL';
  }
  if (url.protocol !== 'https:') return 'must start with https://';
  if (url.username || url.password) return 'must not carry a user name or password';
  const host = url.hostname.toLowerCase();
  if (UNOFFICIAL_HOSTS.has(host)) return `is on ${host}, which is not an official source`;
  if (host.endsWith('.gov') || host.endsWith('.us') || OFFICIAL_HOSTS.has(host)) return undefined;
  return `is on ${host}, which is not an official (.gov, .us or listed) host`;
}
