export { useCategories, useTopic } from './api/queries';
