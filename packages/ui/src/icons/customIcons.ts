import type { IconBody, IconNode } from './iconBody';

// The courier's own icons (core spec: dashboard, parcels-history, live-tracking, revenue),
// drawn on the 24 px grid with the 1.5 px stroke of heroicons outline so they sit beside them.
const stroke = (...shapes: IconNode[]): IconBody => [
  [
    'g',
    { fill: 'none', stroke: 'currentColor', strokeWidth: '1.5', strokeLinecap: 'round', strokeLinejoin: 'round' },
    ...shapes,
  ],
];
const path = (d: string): IconNode => ['path', { d }];
const rect = (x: string, y: string, width: string, height: string): IconNode => [
  'rect',
  { x, y, width, height, rx: '1.5' },
];
const circle = (cx: string, cy: string, r: string): IconNode => ['circle', { cx, cy, r }];

export const customIcons: Record<string, IconBody> = {
  dashboard: stroke(
    rect('3.75', '3.75', '7', '9'),
    rect('13.25', '3.75', '7', '5'),
    rect('13.25', '11.25', '7', '9'),
    rect('3.75', '15.25', '7', '5'),
  ),
  'parcels-history': stroke(
    path('M20.25 11.5V7.5L12 3.25 3.75 7.5v9L12 20.75'),
    path('M3.75 7.5 12 11.75l8.25-4.25M12 11.75v9M7.9 5.4l8.2 4.25'),
    circle('17.75', '17.75', '3.5'),
    path('M17.75 16.25v1.6l1.1.75'),
  ),
  'live-tracking': stroke(
    path('M2.75 7.75h9.5v8.5h-9.5z'),
    path('M12.25 10.25h3.9l3.1 3.1v2.9h-7'),
    circle('6.25', '17.25', '1.75'),
    circle('16.25', '17.25', '1.75'),
    path('M17.25 3.25a4 4 0 0 1 3.5 3.5M17 5.75a1.6 1.6 0 0 1 1.25 1.25'),
  ),
  revenue: stroke(
    path('M3.75 20.25h16.5'),
    path('M4.5 16.5 9.75 11.25l3 3 6.75-6.75'),
    path('M15 7.5h4.5V12'),
    path('M6.75 3.75h-.5a1.75 1.75 0 0 0 0 3.5h1a1.75 1.75 0 0 1 0 3.5H5.5M6.75 2.75v1M6.75 10.75v1'),
  ),
};
