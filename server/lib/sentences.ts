/**
 * Cutting prose into sentences, for the assistant's quotes and the knowledge base's snippets: textlint's
 * sentence-splitter (pairs of brackets and quotes, numbers, initials, its English abbreviations), told
 * the abbreviations of legal citations, which never end a sentence ("Scott v. Illinois", "Cal. Civ. Code
 * § 1950.5", "N.Y. Dom. Rel. Law", "Case No. 12").
 */
import { DefaultAbbrMarkerOptions, split } from 'sentence-splitter';

/** Words of citations that a capitalised word follows ("Civ. Code", "Tex. Prop. Code"): never a sentence end. */
const CITATION_WORDS = [
  'v.', 'vs.', 'Cal.', 'Civ.', 'Proc.', 'Crim.', 'Fam.', 'Dom.', 'Rel.', 'Stat.', 'Stats.', 'Ann.', 'Gen.', 'Prop.', 'Rev.',
  'Admin.', 'Reg.', 'Regs.', 'Fed.', 'Supp.', 'Cir.', 'App.', 'Ct.', 'Sup.', 'Lab.', 'Ins.', 'Veh.', 'Bus.', 'Prof.', 'Comm.',
  'Evid.', 'Jud.', 'Educ.', 'Welf.', 'Inst.', 'Pub.', 'Res.', 'Consol.', 'Cons.', 'Gov.', 'Gov’t', 'Corr.', 'Penal.',
  'Tex.', 'Fla.', 'Mass.', 'Mich.', 'Minn.', 'Mont.', 'Pa.', 'Ill.', 'Ga.', 'Va.', 'Wash.', 'Wis.', 'Okla.', 'Ariz.', 'Colo.',
  'Conn.', 'Del.', 'Ky.', 'La.', 'Md.', 'Neb.', 'Nev.', 'Tenn.', 'Vt.', 'Wyo.', 'Haw.', 'Kan.', 'Ala.', 'Ark.', 'Okl.',
  'U.S.', 'N.Y.', 'N.J.', 'N.H.', 'N.M.', 'N.C.', 'N.D.', 'S.C.', 'S.D.', 'R.I.', 'W.Va.', 'C.F.R.', 'U.S.C.', 'Pub.L.', 'Sec.', 'Art.', 'Ch.',
];
/** Abbreviations that end a sentence only before a capital ("Case No. 12", "D.C. has"). */
const NUMBERING_WORDS = ['No.', 'Nos.', 'Pt.', 'Para.', 'Subd.', 'D.C.'];

const language = {
  ...DefaultAbbrMarkerOptions.language,
  ABBREVIATIONS: [...DefaultAbbrMarkerOptions.language.ABBREVIATIONS, ...NUMBERING_WORDS],
  PREPOSITIVE_ABBREVIATIONS: [...DefaultAbbrMarkerOptions.language.PREPOSITIVE_ABBREVIATIONS, ...CITATION_WORDS],
};

/**
 * Two ends the splitter keeps inside a sentence: "12." before a capital, which it reads as a list number
 * ("1. Call…") but which in running prose ends a sentence ("…starting October 1, 2026. Some states…");
 * and a full stop inside closing quotes (‘a "means test." A trustee…’), which it reads as part of the quote.
 */
const MISSED_END = /(?<=\d\.|[.!?]["”])\s+(?=[*_"“(]*[A-Z])/;

/** The sentences of a paragraph, trimmed, in order; a line break does not end one. */
export function sentencesOf(paragraph: string): string[] {
  return split(paragraph.replace(/\s*\n\s*/g, ' '), { AbbrMarker: { language } })
    .filter((node) => node.type === 'Sentence')
    .flatMap((node) => node.raw.split(MISSED_END))
    .map((sentence) => sentence.trim())
    .filter(Boolean);
}
