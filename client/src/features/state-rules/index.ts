export { InYourState } from './components/in-your-state';
export { LegalHelpCard } from './components/legal-help-card';
