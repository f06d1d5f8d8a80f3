export * from './users';
export * from './knowledge-base';
export * from './chat';
export * from './documents';
export * from './rate-limits';
export * from './teams';
export * from './matters';
export * from './content';
