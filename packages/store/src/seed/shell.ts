/** The shell's data: messages, notifications, shortcuts and the team chat. */
import {
  mayOpenPath,
  type Chat,
  type ChatContact,
  type ChatProfile,
  type FeedItem,
  type Role,
  type Shortcut,
} from '@courier/domain';
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

export function makeChat(
  r: Random,
  users: UserRecord[],
  now: number,
): { contacts: ChatContact[]; chats: Chat[]; profile: ChatProfile } {
  const staff = users
    .filter((u) => u.role !== 'driver')
    .slice(0, 6)
    .concat(users.filter((u) => u.role === 'driver').slice(0, 6));
  const contacts: ChatContact[] = staff.map((u) => ({
    id: `cct_${u.id}`,
    avatar: null,
    name: u.name,
    about: `Hi there! I'm using the team chat. (${u.role})`,
    details: {
      emails: [{ email: u.email, label: 'Work' }],
      phoneNumbers: [{ country: 'tr', phoneNumber: `5${r.int(300000000, 599999999)}`, label: 'Mobile' }],
      title: u.role[0]!.toUpperCase() + u.role.slice(1),
      company: 'Courier',
      birthday: null,
      address: null,
    },
    attachments: { media: [], docs: [], links: [] },
  }));
  const profile: ChatProfile = {
    id: 'cct_me',
    name: 'Me',
    email: 'me@courier.test',
    avatar: null,
    about: "Hi there! I'm using the team chat.",
  };
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
  const chats: Chat[] = contacts.slice(0, 8).map((contact, i) => {
    const count = r.int(3, 8);
    const messages = Array.from({ length: count }, (_, k) => {
      const mine = k % 2 === 1;
      return {
        id: `chm_${i + 1}_${k + 1}`,
        chatId: `cht_${i + 1}`,
        contactId: mine ? profile.id : contact.id,
        value: lines[(i + k) % lines.length]!,
        createdAt: iso(now - (count - k) * r.int(20, 300) * minute - i * 7 * hour),
        isMine: mine,
      };
    });
    const last = messages[messages.length - 1]!;
    return {
      id: `cht_${i + 1}`,
      contactId: contact.id,
      unreadCount: last.isMine ? 0 : r.int(0, 3),
      muted: i === 5,
      lastMessage: last.value,
      lastMessageAt: last.createdAt,
      messages,
    };
  });
  return { contacts, chats, profile };
}
