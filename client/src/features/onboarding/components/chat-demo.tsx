import { Bot, UserRound } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { DEMO_FIRST_MESSAGE_MS, DEMO_MESSAGE_GAP_MS, DEMO_SCRIPT, DEMO_TYPING_MS, type DemoMessage } from '../demo-script';

/** Plays the scripted conversation on demand; starts empty and idle. */
export function ChatDemo() {
  const [messages, setMessages] = useState<DemoMessage[]>([]);
  const [typing, setTyping] = useState(false);
  const [playing, setPlaying] = useState(false);
  const timers = useRef<ReturnType<typeof setTimeout>[]>([]);
  const log = useRef<HTMLDivElement>(null);
  useEffect(() => () => timers.current.forEach(clearTimeout), []);
  // keep the newest message in view, as a chat does
  useEffect(() => {
    log.current?.scrollTo?.({ top: log.current.scrollHeight, behavior: 'smooth' });
  }, [messages, typing]);

  const play = () => {
    const at = (ms: number, run: () => void) => timers.current.push(setTimeout(run, ms));
    setMessages([]);
    setPlaying(true);
    // messages appear 2000 ms apart; an AI message's typing indicator fills the last 1500 ms of its gap
    DEMO_SCRIPT.forEach((line, i) => {
      const appearsAt = DEMO_FIRST_MESSAGE_MS + i * DEMO_MESSAGE_GAP_MS;
      if (line.type === 'ai') at(appearsAt - DEMO_TYPING_MS, () => setTyping(true));
      at(appearsAt, () => {
        setTyping(false);
        setMessages((shown) => [...shown, { ...line, id: `demo-${i + 1}`, timestamp: new Date() }]);
        if (i === DEMO_SCRIPT.length - 1) setPlaying(false);
      });
    });
  };

  return (
    <div className="flex flex-col gap-4">
      <div
        ref={log}
        className="flex h-80 flex-col gap-3 overflow-y-auto rounded-lg border border-border bg-surface-muted p-4"
        aria-live="polite"
        aria-label="Demo conversation"
        role="log"
      >
        {messages.length === 0 && !typing && (
          <p className="m-auto max-w-xs text-center text-muted">Watch how Counsel answers a real-world question about a security deposit.</p>
        )}
        {messages.map((m) => (
          <div key={m.id} className={`flex gap-2 ${m.type === 'user' ? 'flex-row-reverse' : ''}`} data-message-type={m.type}>
            {m.type === 'user' ? <UserRound className="mt-1 size-5 shrink-0 text-muted" aria-hidden /> : <Bot className="mt-1 size-5 shrink-0 text-accent" aria-hidden />}
            <p
              className={`max-w-[85%] rounded-lg px-3 py-2 text-sm leading-relaxed whitespace-pre-line ${m.type === 'user' ? 'bg-accent text-on-accent' : 'border border-border bg-surface'}`}
            >
              <span className="sr-only">{m.type === 'user' ? 'You: ' : 'Counsel: '}</span>
              {m.content}
            </p>
          </div>
        ))}
        {typing && (
          <div className="flex items-center gap-2 text-muted" role="status">
            <Bot className="size-5 text-accent" aria-hidden />
            <span className="flex gap-1" aria-hidden>
              <span className="size-2 animate-bounce rounded-full bg-muted" />
              <span className="size-2 animate-bounce rounded-full bg-muted [animation-delay:150ms]" />
              <span className="size-2 animate-bounce rounded-full bg-muted [animation-delay:300ms]" />
            </span>
            <span className="sr-only">Counsel is typing</span>
          </div>
        )}
      </div>
      <Button onClick={play} disabled={playing} className="self-start">
        {playing ? 'Demo in progress...' : 'Watch Demo Conversation'}
      </Button>
    </div>
  );
}
