/**
 * The sample contract the demos analyse (the public /demo-context-analysis page and the onboarding
 * document demo): an invented consulting agreement, written for Counsel, with the terms people most
 * often sign without noticing — automatic renewal with a long notice period and an uncapped one-way
 * indemnity.
 */
export const SAMPLE_CONTRACT = {
  fileName: 'Sample Services Agreement.pdf',
  text: `CONSULTING SERVICES AGREEMENT

This Consulting Services Agreement (the "Agreement") is entered into as of March 1, 2027 (the "Effective Date") between Brightline Marketing LLC, a Delaware limited liability company ("Client"), and Jordan Rivera, an individual ("Consultant").

1. Services. Consultant shall provide the marketing strategy and content services described in Exhibit A (the "Services"). Consultant decides the manner and means of performing the Services.

2. Term and Renewal. The initial term of this Agreement is twelve (12) months from the Effective Date. This Agreement shall automatically renew for successive twelve (12) month terms unless either party gives written notice of non-renewal at least ninety (90) days before the end of the then-current term.

3. Fees and Payment. Client shall pay Consultant a fee of $4,500 per month. Consultant shall invoice Client monthly, and Client shall pay each invoice within forty-five (45) days after receipt.

4. Termination. Either party may terminate this Agreement for convenience upon ninety (90) days' written notice to the other party. Either party may terminate this Agreement if the other party materially breaches it and fails to cure the breach within thirty (30) days after written notice.

5. Confidentiality. Consultant shall keep confidential all non-public information of Client disclosed in connection with the Services and shall use it only to perform the Services. This obligation continues for three (3) years after this Agreement ends. Confidential information does not include information that is or becomes public through no fault of Consultant.

6. Ownership of Work Product. All deliverables Consultant creates specifically for Client under this Agreement are works made for hire, and Consultant assigns to Client all rights in them upon payment in full.

7. Indemnification. Consultant shall indemnify, defend, and hold harmless Client and its officers, employees, and agents from and against any and all claims, losses, damages, and expenses, including reasonable attorneys' fees, arising out of or relating to the Services.

8. Independent Contractor. Consultant is an independent contractor and not an employee of Client. Consultant is responsible for all taxes on the fees paid under this Agreement.

9. Governing Law. This Agreement is governed by the laws of the State of Delaware, without regard to its conflict of laws rules.

10. Notices. Notices under this Agreement must be in writing and delivered by hand, by courier, or by email with confirmation of receipt to the addresses the parties give each other.

11. Entire Agreement. This Agreement, with Exhibit A, is the entire agreement between the parties about its subject and replaces all earlier discussions. It may be amended only in a writing signed by both parties.

Brightline Marketing LLC                    Jordan Rivera
By: ______________________                  ______________________
`,
};
