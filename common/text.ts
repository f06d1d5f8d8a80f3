/**
 * Unicode's bidirectional controls: the embeddings and overrides (U+202A–U+202E), the isolates
 * (U+2066–U+2069) and the invisible direction marks (U+200E, U+200F, U+061C). An override in a name makes
 * it display in an order other than it is stored ("Trojan Source"): a file "invoice‮fdp.exe" shows as
 * "invoiceexe.pdf". The marks reorder nothing on their own but are invisible, so two names that look the
 * same can differ. A one-line name or title needs none of them: the Unicode bidi algorithm lays out
 * Arabic or Hebrew in it correctly without.
 */
const BIDI_CONTROLS = /[\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/g;

/** The text without bidirectional controls: for titles, names and file names, not for prose. */
export function stripBidiControls(text: string): string {
  return text.replace(BIDI_CONTROLS, '');
}
