import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SAMPLE_CONTRACT } from '../../common/sample-contract';
import { analysedDocument } from '../testing/documents';
import { startFakeLlm, type FakeLlm } from '../testing/fake-llm-server';
import { createTestApp, type TestApp, type TestClient } from '../testing/test-app';

describe('a document summary with an LLM configured', () => {
  let fake: FakeLlm;
  let t: TestApp;
  let c: TestClient;
  beforeAll(async () => {
    fake = await startFakeLlm('openai');
    t = await createTestApp({ config: { defaultPlan: 'premium', ai: { provider: 'openai-compatible', baseUrl: fake.url, apiKey: 'test-key', model: 'fake-model', timeoutMs: 5000 } } });
    c = t.client();
    await c.register('summary_llm');
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });

  it('is written by the model from the offline analysis and the text, which it cannot change', async () => {
    fake.reply({ chunks: ['A one-year consulting agreement', ' between Brightline Marketing LLC and Jordan Rivera.'] });
    const doc = await analysedDocument(c, SAMPLE_CONTRACT.text, 'sample.txt');
    expect(doc.status).toBe('complete');
    expect(doc.analysis!.summary).toBe('A one-year consulting agreement between Brightline Marketing LLC and Jordan Rivera.');
    // the structured results are still the offline analyzer's
    expect(doc.analysis!.areasToReview.map((a) => a.type)).toEqual(['auto_renewal', 'uncapped_indemnity', 'missing_limitation_of_liability']);

    const request = fake.requests.at(-1)!;
    expect(JSON.stringify(request.body.messages[0])).toMatch(/never add a fact, a number, a law or a citation/);
    const prompt = JSON.stringify(request.body.messages.at(-1));
    expect(prompt).toContain('One-sided indemnity with no limit');
    expect(prompt).toContain('Brightline Marketing LLC (Client)');
    expect(prompt).toContain('7. Indemnification. Consultant shall indemnify');
  });

  it('falls back to the offline summary when the model fails, and the document is still complete', async () => {
    fake.reply({ status: 500 });
    const doc = await analysedDocument(c, SAMPLE_CONTRACT.text, 'sample again.txt');
    expect(doc.status).toBe('complete');
    expect(doc.analysis!.summary).toMatch(/^A services or consulting agreement between Brightline Marketing LLC \(Client\)/);
  });
});
