/** User-facing error texts. The first group is quoted exactly from the product spec (§4, §8). */
export const MESSAGES = {
  authFailed: 'Authentication failed',
  authRequired: 'Authentication required',
  networkError: 'Network error - please refresh the page',
  sessionNotEstablished: 'Failed to establish session after registration',
  loginFailed: 'Login failed',
  registrationFailed: 'Registration failed',
  logoutFailed: 'Logout failed',
  appUpdateTitle: 'App Update Available',
  appUpdateText: 'The app has been updated. Please refresh the page to load the latest version.',
  renderErrorTitle: 'Something went wrong',
  renderErrorText: 'We encountered an error while loading this page. Please try refreshing.',

  usernameTaken: 'Username already taken',
  emailTaken: 'Email already registered',
  invalidCredentials: 'Invalid username or password',
  commonPassword: 'This password is too common and easy to guess. Try a longer one, such as a few unrelated words.',
  notFound: 'Not found',
  internal: 'Something went wrong on our side. Please try again in a moment.',
  deletedMeanwhile: 'Something this change refers to was deleted a moment ago. Refresh the page and try again.',
} as const;

/** Machine-readable error codes sent as `code` in every error answer. */
export type ErrorCode =
  | 'validation_error'
  | 'unauthorized'
  | 'invalid_credentials'
  | 'csrf_invalid'
  | 'forbidden'
  | 'not_found'
  | 'conflict'
  | 'rate_limited'
  | 'plan_limit'
  | 'payload_too_large'
  | 'unsupported_media_type'
  | 'bad_request'
  /** a third party Counsel relies on (the LLM provider) failed; retrying may work */
  | 'upstream_error'
  | 'internal_error';

export interface ErrorBody {
  message: string;
  code: ErrorCode;
  /** per-field problems of a validation error */
  fields?: Record<string, string>;
}
