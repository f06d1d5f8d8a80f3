export { useUser, USER_QUERY_KEY } from './api/use-user';
export { useLogout } from './api/use-logout';
export { applyServerFieldErrors } from './components/server-field-errors';
