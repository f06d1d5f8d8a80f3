/**
 * What teams.spec.ts needs from the e2e server, set up by playwright.config.ts before the server starts.
 *
 * Premium: team collaboration needs it, while accounts registered through the UI get the default Free plan
 * (chat.spec.ts tests the Free limit, so the e2e server cannot default to Premium). Until billing exists an
 * operator grants Premium with the admin CLI, which on the embedded database runs only while the server is
 * stopped: so these accounts are created, on Premium, just before the server starts.
 *
 * Mail: the server sends through SMTP_URL to a real SMTP server (server/testing/smtp-server.ts) that the
 * spec starts on this port, and reads the invitation link from the mail it receives.
 */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 3100);
export const E2E_SMTP_PORT = Number(process.env.E2E_SMTP_PORT ?? E2E_PORT + 1);

export const PREMIUM_ACCOUNTS = {
  owner: { username: 'team_owner', email: 'team_owner@example.com', password: 'premium-e2e-password' },
  member: { username: 'team_member', email: 'team_member@example.com', password: 'premium-e2e-password' },
} as const;

/** shell commands that create them (the values above need no quoting) */
export const createPremiumAccounts = Object.values(PREMIUM_ACCOUNTS)
  .map(({ username, email, password }) => `node --import tsx scripts/admin.ts create-user ${username} ${email} --password ${password} --plan premium`)
  .join(' && ');
