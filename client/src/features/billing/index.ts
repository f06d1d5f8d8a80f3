export { useUsage, USAGE_QUERY_KEY } from './api/use-usage';
export { UpgradePrompt } from './components/upgrade-prompt';
export { UsageMeters } from './components/usage-meters';
