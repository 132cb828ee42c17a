/** Notes, the scrumboard and tasks: the work-organising sample areas. */
import {
  scrumboardStep,
  type Board,
  type BoardCard,
  type BoardLabel,
  type BoardList,
  type Note,
  type Tag,
  type Task,
} from '@courier/domain';
import type { Random } from '../random';
import { day, hour, iso } from '../time';

export const noteLabelTitles = ['Family', 'Work', 'Tasks', 'Priority', 'Personal', 'Friends'];

export function makeNotes(r: Random, now: number): { labels: Tag[]; notes: Note[] } {
  const labels = noteLabelTitles.map((title, i) => ({ id: `nlb_${i + 1}`, title }));
  const samples: Partial<Note>[] = [
    { title: 'Call the Bursa branch', content: 'About the new opening hours on Saturday.' },
    {
      title: 'Depot supplies',
      content: '',
      tasks: [
        { id: 't1', content: 'Packing tape', completed: true },
        { id: 't2', content: 'Label rolls', completed: false },
        { id: 't3', content: 'Scanner batteries', completed: false },
      ],
    },
    { title: '', content: 'Ask finance about the COD remittance schedule.' },
    { title: 'Birthday', content: 'Selin – Friday', reminder: iso(now + 2 * day) },
    { title: 'Route ideas', content: 'A direct İzmir – Antalya run on Fridays?', image: '/images/cards/2.svg' },
    { title: 'Training', content: 'Book the forklift course for the new staff.' },
    { title: 'Holiday plan', content: 'Week 32', archived: true },
    { title: 'Old checklist', content: '', archived: true, tasks: [{ id: 't4', content: 'Done', completed: true }] },
    { title: 'Reading', content: 'The returns procedure, new version.' },
    {
      title: 'Groceries',
      content: '',
      tasks: [
        { id: 't5', content: 'Coffee', completed: false },
        { id: 't6', content: 'Milk', completed: false },
      ],
    },
    { title: 'Team dinner', content: 'Thursday 19:30, Kadıköy.' },
    { title: 'Passwords', content: 'Never here. Use the vault.' },
  ];
  const notes = samples.map((s, i) => {
    const created = now - (i + 1) * r.int(5, 40) * hour;
    return {
      id: `nte_${String(i + 1).padStart(3, '0')}`,
      title: s.title ?? '',
      content: s.content ?? '',
      tasks: s.tasks ?? null,
      image: s.image ?? null,
      reminder: s.reminder ?? null,
      labels: r
        .shuffle(labels)
        .slice(0, r.int(0, 2))
        .map((l) => l.id),
      archived: s.archived ?? false,
      createdAt: iso(created),
      updatedAt: r.bool(0.4) ? iso(created + r.int(1, 20) * hour) : null,
    };
  });
  return { labels, notes };
}

export function makeScrumboard(r: Random, now: number, members: { id: string; name: string }[]) {
  const boardSeeds = [
    {
      title: 'Hub automation',
      description: 'Sorter upgrade at the İstanbul hubs',
      icon: 'heroicons_outline:cog-6-tooth',
      lists: ['Ideas', 'To do', 'In progress', 'Done'],
    },
    {
      title: 'Customer portal',
      description: 'Self-service tracking and bookings',
      icon: 'heroicons_outline:globe-alt',
      lists: ['Backlog', 'This sprint', 'Review', 'Released'],
    },
    {
      title: 'New branches 2027',
      description: 'Eskişehir, Denizli and Van',
      icon: 'heroicons_outline:building-office-2',
      lists: ['Scouting', 'Contracts', 'Fit-out', 'Open'],
    },
  ];
  const cardTitles = [
    'Measure the dock doors',
    'Order the scanners',
    'Draft the SLA',
    'Test label printing',
    'Train the night shift',
    'Update the timetable',
    'Choose the site',
    'Sign the lease',
    'Hire the branch lead',
    'Set up the network',
    'Write the FAQ',
    'Review the prices',
  ];
  const boards: Board[] = [];
  const lists: BoardList[] = [];
  const cards: BoardCard[] = [];
  const labels: BoardLabel[] = [];
  boardSeeds.forEach((seed, b) => {
    const boardId = `brd_${b + 1}`;
    const lastActivity = iso(now - r.int(1, 72) * hour);
    // The first board is the whole team's (every demo account a member); the others a few people's.
    const few = r.shuffle(members).slice(0, 4);
    const team = b === 0 ? members : few;
    boards.push({
      id: boardId,
      title: seed.title,
      description: seed.description,
      icon: seed.icon,
      lastActivity,
      members: team.map((m) => ({ id: m.id, name: m.name, avatar: null })),
      ownerId: team[0]?.id ?? 'usr_unknown',
      archived: false,
    });
    ['Research', 'Design', 'Urgent', 'Blocked'].forEach((title, k) =>
      labels.push({ id: `blb_${b + 1}_${k + 1}`, boardId, title }),
    );
    seed.lists.forEach((title, l) => {
      const listId = `bls_${b + 1}_${l + 1}`;
      lists.push({ id: listId, boardId, position: (l + 1) * scrumboardStep, title });
      Array.from({ length: r.int(1, 4) }).forEach((_, c) => {
        cards.push({
          id: `bcd_${b + 1}_${l + 1}_${c + 1}`,
          boardId,
          listId,
          position: (c + 1) * scrumboardStep,
          title: r.pick(cardTitles),
          description: r.bool(0.5) ? 'Details in the shared folder.' : null,
          labels: r
            .shuffle([0, 1, 2, 3])
            .slice(0, r.int(0, 2))
            .map((k) => `blb_${b + 1}_${k + 1}`),
          dueDate: r.bool(0.4) ? iso(now + r.int(-3, 20) * day) : null,
          // Every other card given to a member; the first card of each second list with a checklist.
          assigneeId: (l + c) % 2 === 0 ? (team[(l + c) % team.length]?.id ?? null) : null,
          checklist:
            l === 1 && c === 0
              ? ['Ask for quotes', 'Compare them', 'Order'].map((title, k) => ({
                  id: `chk_${b + 1}_${k + 1}`,
                  title,
                  done: k === 0,
                }))
              : [],
        });
      });
    });
  });
  return { boards, lists, cards, labels };
}

export function makeTasks(r: Random, now: number, people: string[]): { tags: Tag[]; tasks: Task[] } {
  const tags = ['api', 'frontend', 'bug', 'ops', 'urgent', 'research'].map((title, i) => ({
    id: `ttg_${i + 1}`,
    title,
  }));
  const entries: [Task['type'], string][] = [
    ['section', 'Company internal'],
    ['task', 'Prepare the Q4 network review'],
    ['task', 'Renew the Ankara hub lease'],
    ['task', 'Check the new scanner firmware'],
    ['section', 'Customers'],
    ['task', 'Call Anadolu Tekstil about returns'],
    ['task', 'Send the new rate card to business customers'],
    ['task', 'Answer the COD remittance question'],
    ['task', 'Visit the Trabzon pickup point partner'],
    ['section', 'Fleet'],
    ['task', 'Book the service for 34 ABC 123'],
    ['task', 'Renew truck insurance policies'],
    ['task', 'Compare fuel card offers'],
    ['section', 'Product'],
    ['task', 'Write the release notes'],
    ['task', 'Fix the label printer alignment bug'],
    ['task', 'Research camera scanning on phones'],
    ['task', 'Review the public tracking page on phones'],
  ];
  const tasks = entries.map(([type, title], i) => ({
    id: `tsk_${String(i + 1).padStart(3, '0')}`,
    type,
    title,
    notes: type === 'task' && r.bool(0.5) ? 'Details are in the shared folder; ask the dispatcher on duty.' : null,
    completed: type === 'task' && r.bool(0.3),
    dueDate: type === 'task' && r.bool(0.6) ? iso(now + r.int(-5, 30) * day) : null,
    priority: (type === 'task' ? r.pick([0, 1, 2] as const) : 1) as Task['priority'],
    tags:
      type === 'task'
        ? r
            .shuffle(tags)
            .slice(0, r.int(0, 2))
            .map((t) => t.id)
        : [],
    assignedTo: type === 'task' && r.bool(0.7) ? r.pick(people) : null,
    subTasks:
      type === 'task' && r.bool(0.3)
        ? [
            { id: `sub_${i}_1`, title: 'Draft', completed: true },
            { id: `sub_${i}_2`, title: 'Review', completed: false },
          ]
        : [],
    order: i,
  }));
  return { tags, tasks };
}
