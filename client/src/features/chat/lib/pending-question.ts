/**
 * The first question of a new conversation, carried from the new-chat view (which creates the
 * conversation) to its thread (which sends it), across the navigation between them.
 */
const pending = new Map<number, string>();

export function setPendingQuestion(conversationId: number, text: string): void {
  pending.set(conversationId, text);
}

/** The question waiting for this conversation, handed out once. */
export function takePendingQuestion(conversationId: number): string | undefined {
  const text = pending.get(conversationId);
  pending.delete(conversationId);
  return text;
}
