import { BookOpen, Briefcase, FileSignature, FileText, Heart, LifeBuoy, LayoutDashboard, MessageSquare, Mic, Scale, ShieldCheck, Users } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { ChatDemo } from '../components/chat-demo';
import { DocumentDemo } from '../components/document-demo';
import { FeatureCards } from '../components/feature-cards';
import { PlanComparison } from '../components/plan-comparison';
import type { TourStep } from '../tour-steps';

const Lead = ({ children }: { children: ReactNode }) => <p className="text-lg leading-relaxed text-muted">{children}</p>;

function Welcome({ username }: { username: string }) {
  return (
    <div className="flex flex-col gap-4">
      <Scale className="size-12 text-accent" aria-hidden />
      <Lead>
        Hi {username}. Counsel helps you understand legal problems in plain English: a lease, a letter from a debt
        collector, a job offer, a contract you are asked to sign.
      </Lead>
      <p>This quick tour takes about 2 minutes. You can skip it now and replay it any time from your profile.</p>
    </div>
  );
}

function Mission() {
  return (
    <div className="flex flex-col gap-4">
      <Lead>Legal help should be affordable and available anywhere, at any time, in words you understand.</Lead>
      <FeatureCards
        cards={[
          { icon: ShieldCheck, title: 'Every answer cites its source', text: 'Statutes, regulations and official guides you can check yourself.' },
          { icon: Heart, title: 'Plain English', text: 'Short sentences, legal terms explained the first time they appear.' },
          { icon: Scale, title: 'Honest about limits', text: 'General information, not legal advice. We tell you when to see a lawyer, and why.' },
          { icon: LifeBuoy, title: 'Private', text: 'Your questions and documents stay in your account.' },
        ]}
      />
    </div>
  );
}

function Platform() {
  return (
    <div className="flex flex-col gap-6">
      <FeatureCards
        cards={[
          { icon: MessageSquare, title: 'AI legal chat', text: 'Ask in your own words; answers cite their sources.' },
          { icon: FileText, title: 'Document analysis', text: 'Upload, key terms, areas to review and an AI summary.' },
          { icon: FileSignature, title: 'Document drafting', text: 'Generate, edit and share letters and agreements.' },
          { icon: BookOpen, title: 'Knowledge base', text: 'Guides to everyday law in 16 areas.' },
        ]}
      />
      <PlanComparison />
    </div>
  );
}

function Workspace() {
  return (
    <FeatureCards
      cards={[
        { icon: Briefcase, title: 'Matters', text: 'One place for each legal problem: documents, chats, tasks and deadlines.' },
        { icon: Users, title: 'Teams', text: 'Share matters and documents with your firm or family, with roles.' },
        { icon: Mic, title: 'Voice', text: 'Ask out loud and hear the answer read back.' },
        { icon: BookOpen, title: 'Knowledge base', text: 'Read the guides the assistant cites, with their official sources.' },
      ]}
    />
  );
}

const DESTINATIONS = [
  { href: '/chat', label: 'Ask a legal question', icon: MessageSquare },
  { href: '/documents', label: 'Review a document', icon: FileText },
  { href: '/matters', label: 'Organize a matter', icon: Briefcase },
  { href: '/knowledge-base', label: 'Browse the knowledge base', icon: BookOpen },
  { href: '/support', label: 'Get support', icon: LifeBuoy },
  { href: '/dashboard', label: 'Go to your dashboard', icon: LayoutDashboard },
];

function GetStarted({ onLeave }: { onLeave: () => void }) {
  return (
    <div className="flex flex-col gap-4">
      <Lead>You are all set. Where would you like to start?</Lead>
      <ul className="grid gap-3 sm:grid-cols-2">
        {DESTINATIONS.map(({ href, label, icon: Icon }) => (
          <li key={href}>
            <Link href={href} onClick={onLeave} className="flex items-center gap-3 rounded-lg border border-border bg-surface p-4 font-medium hover:border-accent">
              <Icon className="size-5 text-accent" aria-hidden />
              {label}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}

export function StepContent({ step, username, onLeave }: { step: TourStep; username: string; onLeave: () => void }) {
  switch (step.id) {
    case 'welcome':
      return <Welcome username={username} />;
    case 'mission':
      return <Mission />;
    case 'chat':
      return (
        <div className="flex flex-col gap-4">
          <Lead>Describe your situation in your own words. Counsel answers in plain English and shows where each point comes from.</Lead>
          <ChatDemo />
        </div>
      );
    case 'documents':
      return (
        <div className="flex flex-col gap-4">
          <Lead>Upload a contract to see its key terms, the clauses to look at twice, and a short summary.</Lead>
          <DocumentDemo />
        </div>
      );
    case 'platform':
      return <Platform />;
    case 'workspace':
      return <Workspace />;
    case 'get-started':
      return <GetStarted onLeave={onLeave} />;
  }
}
