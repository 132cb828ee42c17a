/**
 * Entities of the sample-data areas (the second specification): contacts, inventory, files,
 * help centre, mailbox, notes, scrumboard, tasks, academy, activities, icons.
 */
import { z } from 'zod';
import { isoDateTime, roundMoney } from './common';

const id = z.string().min(1);
const text = (max: number) => z.string().trim().max(max);

// Contacts
export const contactEmail = z.object({ email: z.email(), label: text(40) });
export const contactPhone = z.object({
  country: z.string().regex(/^[a-z]{2}$/, { error: 'country' }),
  phoneNumber: z.string().regex(/^[0-9 ()-]{4,20}$/, { error: 'phone' }),
  label: text(40),
});
/**
 * The largest contact avatar: a contact is an item of its owner's own list, at most 64 KiB as JSON,
 * and its picture (a third longer as base64) must fit in it with the rest.
 */
export const contactAvatarMaxBytes = 40 * 1024;
export const contact = z.object({
  id,
  avatar: z.string().nullable(),
  background: z.string().nullable(),
  name: text(120).min(1),
  emails: z.array(contactEmail).max(10),
  phoneNumbers: z.array(contactPhone).max(10),
  title: text(120).optional(),
  company: text(120).optional(),
  birthday: isoDateTime.nullable(),
  address: text(300).nullable(),
  /** HTML. */
  notes: text(5000).nullable(),
  tags: z.array(id),
  /** The company's customer this person works for (the contact opens its page), or none. */
  customerId: id.nullable().optional(),
});
export type Contact = z.infer<typeof contact>;
export const contactPatch = contact.omit({ id: true }).partial().strict();
export const country = z.object({
  id,
  iso: z.string().length(2),
  name: z.string(),
  code: z.string().regex(/^\+\d+$/),
  flagImagePos: z.string(),
});
export type Country = z.infer<typeof country>;
export const tag = z.object({ id, title: text(60).min(1) });
export type Tag = z.infer<typeof tag>;

// E-commerce inventory
export const inventoryProduct = z.object({
  id,
  category: id,
  name: text(200),
  description: text(5000),
  tags: z.array(id),
  sku: text(40),
  barcode: text(40),
  brand: id,
  vendor: id,
  stock: z.number().int().min(0),
  reserved: z.number().int().min(0),
  cost: z.number().min(0),
  basePrice: z.number().min(0),
  taxPercent: z.number().min(0).max(100),
  price: z.number().min(0),
  weight: z.number().min(0),
  thumbnail: z.string().nullable(),
  images: z.array(z.string()),
  active: z.boolean(),
});
export type InventoryProduct = z.infer<typeof inventoryProduct>;
export const inventoryProductPatch = inventoryProduct.omit({ id: true, price: true }).partial().strict();
/** A product's price: its base price and the tax on it, to the kuruş (the server keeps it so on every change). */
export const inventoryPrice = (basePrice: number, taxPercent: number) => roundMoney(basePrice * (1 + taxPercent / 100));
export type InventoryCategory = z.infer<typeof inventoryCategory>;
export const inventoryCategory = z.object({ id, parentId: z.string().nullable(), name: z.string(), slug: z.string() });
export const inventoryBrand = z.object({ id, name: z.string(), slug: z.string() });
export const inventoryVendor = inventoryBrand;
export const inventoryPagination = z.object({
  length: z.number().int(),
  size: z.number().int(),
  page: z.number().int(),
  lastPage: z.number().int(),
  startIndex: z.number().int(),
  endIndex: z.number().int(),
});
export type InventoryPagination = z.infer<typeof inventoryPagination>;

// File manager
// The spec's six kinds, then the kinds an upload may be (./files.ts).
export const fileTypes = [
  'folder',
  'PDF',
  'XLS',
  'DOC',
  'TXT',
  'JPG',
  'PNG',
  'GIF',
  'WEBP',
  'CSV',
  'HTML',
  'SVG',
] as const;
export const fileItem = z.object({
  id,
  folderId: z.string().nullable(),
  name: z.string(),
  createdBy: z.string(),
  createdAt: isoDateTime,
  modifiedAt: isoDateTime,
  size: z.string(),
  type: z.enum(fileTypes),
  contents: z.string().nullable(),
  description: z.string().nullable(),
  /** Whose it is: a user's id, or null for the company's (issue 63: private by default). */
  ownerId: z.string().nullable().optional(),
  /** The colleagues (user ids) it is shared with: they read and download it, the owner changes it. */
  sharedWith: z.array(z.string()).optional(),
  /** Its size in bytes (files), and the type it is stored and served with. */
  bytes: z.number().int().nonnegative().nullable().optional(),
  mimeType: z.string().nullable().optional(),
  /** What the signed-in user may do with it: change it (rename, move, delete, share), and whether it has content to download. */
  mayEdit: z.boolean().optional(),
  hasContent: z.boolean().optional(),
});
export type FileItem = z.infer<typeof fileItem>;

// Help centre
export const faqCategory = z.object({ id, slug: z.string(), title: z.string() });
export const faq = z.object({ id, categoryId: id, question: z.string(), answer: z.string() });
export const guideCategory = faqCategory;
export const guide = z.object({
  id,
  categoryId: id,
  slug: z.string(),
  title: z.string(),
  subtitle: z.string(),
  content: z.string().optional(),
});
export type Faq = z.infer<typeof faq>;
export type Guide = z.infer<typeof guide>;
export type HelpCategory = z.infer<typeof faqCategory>;

// Mailbox
export const mailParty = z.object({ avatar: z.string().nullable(), contact: z.string() });
/**
 * A mail's attachment. `id` names its bytes: in a sent or received mail a blob of the mail's own
 * (served by GET /api/apps/mailbox/attachment with the mail's id), in a draft the sender's file
 * (served by the file manager); the sample's attachments have none (nothing to download).
 * `downloadUrl` is that API path (empty without bytes); `preview` is the same path for an image
 * or a PDF (what a view may preview, from the bytes), empty otherwise. `type` is the stored type.
 */
export const mailAttachment = z.object({
  id: z.string().optional(),
  type: z.string(),
  name: z.string(),
  size: z.number().int(),
  preview: z.string(),
  downloadUrl: z.string(),
});
export const mail = z.object({
  id,
  type: z.literal('mail'),
  from: mailParty,
  to: z.string(),
  cc: z.array(z.string()).optional(),
  bcc: z.array(z.string()).optional(),
  date: isoDateTime,
  subject: z.string(),
  content: z.string(),
  attachments: z.array(mailAttachment),
  starred: z.boolean(),
  important: z.boolean(),
  unread: z.boolean(),
  folder: id,
  labels: z.array(id),
});
export type Mail = z.infer<typeof mail>;
export const mailPatch = z
  .object({ starred: z.boolean(), important: z.boolean(), unread: z.boolean(), folder: id, labels: z.array(id) })
  .partial()
  .strict();
/**
 * Internal mail between the company's staff: how many recipients a mail has (to, cc and bcc
 * together), how long its subject and body are, how many drafts one keeps, and how many mails one
 * sends in `sendWindowMinutes`.
 */
export const mailLimits = {
  recipients: 50,
  subject: 200,
  content: 20_000,
  drafts: 50,
  sends: 20,
  sendWindowMinutes: 10,
  /** Attachments of one mail, and their bytes together (each file at most `fileLimits.maxBytes`). */
  attachments: 10,
  attachmentBytes: 25 * 1024 * 1024,
} as const;
/**
 * An attachment as a mail being written names it: a file of the sender's own (uploaded by POST
 * /api/apps/mailbox/attachment), or, with `mailId`, an attachment of a mail in his mailbox (a
 * forward, or a draft's own). Other fields sent with it are ignored: the server fills them.
 */
export const mailAttachmentRef = z.object({
  id: z.string().min(1).max(100),
  mailId: z.string().min(1).max(100).optional(),
});
export type MailAttachmentRef = z.infer<typeof mailAttachmentRef>;
/** What a view may preview of an attachment, by its stored type: a raster image or a PDF. */
export function attachmentPreviewKind(type: string): 'image' | 'pdf' | null {
  if (type === 'application/pdf') return 'pdf';
  return ['image/png', 'image/jpeg', 'image/gif', 'image/webp'].includes(type) ? 'image' : null;
}
const address = z.string().trim().max(254);
const addresses = z.array(address).max(mailLimits.recipients);
const mailFields = {
  to: addresses,
  cc: addresses,
  bcc: addresses,
  subject: z.string().trim().max(mailLimits.subject),
  content: z.string().max(mailLimits.content),
  attachments: z.array(mailAttachmentRef).max(mailLimits.attachments),
};
/** A mail to write (`draft`: keep it in Drafts rather than send it). */
export const mailInput = z.object({
  ...mailFields,
  cc: addresses.default([]),
  bcc: addresses.default([]),
  subject: mailFields.subject.default(''),
  content: mailFields.content.default(''),
  attachments: mailFields.attachments.default([]),
  draft: z.boolean().default(false),
});
export type MailInput = z.input<typeof mailInput>;
/** A draft's change (within PATCH .../mail of a draft): its fields, and `draft: false` sends it. */
export const draftPatch = z
  .object({ ...mailFields, draft: z.boolean() })
  .partial()
  .strict();

/** The addresses in a mail's `to` or `cc` texts (`Name <address>`, or a bare address). */
export function mailAddresses(texts: readonly string[] | string | undefined): string[] {
  const list = typeof texts === 'string' ? texts.split(/,(?![^<]*>)/) : (texts ?? []);
  return list.map((t) => (/<([^<>]+)>\s*$/.exec(t)?.[1] ?? t).trim().toLowerCase()).filter((a) => a.includes('@'));
}

export const mailFolder = z.object({
  id,
  title: z.string(),
  slug: z.string(),
  icon: z.string(),
  count: z.number().int().optional(),
});
export const mailFilter = z.object({ id, title: z.string(), slug: z.string(), icon: z.string() });
export const mailLabelColors = ['blue', 'indigo', 'red', 'teal', 'purple', 'green', 'amber', 'pink'] as const;
export const mailLabel = z.object({ id, title: text(40).min(1), slug: z.string(), color: z.enum(mailLabelColors) });
export type MailLabel = z.infer<typeof mailLabel>;
export const mailSettings = z.object({ messageLayout: z.enum(['right', 'full']) });
export const mailPagination = z.object({
  totalResults: z.number().int(),
  resultsPerPage: z.number().int(),
  currentPage: z.number().int(),
  lastPage: z.number().int(),
  startIndex: z.number().int(),
  endIndex: z.number().int(),
});

/**
 * A label's slug: lower case, spaces to hyphens, repeated hyphens collapsed, other non-word
 * characters removed (the sample-data spec, section 5).
 */
export function slugify(title: string): string {
  return title
    .toLowerCase()
    .replace(/\s+/g, '-')
    .replace(/[^\w-]+/g, '')
    .replace(/-{2,}/g, '-');
}
/** On creation a taken slug gets -1, -2, … until it is unique. */
export function uniqueSlug(title: string, taken: (slug: string) => boolean): string {
  const base = slugify(title);
  if (!taken(base)) return base;
  for (let n = 1; ; n++) if (!taken(`${base}-${n}`)) return `${base}-${n}`;
}

// Notes (Keep-style board)
export const noteTask = z.object({ id, content: text(500), completed: z.boolean() });
export const note = z.object({
  id,
  title: text(200),
  content: text(10000),
  tasks: z.array(noteTask).nullable(),
  image: z.string().nullable(),
  reminder: isoDateTime.nullable(),
  labels: z.array(id),
  archived: z.boolean(),
  createdAt: isoDateTime,
  updatedAt: isoDateTime.nullable(),
});
export type Note = z.infer<typeof note>;
export const noteInput = note.omit({ id: true, createdAt: true, updatedAt: true }).partial();
export const noteLabel = z.object({ id, title: text(40).min(1) });

// Scrumboard (Trello-style)
export const scrumboardStep = 65536;
/**
 * What one board and one person hold (issue 63): boards are shared by their members, so every
 * list of them is capped, and a write past a cap is a 422 naming the field (`too_many`).
 */
export const boardLimits = {
  /** Boards one person owns (archived ones count too). */
  owned: 100,
  members: 50,
  lists: 50,
  cards: 1000,
  labels: 30,
  checklist: 50,
  /** Comments on one card. */
  comments: 200,
  commentLength: 2000,
} as const;
export const boardMember = z.object({ id, name: z.string(), avatar: z.string().nullable() });
export const board = z.object({
  id,
  title: text(120).min(1),
  description: text(500),
  icon: z.string(),
  lastActivity: isoDateTime,
  members: z.array(boardMember),
  /** Who made the board: he (or an administrator) changes its members and archives it. */
  ownerId: id,
  /** An archived board is read-only and listed apart; its owner brings it back. */
  archived: z.boolean(),
});
/** A new board: its members by user id (the maker is always one). */
export const boardInput = z.object({
  title: board.shape.title,
  description: board.shape.description.default(''),
  icon: z.string().max(100).default('heroicons_outline:view-columns'),
  memberIds: z.array(z.string().min(1).max(100)).max(boardLimits.members).default([]),
});
/** A board's change: any member renames and describes it; its owner changes members and archives it. */
export const boardPatch = z
  .object({
    title: board.shape.title,
    description: board.shape.description,
    icon: z.string().max(100),
    memberIds: z.array(z.string().min(1).max(100)).max(boardLimits.members),
    archived: z.boolean(),
  })
  .partial()
  .strict();
export const boardList = z.object({ id, boardId: id, position: z.number(), title: text(120).min(1) });
export const checklistItem = z.object({ id: z.string().min(1).max(100), title: text(200).min(1), done: z.boolean() });
export const boardCard = z.object({
  id,
  boardId: id,
  listId: id,
  position: z.number(),
  title: text(300).min(1),
  description: text(5000).nullable(),
  labels: z.array(id),
  dueDate: isoDateTime.nullable(),
  /** A member of the board the card is given to (told by a notification), or nobody. */
  assigneeId: z.string().max(100).nullable(),
  checklist: z.array(checklistItem).max(boardLimits.checklist),
});
/** A comment on a card: its author and words (plain text), kept with the board. */
export const boardComment = z.object({
  id,
  cardId: id,
  authorId: id,
  authorName: z.string(),
  text: text(boardLimits.commentLength).min(1),
  at: isoDateTime,
});
export const boardLabel = z.object({ id, boardId: id, title: text(40).min(1) });
export type BoardComment = z.infer<typeof boardComment>;
export type ChecklistItem = z.infer<typeof checklistItem>;
export type Board = z.infer<typeof board>;
export type BoardList = z.infer<typeof boardList>;
export type BoardCard = z.infer<typeof boardCard>;
export type BoardLabel = z.infer<typeof boardLabel>;

/** Where a card stands after a drag and drop: the body of PATCH /api/apps/scrumboard/board/card/positions. */
export interface CardPlace {
  id: string;
  listId: string;
  position: number;
}

/**
 * The new places of `moving` cards dropped into a list at `index` (counted in the list without
 * them): spread evenly between their new neighbours, so no other card has to move. When the gap
 * has worn down to less than 1 (many drops in one place), the whole list is numbered again in
 * steps of {@link scrumboardStep}, the other cards included.
 */
export function placeCards(
  list: Pick<BoardCard, 'id' | 'position'>[],
  listId: string,
  moving: string[],
  index: number,
): CardPlace[] {
  const rest = [...list].sort((a, b) => a.position - b.position).filter((card) => !moving.includes(card.id));
  const at = Math.max(0, Math.min(index, rest.length));
  const before = at > 0 ? rest[at - 1]!.position : 0;
  const after = at < rest.length ? rest[at]!.position : before + scrumboardStep * (moving.length + 1);
  const gap = (after - before) / (moving.length + 1);
  if (gap >= 1) return moving.map((id, i) => ({ id, listId, position: before + gap * (i + 1) }));
  const order = [...rest.slice(0, at).map((card) => card.id), ...moving, ...rest.slice(at).map((card) => card.id)];
  return order.map((id, i) => ({ id, listId, position: (i + 1) * scrumboardStep }));
}

// Tasks
export const taskPriorities = [0, 1, 2] as const;
export const task = z.object({
  id,
  type: z.enum(['task', 'section']),
  title: text(300),
  notes: text(5000).nullable(),
  completed: z.boolean(),
  dueDate: isoDateTime.nullable(),
  priority: z.union([z.literal(0), z.literal(1), z.literal(2)]),
  tags: z.array(id),
  assignedTo: z.string().nullable(),
  subTasks: z.array(z.object({ id, title: text(300), completed: z.boolean() })),
  order: z.number().int().min(0),
});
export type Task = z.infer<typeof task>;
export const taskPatch = task.omit({ id: true, order: true }).partial().strict();

// Academy
export const academyCategory = z.object({ id, title: z.string(), slug: z.string() });
export const course = z.object({
  id,
  title: z.string(),
  slug: z.string(),
  description: z.string(),
  category: z.string(),
  duration: z.number().int(),
  totalSteps: z.number().int(),
  updatedAt: isoDateTime,
  featured: z.boolean(),
  progress: z.object({ currentStep: z.number().int(), completed: z.number().int() }),
});
export const courseStep = z.object({
  order: z.number().int(),
  title: z.string(),
  subtitle: z.string(),
  content: z.string(),
});
export type Course = z.infer<typeof course>;
/**
 * PUT /api/apps/academy/courses/progress: the step a user has reached in a course (0-based), or
 * the course's step count to mark it finished.
 */
export const courseProgressInput = z
  .object({ id: z.string().min(1).max(100), step: z.number().int().min(0).max(1000) })
  .strict();
export type CourseStep = z.infer<typeof courseStep>;

// Activities and icons
export const activity = z.object({
  id,
  icon: z.string().optional(),
  image: z.string().optional(),
  description: z.string(),
  date: isoDateTime,
  extraContent: z.string().optional(),
  linkedContent: z.string().optional(),
  link: z.string().optional(),
  useRouter: z.boolean(),
});
export type Activity = z.infer<typeof activity>;
export const iconSetNames = [
  'feather',
  'heroicons-outline',
  'heroicons-solid',
  'heroicons-mini',
  'material-solid',
  'material-outline',
  'material-twotone',
] as const;
export type IconSetName = (typeof iconSetNames)[number];
export const iconCatalogue = z.object({
  namespace: z.string(),
  name: z.string(),
  grid: z.string(),
  list: z.array(z.string()),
});
