import { describe, expect, it } from 'vitest';
import type { ChatMessage } from '@courier/domain';
import { mergeMessages } from './chatHistory';

const message = (id: string, minute: number, extra: Partial<ChatMessage> = {}): ChatMessage => ({
  id,
  chatId: 'a~b',
  contactId: 'a',
  value: id,
  createdAt: `2026-12-03T09:${String(minute).padStart(2, '0')}:00.000Z`,
  isMine: true,
  ...extra,
});

describe('mergeMessages', () => {
  it('puts an earlier page before the newest, each message once, the newer copy kept', () => {
    const earlier = [message('m1', 1), message('m2', 2), message('m3', 3, { seen: false })];
    const newest = [message('m3', 3, { seen: true }), message('m4', 4)];
    const merged = mergeMessages(earlier, newest);
    expect(merged.map((m) => m.id)).toEqual(['m1', 'm2', 'm3', 'm4']);
    expect(merged[2]!.seen).toBe(true);
  });

  it('keeps the messages that slid out of the newest page while new ones came', () => {
    const shown = [message('m1', 1), message('m2', 2), message('m3', 3)];
    const newest = [message('m3', 3), message('m4', 4), message('m5', 5)];
    expect(mergeMessages(shown, newest).map((m) => m.id)).toEqual(['m1', 'm2', 'm3', 'm4', 'm5']);
  });

  it('orders messages of the same moment by id', () => {
    expect(mergeMessages([message('m2', 1)], [message('m1', 1)]).map((m) => m.id)).toEqual(['m1', 'm2']);
  });
});
