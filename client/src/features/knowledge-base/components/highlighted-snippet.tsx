/**
 * Renders a search snippet whose matches the server wrapped in <mark>…</mark>. Everything is rendered
 * as text: only the mark boundaries become elements, so no markup from content can reach the page.
 */
export function HighlightedSnippet({ snippet }: { snippet: string }) {
  const parts = snippet.split(/(<mark>.*?<\/mark>)/g).filter(Boolean);
  return (
    <>
      {parts.map((part, i) =>
        part.startsWith('<mark>') ? (
          <mark key={i} className="rounded-sm bg-warning-soft px-0.5 text-text">
            {decode(part.slice(6, -7))}
          </mark>
        ) : (
          <span key={i}>{decode(part)}</span>
        ),
      )}
    </>
  );
}

const ENTITIES: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#39;': "'" };
/** the server escapes text around the marks; turn the entities back into characters for React to escape */
const decode = (text: string) => text.replace(/&(amp|lt|gt|quot|#39);/g, (entity) => ENTITIES[entity]!);
