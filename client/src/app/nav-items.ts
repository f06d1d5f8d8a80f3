import {
  BookOpen,
  Briefcase,
  CreditCard,
  FileText,
  History,
  LayoutDashboard,
  LifeBuoy,
  MessageSquare,
  Mic,
  Receipt,
  UserRound,
  Users,
  type LucideIcon,
} from 'lucide-react';

export interface NavItem {
  href: string;
  label: string;
  icon: LucideIcon;
}

export const MAIN_NAV: NavItem[] = [
  { href: '/dashboard', label: 'Dashboard', icon: LayoutDashboard },
  { href: '/chat', label: 'Chat', icon: MessageSquare },
  { href: '/documents', label: 'Documents', icon: FileText },
  { href: '/matters', label: 'Matters', icon: Briefcase },
  { href: '/knowledge-base', label: 'Knowledge base', icon: BookOpen },
  { href: '/voice', label: 'Voice', icon: Mic },
  { href: '/teams', label: 'Teams', icon: Users },
  { href: '/history', label: 'History', icon: History },
  { href: '/support', label: 'Support', icon: LifeBuoy },
];

export const ACCOUNT_NAV: NavItem[] = [
  { href: '/profile', label: 'Profile', icon: UserRound },
  { href: '/subscription', label: 'Subscription', icon: CreditCard },
  { href: '/billing', label: 'Billing', icon: Receipt },
];
