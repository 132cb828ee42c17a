/** The shell's data: messages, notifications, shortcuts and the team chat. */
import { mayOpenPath, type FeedItem, type Role, type Shortcut } from '@courier/domain';
import type { UserRecord } from '../memory/database';
import type { Random } from './random';
import { hour, iso, minute } from './time';

export function makeMessages(r: Random, users: UserRecord[], now: number, userId: string): FeedItem[] {
  const others = users.filter((u) => u.id !== userId);
  const lines = [
    ['Trip TRP delayed at Kayseri', 'The truck waits for a tyre change; <strong>ETA +45 min</strong> at Gaziantep.'],
    ['Weekend shift plan', 'Saturday counter shifts are up on the board. Reply by <em>Thursday</em>.'],
    ['COD remittance ready', 'This week’s cash-on-delivery remittance report is ready for review.'],
    ['Customer called about a return', 'Anadolu Tekstil asks where their return is. Can you check the scans?'],
    ['New pickup point in Trabzon', 'Opening hours change from Monday: 09:00–18:00.'],
    ['Scanner battery', 'Please charge the handheld scanners before the evening line-haul.'],
  ];
  return lines.map(([title, description], i) => {
    const from = others[(i * 7 + userId.length) % others.length]!;
    return {
      id: `msg_${userId}_${i + 1}`,
      read: i > 2,
      title: `${from.name}: ${title}`,
      description: description!,
      icon: null,
      image: null,
      time: iso(now - (i * 3 + r.int(1, 3)) * hour),
      link: i % 2 === 0 ? '/secure/trips' : null,
      useRouter: true,
    };
  });
}

export function makeNotifications(r: Random, now: number, userId: string): FeedItem[] {
  return [
    {
      title: 'Trip arrived',
      description: 'The İstanbul – Ankara trip arrived at <strong>Ankara Hub</strong>; 42 parcels unloaded.',
      icon: 'heroicons_outline:truck',
      link: '/secure/trips',
      useRouter: true,
    },
    {
      title: 'Complaint past its SLA',
      description: 'An <strong>urgent</strong> complaint waits for an answer.',
      icon: 'heroicons_outline:exclamation-triangle',
      link: '/secure/complaints?pastSla=true',
      useRouter: true,
    },
    {
      title: 'Daily report ready',
      description: 'Yesterday’s deliveries report is ready.',
      icon: 'heroicons_outline:chart-bar',
      link: '/secure/reports',
      useRouter: true,
    },
    // Plain text: the panel's sanitising of hostile markup is its story's test (FeedPanel), not a
    // company's notification (the browser would report the blocked handler on every opening).
    {
      title: 'Address book imported',
      description: 'Imported 120 contacts.',
      icon: 'heroicons_outline:user-group',
      link: null,
      useRouter: true,
    },
    {
      title: 'Carrier portal maintenance',
      description: 'The partner portal is down on Sunday 02:00–04:00.',
      icon: 'heroicons_outline:wrench-screwdriver',
      link: 'https://status.example.com',
      useRouter: false,
    },
  ].map((n, i) => ({
    id: `ntf_${userId}_${i + 1}`,
    read: i > 1,
    image: null,
    time: iso(now - (i * 5 + r.int(0, 4)) * hour - r.int(0, 59) * minute),
    ...n,
  }));
}

/** A person's first shortcuts: up to six of these, those his role may open. */
export function makeShortcuts(userId: string, role: Role): Shortcut[] {
  return [
    {
      label: 'Book a parcel',
      description: 'At the counter',
      icon: 'heroicons_outline:plus-circle',
      link: '/secure/parcels/new',
    },
    {
      label: 'Scan',
      description: 'Receive, load, deliver',
      icon: 'heroicons_outline:qr-code',
      link: '/secure/scanning',
    },
    { label: 'My trips', description: 'Today and tomorrow', icon: 'heroicons_outline:truck', link: '/secure/trips' },
    {
      label: 'Live map',
      description: 'Trucks on the road',
      icon: 'courier:live-tracking',
      link: '/secure/live-tracking',
    },
    {
      label: 'Failed today',
      description: 'Deliveries to retry',
      icon: 'heroicons_outline:exclamation-circle',
      link: '/secure/parcels?status=delivery_failed',
    },
    {
      label: 'Past the SLA',
      description: 'Complaints overdue',
      icon: 'heroicons_outline:clock',
      link: '/secure/complaints?pastSla=true',
    },
    { label: 'Reports', description: 'Deliveries and revenue', icon: 'courier:revenue', link: '/secure/reports' },
    {
      label: 'Customers',
      description: 'Accounts and addresses',
      icon: 'heroicons_outline:users',
      link: '/secure/customers',
    },
    { label: 'Public tracking', description: 'What customers see', icon: 'heroicons_outline:globe-alt', link: '/home' },
  ]
    .filter((s) => mayOpenPath(role, s.link))
    .slice(0, 6)
    .map((s, i) => ({ id: `sct_${userId}_${i + 1}`, useRouter: true, ...s }));
}

/** A message as a conversation keeps it. */
export interface ChatStoredMessage {
  id: string;
  from: string;
  value: string;
  createdAt: string;
}
/**
 * A conversation between two colleagues, one document shared by both (`chat`, key
 * `conversation:<id>`): its messages, oldest first, and when each participant last read it.
 */
export interface ChatConversation {
  id: string;
  participants: [string, string];
  messages: ChatStoredMessage[];
  readAt: Record<string, string>;
}
/** One user's own view of his conversations (`chat`, key `index:<user id>`), by conversation id. */
export interface ChatIndex {
  chats: Record<string, { unreadCount: number; muted: boolean; lastMessage: string; lastMessageAt: string }>;
}
/** The id of the conversation of two users: the same whoever writes first. */
export const conversationId = (a: string, b: string) => (a < b ? `${a}~${b}` : `${b}~${a}`);
export const conversationKey = (id: string) => `conversation:${id}`;
export const chatIndexKey = (userId: string) => `index:${userId}`;

/**
 * The seeded conversations between seeded staff: each of the first staff accounts (the demo
 * accounts come first) with a few colleagues, so that every demo account has conversations, a
 * message is read by the colleague it was written to, and unread counts are true.
 */
export function makeChat(r: Random, users: UserRecord[], now: number): Record<string, ChatConversation | ChatIndex> {
  const staff = users.filter((u) => u.role !== 'driver').slice(0, 7);
  const drivers = users.filter((u) => u.role === 'driver').slice(0, 2);
  const lines = [
    'Is the Ankara truck on time?',
    'Yes, 20 minutes early.',
    'Can you hold CP parcel for address check?',
    'Done, it is on hold.',
    'Thanks!',
    'Who takes the Bursa run tonight?',
    'I do.',
    'Great, the seal is at the desk.',
  ];
  const pairs: [UserRecord, UserRecord][] = [];
  staff.forEach((a, i) => {
    for (const b of [...staff.slice(i + 1, i + 4), ...(i < 2 ? drivers : [])]) pairs.push([a, b]);
  });
  const documents: Record<string, ChatConversation | ChatIndex> = {};
  const indexOf = (userId: string) => (documents[chatIndexKey(userId)] ??= { chats: {} }) as ChatIndex;
  pairs.forEach(([a, b], i) => {
    const id = conversationId(a.id, b.id);
    const count = r.int(3, 8);
    const step = r.int(20, 300) * minute;
    const messages = Array.from({ length: count }, (_, k) => ({
      id: `chm_${i + 1}_${k + 1}`,
      from: (k % 2 === 0 ? a : b).id,
      value: lines[(i + k) % lines.length]!,
      createdAt: iso(now - (count - k) * step - i * 3 * hour),
    }));
    const last = messages[messages.length - 1]!;
    // The last writer has read it all; the other has read up to a message before it (his own, at the latest).
    const reader = last.from === a.id ? b : a;
    const readAt = r.bool(0.6) ? messages[count - 2]!.createdAt : last.createdAt;
    const conversation: ChatConversation = {
      id,
      participants: [a.id, b.id].sort() as [string, string],
      messages,
      readAt: { [last.from]: last.createdAt, [reader.id]: readAt },
    };
    const unreadCount = messages.filter((m) => m.from !== reader.id && m.createdAt > readAt).length;
    documents[conversationKey(id)] = conversation;
    for (const user of [a, b])
      indexOf(user.id).chats[id] = {
        unreadCount: user.id === reader.id ? unreadCount : 0,
        muted: false,
        lastMessage: last.value,
        lastMessageAt: last.createdAt,
      };
  });
  return documents;
}
