import { z } from 'zod';
import { DOCUMENT_ACCESS } from './document-access';
import { decimalSchema, idParamSchema } from './ids';
import { stripBidiControls } from '../text';

/** Upload limits, as the upload screen states them and the server enforces them. */
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;
export const DOCUMENT_TITLE_MAX_LENGTH = 200;

export const DOCUMENT_KINDS = ['pdf', 'docx', 'txt'] as const;
export type DocumentKind = (typeof DOCUMENT_KINDS)[number];

/** queued → extracting → analyzing → complete | failed */
export const DOCUMENT_STATUSES = ['queued', 'extracting', 'analyzing', 'complete', 'failed'] as const;
export type DocumentStatus = (typeof DOCUMENT_STATUSES)[number];

/** A page of the extracted text: offsets [start, end) into it. */
export const pageSpanSchema = z.object({ start: z.number().int(), end: z.number().int() });
export type PageSpan = z.infer<typeof pageSpanSchema>;

/**
 * A section or clause of the document, found by its numbering ("1.", "1.1", "(a)", "Article IV",
 * "Section 5") or heading, with offsets [start, end) into the extracted text.
 */
export const segmentSchema = z.object({
  /** "s1", "s2"… in document order */
  id: z.string(),
  /** 0: text before the first numbered part; 1: articles and top-level numbers; deeper levels below */
  level: z.number().int().min(0),
  /** the numbering as written: "4", "4.2", "(b)", "IV" */
  number: z.string().optional(),
  heading: z.string().optional(),
  start: z.number().int(),
  end: z.number().int(),
});
export type Segment = z.infer<typeof segmentSchema>;

/** Clause types: the commercial review taxonomy (after CUAD) plus the everyday ones people meet. */
export const CLAUSE_TYPES = [
  'governing_law', 'non_compete', 'exclusivity', 'no_solicit_of_customers', 'no_solicit_of_employees', 'non_disparagement',
  'termination_for_convenience', 'rofr_rofo_rofn', 'change_of_control', 'anti_assignment', 'revenue_profit_sharing',
  'price_restrictions', 'minimum_commitment', 'volume_restriction', 'ip_ownership_assignment', 'joint_ip_ownership',
  'license_grant', 'non_transferable_license', 'affiliate_license_licensor', 'affiliate_license_licensee',
  'unlimited_all_you_can_eat_license', 'irrevocable_or_perpetual_license', 'source_code_escrow', 'post_termination_services',
  'audit_rights', 'uncapped_liability', 'cap_on_liability', 'liquidated_damages', 'warranty_duration', 'insurance',
  'covenant_not_to_sue', 'third_party_beneficiary', 'most_favored_nation', 'renewal_term', 'notice_period_to_terminate_renewal',
  'confidentiality', 'indemnification', 'arbitration', 'dispute_resolution', 'force_majeure', 'termination', 'payment_terms',
  'late_fees', 'security_deposit', 'warranty_disclaimer', 'entire_agreement', 'severability', 'notices', 'amendment',
  'at_will_employment', 'compensation',
] as const;
export type ClauseType = (typeof CLAUSE_TYPES)[number];

/** How the clause types read on screen. */
export const CLAUSE_LABELS: Record<ClauseType, string> = {
  governing_law: 'Governing law',
  non_compete: 'Non-compete',
  exclusivity: 'Exclusivity',
  no_solicit_of_customers: 'No soliciting customers',
  no_solicit_of_employees: 'No soliciting employees',
  non_disparagement: 'Non-disparagement',
  termination_for_convenience: 'Ending without cause',
  rofr_rofo_rofn: 'Right of first refusal or offer',
  change_of_control: 'Change of control',
  anti_assignment: 'No assignment without consent',
  revenue_profit_sharing: 'Revenue or profit sharing',
  price_restrictions: 'Price limits',
  minimum_commitment: 'Minimum commitment',
  volume_restriction: 'Volume limits',
  ip_ownership_assignment: 'Who owns the work (IP assignment)',
  joint_ip_ownership: 'Joint IP ownership',
  license_grant: 'License grant',
  non_transferable_license: 'Non-transferable license',
  affiliate_license_licensor: 'License from affiliates',
  affiliate_license_licensee: 'License to affiliates',
  unlimited_all_you_can_eat_license: 'Unlimited-use license',
  irrevocable_or_perpetual_license: 'Perpetual or irrevocable license',
  source_code_escrow: 'Source code escrow',
  post_termination_services: 'Services after the end',
  audit_rights: 'Audit rights',
  uncapped_liability: 'Unlimited liability',
  cap_on_liability: 'Limit on liability',
  liquidated_damages: 'Liquidated damages',
  warranty_duration: 'Warranty period',
  insurance: 'Insurance',
  covenant_not_to_sue: 'Promise not to sue',
  third_party_beneficiary: 'Third-party beneficiaries',
  most_favored_nation: 'Most-favored terms',
  renewal_term: 'Automatic renewal',
  notice_period_to_terminate_renewal: 'Notice to stop renewal',
  confidentiality: 'Confidentiality',
  indemnification: 'Indemnification',
  arbitration: 'Arbitration',
  dispute_resolution: 'Disputes and courts',
  force_majeure: 'Force majeure',
  termination: 'Termination',
  payment_terms: 'Payment terms',
  late_fees: 'Late fees',
  security_deposit: 'Security deposit',
  warranty_disclaimer: 'Warranty disclaimer ("as is")',
  entire_agreement: 'Entire agreement',
  severability: 'Severability',
  notices: 'Notices',
  amendment: 'Changes to the agreement',
  at_will_employment: 'At-will employment',
  compensation: 'Pay and benefits',
};

/** A clause of one type: the segment it stands in, with its offsets, and how sure the rules are. */
export const clauseSchema = z.object({
  type: z.enum(CLAUSE_TYPES),
  segmentId: z.string(),
  start: z.number().int(),
  end: z.number().int(),
  confidence: z.number().min(0).max(1),
  /** the words within the clause that made it this type, where the clause model found it */
  passage: z.object({ start: z.number().int(), end: z.number().int() }).optional(),
});
export type Clause = z.infer<typeof clauseSchema>;

export const DOCUMENT_TYPES = ['lease', 'nda', 'employment', 'services', 'license', 'sale', 'loan', 'terms_of_service', 'other'] as const;
export type DocumentType = (typeof DOCUMENT_TYPES)[number];

export const DOCUMENT_TYPE_LABELS: Record<DocumentType, string> = {
  lease: 'Lease',
  nda: 'Non-disclosure agreement',
  employment: 'Employment offer or agreement',
  services: 'Services or consulting agreement',
  license: 'License',
  sale: 'Sale or purchase agreement',
  loan: 'Loan or promissory note',
  terms_of_service: 'Terms of service',
  other: 'Other agreement',
};

export const KEY_TERM_TYPES = [
  'document_type', 'party', 'agreement_date', 'effective_date', 'governing_law', 'term', 'expiration_date', 'renewal', 'notice_period', 'amount',
] as const;

/**
 * A key term as found: what it is, its value in words, and where it stands. Dates (agreement_date,
 * effective_date, expiration_date) are YYYY-MM-DD, and expiration_date may be "perpetual"; term is
 * "12 months"; renewal is "renews automatically", with the renewal term when stated ("renews
 * automatically for successive 1-year terms"); governing_law is a US state as US_STATES names it, or
 * another place ("England and Wales", "Ontario, Canada").
 */
export const keyTermSchema = z.object({
  type: z.enum(KEY_TERM_TYPES),
  value: z.string(),
  start: z.number().int(),
  end: z.number().int(),
});
export type KeyTerm = z.infer<typeof keyTermSchema>;

export const KEY_TERM_LABELS: Record<KeyTerm['type'], string> = {
  document_type: 'Type',
  party: 'Party',
  agreement_date: 'Agreement date',
  effective_date: 'Effective date',
  governing_law: 'Governing law',
  term: 'Term',
  expiration_date: 'Ends',
  renewal: 'Renewal',
  notice_period: 'Notice to end or not renew',
  amount: 'Money',
};

export const SEVERITIES = ['high', 'medium', 'low'] as const;
export type Severity = (typeof SEVERITIES)[number];

/** What an area to review is about; `missing_…` ones are protections the document lacks. */
export const REVIEW_TYPES = [
  'auto_renewal', 'unilateral_termination', 'uncapped_liability', 'uncapped_indemnity', 'non_compete', 'arbitration',
  'jury_waiver', 'one_sided_attorney_fees', 'late_fees', 'non_refundable_deposit', 'deposit_return', 'prior_ip_assignment',
  'confidentiality_without_end', 'liquidated_damages', 'unilateral_changes', 'non_disparagement', 'warranty_disclaimer',
  'entry_without_notice', 'short_notice_to_vacate', 'exculpatory_clause', 'repairs_shifted_to_tenant',
  'missing_limitation_of_liability', 'missing_confidentiality_exclusions', 'missing_compelled_disclosure', 'missing_termination',
  'missing_payment_terms', 'missing_compensation', 'missing_entry_notice', 'missing_governing_law', 'state_law_conflict',
] as const;

/** A term worth a second look: why it matters and what to ask for; a missing protection has no offsets. */
export const areaToReviewSchema = z.object({
  type: z.enum(REVIEW_TYPES),
  severity: z.enum(SEVERITIES),
  title: z.string(),
  explanation: z.string(),
  suggestion: z.string(),
  start: z.number().int().nullable(),
  end: z.number().int().nullable(),
});
export type AreaToReview = z.infer<typeof areaToReviewSchema>;

export const documentAnalysisSchema = z.object({
  segments: z.array(segmentSchema),
  /** empty for analyses made before clauses were typed */
  clauses: z.array(clauseSchema).default([]),
  documentType: z.enum(DOCUMENT_TYPES).default('other'),
  keyTerms: z.array(keyTermSchema).default([]),
  /** sorted by severity, high first, then by where they stand */
  areasToReview: z.array(areaToReviewSchema).default([]),
  /** plain-English Markdown: what it is, who owes what, money, dates, how it ends, what to review */
  summary: z.string().default(''),
});
export type DocumentAnalysis = z.infer<typeof documentAnalysisSchema>;

export const documentSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  fileName: z.string(),
  kind: z.enum(DOCUMENT_KINDS),
  size: z.number().int(),
  status: z.enum(DOCUMENT_STATUSES),
  progress: z.number().int(),
  /** why analysis failed, for the person who uploaded it */
  error: z.string().nullable(),
  pageCount: z.number().int().nullable(),
  /** the matter it belongs to, if any */
  matterId: z.number().int().nullable(),
  /** the drafting template it was generated from; null for an upload */
  templateId: z.string().nullable(),
  analysis: documentAnalysisSchema.nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** what the signed-in person may do with it (the buttons its page offers) */
  access: z.enum(DOCUMENT_ACCESS),
  /** who shared it with them, when it is not in their workspace but shared with them */
  sharedBy: z.string().nullable(),
  /** its text was edited in the app since the analysis shown, which is of an earlier version */
  editedSinceAnalysis: z.boolean(),
});
export type DocumentView = z.infer<typeof documentSchema>;

/** A document in a list: without its analysis (it can be large) but with the type it found, null until analysed. */
export const documentListItemSchema = documentSchema.omit({ analysis: true, access: true, sharedBy: true, editedSinceAnalysis: true }).extend({ documentType: z.enum(DOCUMENT_TYPES).nullable() });
export type DocumentListItem = z.infer<typeof documentListItemSchema>;

export const documentListSchema = z.object({ items: z.array(documentListItemSchema), nextCursor: z.string().nullable() });
export type DocumentList = z.infer<typeof documentListSchema>;

export const documentTextSchema = z.object({ text: z.string(), pages: z.array(pageSpanSchema) });
export type DocumentText = z.infer<typeof documentTextSchema>;

export const uploadAcceptedSchema = z.object({ id: z.number().int(), status: z.literal('queued') });

const documentTitleSchema = z
  .string({ error: 'Title must be text' })
  .overwrite(stripBidiControls)
  .trim()
  .min(1, 'Title must not be empty')
  .max(DOCUMENT_TITLE_MAX_LENGTH, `Title must be at most ${DOCUMENT_TITLE_MAX_LENGTH} characters`);

/** the form fields that may come with an upload */
export const uploadFieldsSchema = z.strictObject({
  title: documentTitleSchema.optional(),
  /** file it straight into a matter of the workspace */
  matterId: idParamSchema('matterId', 'matterId must be a matter id').optional(),
});

export const updateDocumentSchema = z.strictObject({ title: documentTitleSchema });

export const documentIdParamsSchema = z.object({ id: idParamSchema('Document id') });

export const documentListQuerySchema = z.object({
  q: z.string().trim().max(200, 'Search text must be at most 200 characters').optional(),
  cursor: z.string().max(200).optional(),
  limit: decimalSchema(z.number().int().min(1).max(100), 'limit must be a whole number from 1 to 100').default(30),
});
export type DocumentListQuery = z.infer<typeof documentListQuerySchema>;
