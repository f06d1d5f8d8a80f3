export * from './users';
export * from './knowledge-base';
