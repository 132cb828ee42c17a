/** Sample data for the shell's stories: a courier's navigation, messages, shortcuts and chats. */
import { navigationFor, type Chat, type FeedItem, type NavigationItem, type Shortcut } from '@courier/domain';
import { sampleNow } from '../testing/sampleData';

/** The stories' "now" (Saturday 21 November, 09:30 in Türkiye): messages and chats come before it. */
export const storyNow = new Date(sampleNow);
const ago = (minutes: number) => new Date(storyNow.getTime() - minutes * 60_000).toISOString();

export const storyNavigation = navigationFor('admin');
export const storyUser = { name: 'Aylin Aksoy', email: 'admin@courier.test', avatar: null, status: 'online' as const };

export const storyMessages: FeedItem[] = [
  {
    id: 'm1',
    read: false,
    title: 'Derya Güneş: Trip delayed at Kayseri',
    description: 'The truck waits for a tyre change; <strong>ETA +45 min</strong> at Gaziantep.',
    icon: null,
    image: null,
    time: ago(25),
    link: '/secure/trips',
    useRouter: true,
  },
  {
    id: 'm2',
    read: false,
    title: 'Murat Özkan: Weekend shift plan',
    description: 'Saturday counter shifts are up on the board.',
    icon: null,
    image: null,
    time: ago(190),
    link: null,
    useRouter: true,
  },
  {
    id: 'm3',
    read: true,
    title: 'Kaan Polat: COD remittance ready',
    description: 'This week’s report is ready for review.',
    icon: null,
    image: null,
    time: ago(1500),
    link: '/secure/reports',
    useRouter: true,
  },
];

export const storyNotifications: FeedItem[] = [
  {
    id: 'n1',
    read: false,
    title: 'Trip arrived',
    description: 'TRP-2026-00133 arrived at <strong>Ankara Hub</strong>; 42 parcels unloaded.',
    icon: 'heroicons_outline:truck',
    image: null,
    time: ago(12),
    link: '/secure/trips',
    useRouter: true,
  },
  {
    id: 'n2',
    read: false,
    title: 'Complaint past its SLA',
    description: 'An <strong>urgent</strong> complaint waits for an answer.',
    icon: 'heroicons_outline:exclamation-triangle',
    image: null,
    time: ago(70),
    link: '/secure/complaints?pastSla=true',
    useRouter: true,
  },
  // Markup from data: the panel must sanitise it.
  {
    id: 'n3',
    read: true,
    title: 'Address book imported <img src=x onerror="window.__xss=1">',
    description: 'Imported 120 contacts.<script>window.__xss=1</script>',
    icon: 'heroicons_outline:user-group',
    image: null,
    time: ago(600),
    link: null,
    useRouter: true,
  },
  {
    id: 'n4',
    read: true,
    title: 'Partner portal maintenance',
    description: 'Down on Sunday 02:00–04:00.',
    icon: 'heroicons_outline:wrench-screwdriver',
    image: null,
    time: ago(3000),
    link: 'https://status.example.com',
    useRouter: false,
  },
];

export const storyShortcuts: Shortcut[] = [
  {
    id: 's1',
    label: 'Book a parcel',
    description: 'At the counter',
    icon: 'heroicons_outline:plus-circle',
    link: '/secure/parcels/new',
    useRouter: true,
  },
  {
    id: 's2',
    label: 'Scan',
    description: 'Receive, load, deliver',
    icon: 'heroicons_outline:qr-code',
    link: '/secure/scanning',
    useRouter: true,
  },
  {
    id: 's3',
    label: 'Live map',
    description: 'Trucks on the road',
    icon: 'courier:live-tracking',
    link: '/secure/live-tracking',
    useRouter: true,
  },
  {
    id: 's4',
    label: 'Reports',
    description: 'Deliveries and revenue',
    icon: 'courier:revenue',
    link: '/secure/reports',
    useRouter: true,
  },
];

const contact = (id: string, name: string) => ({ id, name, avatar: null, about: 'On the team chat' });
export const storyChats: Chat[] = [
  {
    id: 'c1',
    contactId: 'k1',
    contact: contact('k1', 'Derya Güneş'),
    unreadCount: 2,
    muted: false,
    lastMessage: 'Great, the seal is at the desk.',
    lastMessageAt: ago(5),
    messages: [
      {
        id: 'x1',
        chatId: 'c1',
        contactId: 'k1',
        value: 'Is the Ankara truck on time?',
        createdAt: ago(1500),
        isMine: false,
      },
      { id: 'x2', chatId: 'c1', contactId: 'me', value: 'Yes, 20 minutes early.', createdAt: ago(1490), isMine: true },
      {
        id: 'x3',
        chatId: 'c1',
        contactId: 'k1',
        value: 'Who takes the Bursa run tonight?',
        createdAt: ago(10),
        isMine: false,
      },
      {
        id: 'x4',
        chatId: 'c1',
        contactId: 'k1',
        value: 'Great, the seal is at the desk.',
        createdAt: ago(5),
        isMine: false,
      },
    ],
  },
  {
    id: 'c2',
    contactId: 'k2',
    contact: contact('k2', 'Emre Şahin'),
    unreadCount: 0,
    muted: true,
    lastMessage: 'On my way',
    lastMessageAt: ago(300),
    messages: [{ id: 'y1', chatId: 'c2', contactId: 'me', value: 'On my way', createdAt: ago(300), isMine: true }],
  },
];

/** A tree with every kind of item: groups, collapsables, dividers and badges. */
export const storyNavigationTree: NavigationItem[] = [
  {
    id: 'operations',
    title: 'Operations',
    type: 'group',
    children: [
      {
        id: 'dashboard',
        title: 'Dashboard',
        translation: 'nav.dashboard',
        type: 'basic',
        icon: 'courier:dashboard',
        link: '/secure/dashboard',
      },
      {
        id: 'scanning',
        title: 'Scan',
        translation: 'nav.scanning',
        type: 'basic',
        icon: 'heroicons_outline:qr-code',
        link: '/secure/scanning',
        badge: { title: '12', tone: 'warn' },
      },
      {
        id: 'parcels',
        title: 'Parcels',
        translation: 'nav.parcels',
        type: 'collapsable',
        icon: 'heroicons_outline:cube',
        children: [
          {
            id: 'parcels.list',
            title: 'All parcels',
            translation: 'nav.parcelsList',
            type: 'basic',
            icon: 'heroicons_outline:cube',
            link: '/secure/parcels',
          },
          {
            id: 'parcels.history',
            title: 'Parcels history',
            translation: 'nav.parcelsHistory',
            type: 'basic',
            icon: 'courier:parcels-history',
            link: '/secure/parcels-history',
          },
        ],
      },
    ],
  },
  { id: 'divider-1', title: '', type: 'divider' },
  {
    id: 'network',
    title: 'Network',
    type: 'group',
    children: [
      {
        id: 'routes',
        title: 'Routes',
        translation: 'nav.routes',
        type: 'basic',
        icon: 'heroicons_outline:map',
        link: '/secure/routes',
      },
      {
        id: 'trips',
        title: 'Trips',
        translation: 'nav.trips',
        type: 'basic',
        icon: 'heroicons_outline:truck',
        link: '/secure/trips',
        badge: { title: 'New', tone: 'primary' },
      },
    ],
  },
];
