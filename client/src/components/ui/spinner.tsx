import { Loader2 } from 'lucide-react';

/** The centred spinner of spec §2, shown while the session or a screen is loading. */
export function FullScreenSpinner({ fullScreen = true }: { fullScreen?: boolean }) {
  return (
    <div className={`flex flex-col items-center justify-center gap-3 text-muted ${fullScreen ? 'min-h-screen' : 'min-h-[60vh]'}`} role="status">
      <Loader2 className="size-8 animate-spin text-accent" aria-hidden />
      <span>Loading...</span>
    </div>
  );
}
