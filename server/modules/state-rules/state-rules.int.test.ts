/** The state-rule tables and the legal-help directory through the API, as the start-up sync stored them. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STATE_CODES } from '../../../common/jurisdictions';
import type { LegalHelp } from '../../../common/schemas/legal-help';
import { RULE_IDS, type StateRulesResponse } from '../../../common/schemas/state-rules';
import { syncContent } from '../../content/sync';
import { createTestApp, type TestApp, type TestClient } from '../../testing/test-app';

let t: TestApp;
let c: TestClient;
beforeAll(async () => {
  t = await createTestApp({ withKnowledgeBase: true });
  c = t.client();
  await c.register('reader');
});
afterAll(() => t.close());

const get = (url: string) => c.request('GET', url);

describe('GET /api/state-rules', () => {
  it('gives every rule, each with a cited, linked cell for all 50 states and DC', async () => {
    const res = await get('/api/state-rules');
    expect(res.statusCode).toBe(200);
    const { rules } = res.json<StateRulesResponse>();
    expect(rules.map((r) => r.id)).toEqual([...RULE_IDS]);
    for (const rule of rules) {
      expect(rule.cells.map((cell) => cell.state).sort(), rule.id).toEqual([...STATE_CODES].sort());
      for (const cell of rule.cells) {
        expect(cell.citation.trim(), `${rule.id} ${cell.state}`).not.toBe('');
        expect(cell.url, `${rule.id} ${cell.state}`).toMatch(/^https:\/\//);
        for (const column of rule.columns) expect(cell.values[column.id]?.trim(), `${rule.id} ${cell.state} ${column.id}`).toBeTruthy();
      }
      expect(rule.reviewed).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    }
  });

  it('narrows to one rule and one state, or to the tables a guide shows', async () => {
    const one = (await get('/api/state-rules?rule=security-deposits&state=GA')).json<StateRulesResponse>();
    expect(one.rules).toHaveLength(1);
    expect(one.rules[0]!.cells).toEqual([expect.objectContaining({ state: 'GA', stateName: 'Georgia', citation: expect.stringMatching(/44-7/) })]);
    const guide = (await get('/api/state-rules?guide=housing/security-deposits')).json<StateRulesResponse>();
    expect(guide.rules.map((r) => r.id)).toContain('security-deposits');
    expect(guide.rules.every((r) => r.guides.includes('housing/security-deposits'))).toBe(true);
    expect((await get('/api/state-rules?guide=housing/no-such-guide')).json<StateRulesResponse>().rules).toEqual([]);
  });

  it('refuses what is not a rule, a state or a guide id, with a message', async () => {
    for (const query of ['rule=rent-control', 'state=XX', 'state=ga', 'guide=../etc', 'color=blue']) {
      const res = await get(`/api/state-rules?${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(res.json<{ message: string }>().message, query).toBeTruthy();
    }
  });

  it('needs a signed-in user', async () => {
    const anonymous = t.client();
    expect((await anonymous.request('GET', '/api/state-rules')).statusCode).toBe(401);
    expect((await anonymous.request('GET', '/api/legal-help?state=GA')).statusCode).toBe(401);
  });
});

describe('GET /api/legal-help', () => {
  it('gives a state’s legal aid, lawyer referral and court self-help, with their links', async () => {
    const { states } = (await get('/api/legal-help?state=GA')).json<{ states: LegalHelp[] }>();
    expect(states).toHaveLength(1);
    const [georgia] = states;
    expect(georgia).toMatchObject({ state: 'GA', stateName: 'Georgia' });
    expect(georgia!.legalAid.length).toBeGreaterThan(0);
    for (const link of [...georgia!.legalAid, georgia!.lawyerReferral, georgia!.selfHelp]) expect(link.url).toMatch(/^https:\/\//);
  });

  it('gives every state and DC without a filter, and refuses a bad state', async () => {
    const { states } = (await get('/api/legal-help')).json<{ states: LegalHelp[] }>();
    expect(states.map((s) => s.state).sort()).toEqual([...STATE_CODES].sort());
    expect((await get('/api/legal-help?state=ZZ')).statusCode).toBe(400);
  });
});

describe('the content sync', () => {
  it('writes nothing when the files have not changed', async () => {
    const again = await syncContent(t.database.db);
    expect(again.stateRules).toEqual({ written: 0, removed: 0 });
    expect(again.legalHelp).toEqual({ written: 0, removed: 0 });
    expect(again.knowledgeBase).toMatchObject({ added: 0, updated: 0, removed: 0 });
  });
});
