import type { ChatMessage } from '@courier/domain';

/**
 * Two runs of a conversation's messages as one, oldest first: each message once (the later copy
 * wins, so a receipt that came since shows), in the order they were written.
 */
export function mergeMessages(older: readonly ChatMessage[], newer: readonly ChatMessage[]): ChatMessage[] {
  const byId = new Map<string, ChatMessage>();
  for (const message of [...older, ...newer]) byId.set(message.id, message);
  return [...byId.values()].sort((a, b) => a.createdAt.localeCompare(b.createdAt) || a.id.localeCompare(b.id));
}
