/** Uploading a document through the API and waiting for its analysis, as the upload screen does. */
import type { DocumentView } from '../../common/schemas/documents';
import type { TestClient } from './test-app';

/** A multipart/form-data body as a browser's FormData makes it. */
export async function multipartForm(files: { bytes: Uint8Array; name: string }[], fields: Record<string, string> = {}) {
  const data = new FormData();
  for (const [k, v] of Object.entries(fields)) data.append(k, v);
  for (const f of files) data.append('file', new Blob([new Uint8Array(f.bytes)]), f.name);
  const request = new Request('http://localhost/', { method: 'POST', body: data });
  return { body: Buffer.from(await request.arrayBuffer()), headers: { 'content-type': request.headers.get('content-type')! } };
}

export async function uploadDocument(c: TestClient, bytes: Uint8Array | string, name: string, fields: Record<string, string> = {}) {
  const file = typeof bytes === 'string' ? new TextEncoder().encode(bytes) : bytes;
  return c.request('POST', '/api/documents', await multipartForm([{ bytes: file, name }], fields));
}

/** Polls until the analysis ends (complete or failed). */
export async function settledDocument(c: TestClient, id: number): Promise<DocumentView> {
  for (let i = 0; i < 400; i++) {
    const doc = (await c.request('GET', `/api/documents/${id}`)).json<DocumentView>();
    if (doc.status === 'complete' || doc.status === 'failed') return doc;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`document ${id} did not finish`);
}

/** Uploads a document and waits for its analysis. */
export async function analysedDocument(c: TestClient, bytes: Uint8Array | string, name: string): Promise<DocumentView> {
  const res = await uploadDocument(c, bytes, name);
  if (res.statusCode !== 202) throw new Error(`upload failed: ${res.statusCode} ${res.body}`);
  return settledDocument(c, res.json<{ id: number }>().id);
}

/** A short residential lease as a tenant might upload it. */
export const LEASE_TXT = [
  'RESIDENTIAL LEASE',
  '',
  'This lease is made between Maple Homes LLC (the "Landlord") and Jordan Lee (the "Tenant") for the apartment at 12 Elm Street, Springfield.',
  '',
  '1. Rent. The Tenant shall pay rent of $1,400 on the first day of each month.',
  '',
  '2. Security Deposit. The Tenant shall pay a security deposit of $2,800 before moving in. The Landlord shall return the deposit, less lawful deductions for unpaid rent and damage beyond normal wear and tear, within 14 days after the Tenant moves out.',
  '',
  "3. Pets. No pets are allowed in the apartment without the Landlord's written consent.",
  '',
  '4. Term. This lease begins on July 1, 2026 and ends on June 30, 2027.',
  '',
].join('\n');
