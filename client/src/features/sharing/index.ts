export { SharedWithMe } from './components/shared-with-me';
export { ACCESS_TEXT, ROLE_LABEL } from './lib/roles';
