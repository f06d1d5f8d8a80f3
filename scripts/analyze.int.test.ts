import { spawn } from 'node:child_process';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contractTxt } from '../bench/contract-text';
import { CLAUSE_LABELS } from '../common/schemas/documents';
import { analyzeText } from '../server/analysis/analyze';
import { extractText } from '../server/analysis/extract';
import { makeImageOnlyPdf, makePdf } from '../server/testing/document-files';

interface Result {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** The CLI as a shell pipeline runs it: its stdout a pipe, read to the end. */
function analyze(...args: string[]): Promise<Result> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/analyze.ts', ...args], { stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk));
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}

interface JsonOutput {
  documentType: string;
  keyTerms: { type: string; value: string; start: number; end: number }[];
  clauses: { type: string; text: string; start: number; end: number; confidence: number }[];
  areasToReview: { type: string; severity: string; start: number | null; end: number | null }[];
  summary: string;
  text: string;
}

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'analyze-cli-'));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('npm run analyze', { timeout: 60_000 }, () => {
  it('prints the analysis of a file as JSON, with the extracted text its offsets point into', async () => {
    const res = await analyze('tests/fixtures/contracts/lease-residential-oakwood.txt', '--json');
    expect(res.code).toBe(0);
    const out = JSON.parse(res.stdout) as JsonOutput;
    expect(out.documentType).toBe('lease');
    expect(out.keyTerms).toContainEqual(expect.objectContaining({ type: 'governing_law', value: 'Illinois' }));
    const deposit = out.clauses.find((c) => c.type === 'security_deposit')!;
    expect(deposit.text).toMatch(/deposit/i);
    expect(out.areasToReview[0]).toMatchObject({ type: 'auto_renewal', severity: 'high' });
    expect(out.summary).toMatch(/^A lease between Oakwood Properties LLC \(Landlord\) and Jane Doe \(Tenant\)/);

    expect(out.text).toMatch(/^RESIDENTIAL LEASE AGREEMENT\n/);
    for (const c of out.clauses) expect(out.text.slice(c.start, c.end)).toBe(c.text);
    for (const { start, end } of [...out.keyTerms, ...out.areasToReview.filter((a) => a.start !== null)]) {
      expect(0 <= start! && start! < end! && end! <= out.text.length).toBe(true);
    }
    const law = out.keyTerms.find((t) => t.type === 'governing_law')!;
    // the governing-law term points at the sentence it came from
    expect(out.text.slice(law.start, law.end)).toBe('This Lease shall be governed by the laws of the State of Illinois.');
    const renewal = out.areasToReview.find((a) => a.type === 'auto_renewal')!;
    expect(out.text.slice(renewal.start!, renewal.end!)).toMatch(/^Upon expiration of the Initial Term, this Lease shall automatically renew/);
  });

  it('prints a readable report of a text file or a PDF', async () => {
    const report = await analyze('tests/fixtures/contracts/nda-mutual-kestrel-lumenfield.txt');
    expect(report.code).toBe(0);
    expect(report.stdout).toMatch(/: nda, \d+ sections, \d+ typed clauses/);
    expect(report.stdout).toMatch(/Confidentiality \(\d+%\)/);
    expect(report.stdout).toMatch(/Areas to review\n {2}none found/);
    expect(report.stdout).toMatch(/Summary\n {2}A non-disclosure agreement between/);

    const pdf = path.join(dir, 'lease.pdf');
    await writeFile(pdf, await makePdf([['RESIDENTIAL LEASE', '', '1. Rent. Tenant shall pay rent of $1,500 per month.', '', '2. Governing Law. This Lease is governed by the laws of the State of Ohio.']]));
    const fromPdf = await analyze(pdf);
    expect(fromPdf).toMatchObject({ code: 0, stderr: '' });
    expect(fromPdf.stdout).toMatch(/governing law: Ohio/);
  });

  it('writes all of a large analysis through a pipe, as JSON and as a report', async () => {
    const file = path.join(dir, 'long-contract.txt');
    const contract = contractTxt(1_000_000);
    await writeFile(file, contract);
    const { text } = await extractText('txt', new TextEncoder().encode(contract));
    const expected = analyzeText(text).clauses.map(({ type, start, end }) => ({ type, start, end }));
    expect(expected.length).toBeGreaterThan(3000);

    const json = await analyze(file, '--json');
    expect(json).toMatchObject({ code: 0, stderr: '' });
    expect(json.stdout.length).toBeGreaterThan(1_000_000); // far past a pipe's 64 KB buffer
    const out = JSON.parse(json.stdout) as JsonOutput;
    expect(out.text).toBe(text);
    expect(out.clauses.map(({ type, start, end }) => ({ type, start, end }))).toEqual(expected);
    expect(out.keyTerms).toContainEqual(expect.objectContaining({ type: 'governing_law', value: 'Delaware' }));
    for (const c of out.clauses) expect(out.text.slice(c.start, c.end)).toBe(c.text);

    const report = await analyze(file);
    expect(report).toMatchObject({ code: 0, stderr: '' });
    expect(report.stdout.endsWith('\n')).toBe(true);
    const clauseLines = report.stdout.split('\nClauses\n')[1]!.trimEnd().split('\n');
    expect(clauseLines).toHaveLength(expected.length);
    const last = out.clauses.at(-1)!;
    expect(clauseLines.at(-1)).toBe(`  ${CLAUSE_LABELS[last.type as keyof typeof CLAUSE_LABELS]} (${Math.round(last.confidence * 100)}%): ${last.text.replace(/\s+/g, ' ').slice(0, 90)}${last.text.length > 90 ? '…' : ''}`);
  });

  it('stops quietly when the reader of its output stops early, as `| head` does', async () => {
    const file = path.join(dir, 'long-for-head.txt');
    await writeFile(file, contractTxt(1_000_000));
    const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/analyze.ts', file, '--json'], { stdio: ['ignore', 'pipe', 'pipe'] });
    let stderr = '';
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
    child.stdout.once('data', () => child.stdout.destroy());
    const code = await new Promise((resolve) => child.on('close', resolve));
    expect(stderr).toBe('');
    expect(code).toBe(0);
  });

  describe('refuses with one line on stderr, nothing on stdout, and an exit code per kind of refusal', () => {
    beforeAll(async () => {
      await writeFile(path.join(dir, 'empty.txt'), '');
      await writeFile(path.join(dir, 'photo.png'), new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]));
      await writeFile(path.join(dir, 'blank.txt'), ' \n\n \t\n');
      await writeFile(path.join(dir, 'scan.pdf'), await makeImageOnlyPdf());
      await writeFile(path.join(dir, 'damaged.pdf'), '%PDF-1.7\nnot really a PDF');
      await mkdir(path.join(dir, 'folder.txt'));
    });

    const usage = 'Usage: npm run --silent analyze -- <file.pdf|file.docx|file.txt> [--json]';
    it.concurrent.for([
      { refused: 'no file', args: [], code: 2, message: usage },
      { refused: 'an unknown option', args: ['tests/fixtures/contracts/lease-residential-oakwood.txt', '--jsno'], code: 2, message: `Unknown option --jsno. ${usage}` },
      { refused: 'two files', args: ['a.txt', 'b.txt'], code: 2, message: `One file at a time. ${usage}` },
      { refused: 'a missing file', args: ['{dir}/missing.txt'], code: 1, message: 'Cannot read {dir}/missing.txt: no such file.' },
      { refused: 'a directory', args: ['{dir}/folder.txt', '--json'], code: 1, message: 'Cannot read {dir}/folder.txt: it is a directory.' },
      { refused: 'an empty file', args: ['{dir}/empty.txt'], code: 4, message: '{dir}/empty.txt: the file is empty.' },
      { refused: 'a file of spaces', args: ['{dir}/blank.txt', '--json'], code: 4, message: '{dir}/blank.txt: The file has no text in it.' },
      { refused: 'an image', args: ['{dir}/photo.png'], code: 3, message: '{dir}/photo.png: Counsel reads PDF, DOCX and TXT files. This file is a PNG image.' },
      { refused: 'a password-protected PDF', args: ['tests/fixtures/password-protected.pdf', '--json'], code: 4, message: 'tests/fixtures/password-protected.pdf: This PDF is protected by a password. Open it, save or print it as a PDF without a password, and upload that copy.' },
      { refused: 'a scanned PDF', args: ['{dir}/scan.pdf'], code: 4, message: '{dir}/scan.pdf: This PDF has no text to read: it looks like a scan or a photo. Upload the original document, or a PDF whose text you can select.' },
      { refused: 'a damaged PDF', args: ['{dir}/damaged.pdf'], code: 4, message: '{dir}/damaged.pdf: This PDF is damaged or incomplete and cannot be read. Try saving it again from the program that made it.' },
    ])('$refused: exit $code', async ({ args, code, message }, { expect }) => {
      const res = await analyze(...args.map((a) => a.replace('{dir}', dir)));
      expect(res).toEqual({ code, stdout: '', stderr: `${message.replace('{dir}', dir)}\n` });
    });
  });
});
