import { slugify, type Mail, type MailLabel } from '@courier/domain';
import type { Random } from '../random';
import { firstNames, lastNames } from '../reference';
import { day, hour, iso, minute } from '../time';

/** The five folders the spec lists (its "6 folders" is the other reading; we keep the list). */
export const mailFolders = [
  { id: 'mfd_inbox', title: 'Inbox', slug: 'inbox', icon: 'heroicons_outline:inbox' },
  { id: 'mfd_sent', title: 'Sent', slug: 'sent', icon: 'heroicons_outline:paper-airplane' },
  { id: 'mfd_drafts', title: 'Drafts', slug: 'drafts', icon: 'heroicons_outline:document' },
  { id: 'mfd_spam', title: 'Spam', slug: 'spam', icon: 'heroicons_outline:exclamation-triangle' },
  { id: 'mfd_trash', title: 'Trash', slug: 'trash', icon: 'heroicons_outline:trash' },
];
export const mailFilters = [
  { id: 'mfl_starred', title: 'Starred', slug: 'starred', icon: 'heroicons_outline:star' },
  { id: 'mfl_important', title: 'Important', slug: 'important', icon: 'heroicons_outline:exclamation-circle' },
];
export function makeMailLabels(): MailLabel[] {
  const labels: [string, MailLabel['color']][] = [
    ['Personal', 'blue'],
    ['Work', 'indigo'],
    ['Payments', 'red'],
    ['Invoices', 'teal'],
    ['Accounts', 'purple'],
    ['Forums', 'green'],
  ];
  return labels.map(([title, color], i) => ({ id: `mlb_${i + 1}`, title, slug: slugify(title), color }));
}

const subjects = [
  'Your weekly shipment summary',
  'Invoice INV-2026-{n} is ready',
  'Pickup confirmed for tomorrow morning',
  'Re: damaged parcel claim',
  'New rates for express deliveries',
  'Your account password was changed',
  'Forum digest: route planning tips',
  'Payment received, thank you',
  'Meeting notes: Q4 network review',
  'You won a free holiday!!!',
];

/** About 60 mails over the folders; seeded mails carry five of the six labels. */
export function makeMails(r: Random, now: number, count = 60): Mail[] {
  const folderOf = (i: number) =>
    i < 34 ? 'mfd_inbox' : i < 44 ? 'mfd_sent' : i < 50 ? 'mfd_drafts' : i < 55 ? 'mfd_spam' : 'mfd_trash';
  return Array.from({ length: count }, (_, i) => {
    const from = `${r.pick(firstNames)} ${r.pick(lastNames)}`;
    const handle = from
      .toLowerCase()
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .replace(/ı/g, 'i')
      .replace(/[^a-z]+/g, '.');
    const subject = r.pick(subjects).replace('{n}', String(r.int(1000, 9999)));
    const attachments = r.bool(0.3)
      ? Array.from({ length: r.int(1, 3) }, (_, k) => {
          const pdf = r.bool();
          return {
            type: pdf ? 'application/pdf' : 'image/jpeg',
            name: pdf ? `document-${k + 1}.pdf` : `photo-${k + 1}.jpg`,
            size: r.int(14, 243) * 1000,
            preview: pdf ? 'pdf-preview.png' : `photo-${k + 1}-thumb.jpg`,
            downloadUrl: '',
          };
        })
      : [];
    return {
      id: `mai_${String(i + 1).padStart(3, '0')}`,
      type: 'mail' as const,
      from: {
        avatar: r.bool(0.6) ? `/images/avatars/${(i % 12) + 1}.svg` : null,
        contact: `${from} <${handle}@example.com>`,
      },
      to: 'me <me@courier.test>',
      ...(r.bool(0.3) ? { cc: [`${r.pick(firstNames).toLowerCase()}@example.com`] } : {}),
      ...(r.bool(0.1) ? { bcc: [`audit@courier.test`] } : {}),
      date: iso(now - (i * 9 + r.int(0, 8)) * hour - r.int(0, 59) * minute - (i > 40 ? 10 * day : 0)),
      subject,
      content: `Hi,\n\n${subject}. Please find the details below.\n\nBest regards,\n${from}`,
      attachments,
      starred: r.bool(0.2),
      important: r.bool(0.25),
      unread: r.bool(0.4),
      folder: folderOf(i),
      labels: r.shuffle(['mlb_1', 'mlb_2', 'mlb_3', 'mlb_4', 'mlb_5']).slice(0, r.int(0, 2)),
    };
  });
}
