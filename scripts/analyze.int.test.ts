import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';

const exec = promisify(execFile);

async function analyze(...args: string[]) {
  try {
    const { stdout, stderr } = await exec(process.execPath, ['--import', 'tsx', 'scripts/analyze.ts', ...args]);
    return { code: 0, stdout, stderr };
  } catch (err) {
    const e = err as { code: number; stdout: string; stderr: string };
    return { code: e.code, stdout: e.stdout, stderr: e.stderr };
  }
}

describe('npm run analyze', { timeout: 60_000 }, () => {
  it('prints the analysis of a file as JSON, with offsets into its text', async () => {
    const res = await analyze('tests/fixtures/contracts/lease-residential-oakwood.txt', '--json');
    expect(res.code).toBe(0);
    const out = JSON.parse(res.stdout) as {
      documentType: string;
      keyTerms: { type: string; value: string }[];
      clauses: { type: string; text: string; start: number; end: number }[];
      areasToReview: { type: string; severity: string; start: number | null }[];
      summary: string;
    };
    expect(out.documentType).toBe('lease');
    expect(out.keyTerms).toContainEqual(expect.objectContaining({ type: 'governing_law', value: 'Illinois' }));
    const deposit = out.clauses.find((c) => c.type === 'security_deposit')!;
    expect(deposit.text).toMatch(/deposit/i);
    expect(deposit.end - deposit.start).toBe(deposit.text.length);
    expect(out.areasToReview[0]).toMatchObject({ type: 'auto_renewal', severity: 'high' });
    expect(out.summary).toMatch(/^A lease between Oakwood Properties LLC \(Landlord\) and Jane Doe \(Tenant\)/);
  });

  it('prints a readable report, and says why when it cannot read a file', async () => {
    const report = await analyze('tests/fixtures/contracts/nda-mutual-kestrel-lumenfield.txt');
    expect(report.stdout).toMatch(/: nda, \d+ sections, \d+ typed clauses/);
    expect(report.stdout).toMatch(/Confidentiality \(\d+%\)/);
    expect(report.stdout).toMatch(/Areas to review\n {2}none found/);
    expect(report.stdout).toMatch(/Summary\n {2}A non-disclosure agreement between/);
    const locked = await analyze('tests/fixtures/password-protected.pdf');
    expect(locked.code).toBe(1);
    expect(locked.stderr).toMatch(/protected by a password/);
    const usage = await analyze();
    expect(usage.code).toBe(2);
    expect(usage.stderr).toMatch(/Usage: npm run --silent analyze/);
  });
});
