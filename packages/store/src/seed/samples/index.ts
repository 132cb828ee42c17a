import type {
  Board,
  BoardCard,
  BoardLabel,
  BoardList,
  Contact,
  Course,
  CourseStep,
  Faq,
  FileItem,
  Guide,
  HelpCategory,
  InventoryProduct,
  Mail,
  MailLabel,
  Note,
  Tag,
  Task,
  Activity,
} from '@courier/domain';
import { Random } from '../random';
import { makeContacts, makeContactTags } from './contacts';
import { makeAcademy, makeActivities, makeFiles, makeHelpCenter } from './content';
import { inventoryTagTitles, makeProducts } from './inventory';
import { makeMailLabels, makeMails } from './mailbox';
import { makeNotes, makeScrumboard, makeTasks } from './boards';

/** The data of the sample areas (the second specification), kept with the courier data. */
export interface SampleData {
  contacts: Contact[];
  contactTags: Tag[];
  products: InventoryProduct[];
  inventoryTags: Tag[];
  files: FileItem[];
  faqCategories: HelpCategory[];
  faqs: Faq[];
  guideCategories: HelpCategory[];
  guides: Guide[];
  mails: Mail[];
  mailLabels: MailLabel[];
  mailSettings: { messageLayout: 'right' | 'full' };
  notes: Note[];
  noteLabels: Tag[];
  boards: Board[];
  boardLists: BoardList[];
  boardCards: BoardCard[];
  boardLabels: BoardLabel[];
  tasks: Task[];
  taskTags: Tag[];
  academyCategories: { id: string; title: string; slug: string }[];
  courses: Course[];
  courseSteps: Record<string, CourseStep[]>;
  activities: (Omit<Activity, 'date'> & { agoMs: number })[];
}

/** The sample-data areas of a company that has none yet (a production start): every list empty. */
export const emptySampleData = (): SampleData => ({
  contacts: [],
  contactTags: [],
  products: [],
  inventoryTags: [],
  files: [],
  faqCategories: [],
  faqs: [],
  guideCategories: [],
  guides: [],
  mails: [],
  mailLabels: [],
  mailSettings: { messageLayout: 'right' },
  notes: [],
  noteLabels: [],
  boards: [],
  boardLists: [],
  boardCards: [],
  boardLabels: [],
  tasks: [],
  taskTags: [],
  academyCategories: [],
  courses: [],
  courseSteps: {},
  activities: [],
});

export function makeSampleData(seed: number, now: number, people: { id: string; name: string }[]): SampleData {
  const r = new Random(seed + 7);
  const contactTags = makeContactTags();
  const notes = makeNotes(r, now);
  const board = makeScrumboard(r, now, people);
  const tasks = makeTasks(
    r,
    now,
    people.map((p) => p.id),
  );
  const help = makeHelpCenter(r);
  const academy = makeAcademy(r, now);
  return {
    contacts: makeContacts(r, contactTags, now),
    contactTags,
    products: makeProducts(r),
    inventoryTags: inventoryTagTitles.map((title, i) => ({ id: `itag_${i + 1}`, title })),
    files: makeFiles(r, now),
    ...help,
    mails: makeMails(r, now),
    mailLabels: makeMailLabels(),
    mailSettings: { messageLayout: 'right' },
    notes: notes.notes,
    noteLabels: notes.labels,
    boards: board.boards,
    boardLists: board.lists,
    boardCards: board.cards,
    boardLabels: board.labels,
    tasks: tasks.tasks,
    taskTags: tasks.tags,
    academyCategories: academy.categories,
    courses: academy.courses,
    courseSteps: Object.fromEntries(academy.steps),
    activities: makeActivities(),
  };
}
