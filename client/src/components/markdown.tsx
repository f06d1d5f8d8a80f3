import ReactMarkdown from 'react-markdown';
import remarkGfm from 'remark-gfm';

/** Article Markdown at reading size. Raw HTML in the source is not rendered (react-markdown's default). */
export function Markdown({ children }: { children: string }) {
  return (
    <div className="kb-prose">
      <ReactMarkdown remarkPlugins={[remarkGfm]}>{children}</ReactMarkdown>
    </div>
  );
}
