import ReactMarkdown, { type Components } from 'react-markdown';
import remarkGfm from 'remark-gfm';

/**
 * Long-form Markdown at reading size (articles, answers). Raw HTML in the source is never rendered
 * (react-markdown's default), so text from a model or a file cannot inject markup.
 */
export function Markdown({ children, components }: { children: string; components?: Components }) {
  return (
    <div className="kb-prose">
      <ReactMarkdown remarkPlugins={[remarkGfm]} components={components}>
        {children}
      </ReactMarkdown>
    </div>
  );
}
