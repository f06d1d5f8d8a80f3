export { useTopic } from './api/queries';
