export { useConversationList, useConversationPages } from './api/conversations';
