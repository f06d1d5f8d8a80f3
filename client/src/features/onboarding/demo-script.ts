/**
 * The scripted chat demo: a security-deposit dispute, answered in plain English with real citations.
 * Timings from spec §4/§9: the first message after 500 ms, later ones 2000 ms apart, and each AI message
 * preceded by a 1500 ms typing indicator (the last 1500 ms of its 2000 ms gap).
 */
export interface DemoMessage {
  id: string;
  type: 'user' | 'ai';
  content: string;
  timestamp: Date;
}

export const DEMO_FIRST_MESSAGE_MS = 500;
export const DEMO_MESSAGE_GAP_MS = 2000;
export const DEMO_TYPING_MS = 1500;

export const DEMO_SCRIPT: Pick<DemoMessage, 'type' | 'content'>[] = [
  {
    type: 'user',
    content:
      'I moved out of my apartment in Los Angeles five weeks ago and my landlord still hasn’t returned my $1,800 security deposit. What can I do?',
  },
  {
    type: 'ai',
    content:
      'In California, your landlord had 21 days after you moved out to either return your deposit or send you an itemized list of deductions [1]. Five weeks is past that deadline. If a court finds the landlord kept the deposit in bad faith, it can order them to pay up to twice the deposit as a penalty, on top of the deposit itself [1].\n\nSource: [1] California Civil Code § 1950.5',
  },
  {
    type: 'user',
    content: 'They now say they kept it for carpet cleaning and repainting. I lived there four years.',
  },
  {
    type: 'ai',
    content:
      'A landlord may deduct only for damage beyond ordinary wear and tear, and for cleaning needed to return the unit to how clean it was when you moved in [1]. Worn carpet and faded paint after four years are usually normal wear and tear.\n\nWhat you can do next:\n1. Send a dated letter asking for the deposit back by a firm date, and keep a copy.\n2. If they do not pay, you can file in small claims court without a lawyer. The limit for a person suing in California is $12,500 [2].\n\nSources: [1] California Civil Code § 1950.5 · [2] California Code of Civil Procedure § 116.221\n\nThis is general information, not legal advice.',
  },
];
