export { renderAt } from '@/test/render-at';
