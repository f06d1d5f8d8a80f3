import { Link } from 'wouter';

/** What a page says for something that does not exist (or not here), with the way back to its list. */
export function Missing({ text, href, label }: { text: string; href: string; label: string }) {
  return (
    <div className="flex max-w-2xl flex-col items-start gap-3 rounded-lg border border-border bg-surface p-6">
      <p role="alert">{text}</p>
      <Link href={href} className="font-medium text-accent underline-offset-4 hover:underline">
        {label}
      </Link>
    </div>
  );
}
