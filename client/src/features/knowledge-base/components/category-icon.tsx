import {
  Ambulance,
  BookOpen,
  Briefcase,
  Car,
  CreditCard,
  Gavel,
  Globe,
  GraduationCap,
  HandCoins,
  HeartCrack,
  HeartPulse,
  House,
  ScrollText,
  ShieldCheck,
  Siren,
  Store,
  Users,
  type LucideIcon,
} from 'lucide-react';

// only the icons categories.json names, so the bundle does not carry all of lucide
const ICONS: Record<string, LucideIcon> = {
  Ambulance,
  Briefcase,
  Car,
  CreditCard,
  Gavel,
  Globe,
  GraduationCap,
  HandCoins,
  HeartCrack,
  HeartPulse,
  House,
  ScrollText,
  ShieldCheck,
  Siren,
  Store,
  Users,
};

export function CategoryIcon({ name, className }: { name: string; className?: string }) {
  const Icon = ICONS[name] ?? BookOpen;
  return <Icon className={className} aria-hidden />;
}
