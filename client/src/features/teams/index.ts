export { TEAMS_QUERY_KEY, useTeams } from './api/use-teams';
export { ContextHint } from './components/context-hint';
export { ContextSwitcher } from './components/context-switcher';
