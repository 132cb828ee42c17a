// The courier's own icons (core spec: dashboard, parcels-history, live-tracking, revenue),
// drawn on the 24 px grid with the 1.5 px stroke of heroicons outline so they sit beside them.
const stroke = (paths: string) =>
  `<g fill="none" stroke="currentColor" stroke-width="1.5" stroke-linecap="round" stroke-linejoin="round">${paths}</g>`;

export const customIcons: Record<string, string> = {
  dashboard: stroke(
    '<rect x="3.75" y="3.75" width="7" height="9" rx="1.5"/><rect x="13.25" y="3.75" width="7" height="5" rx="1.5"/>' +
      '<rect x="13.25" y="11.25" width="7" height="9" rx="1.5"/><rect x="3.75" y="15.25" width="7" height="5" rx="1.5"/>',
  ),
  'parcels-history': stroke(
    '<path d="M20.25 11.5V7.5L12 3.25 3.75 7.5v9L12 20.75"/><path d="M3.75 7.5 12 11.75l8.25-4.25M12 11.75v9M7.9 5.4l8.2 4.25"/>' +
      '<circle cx="17.75" cy="17.75" r="3.5"/><path d="M17.75 16.25v1.6l1.1.75"/>',
  ),
  'live-tracking': stroke(
    '<path d="M2.75 7.75h9.5v8.5h-9.5z"/><path d="M12.25 10.25h3.9l3.1 3.1v2.9h-7"/>' +
      '<circle cx="6.25" cy="17.25" r="1.75"/><circle cx="16.25" cy="17.25" r="1.75"/>' +
      '<path d="M17.25 3.25a4 4 0 0 1 3.5 3.5M17 5.75a1.6 1.6 0 0 1 1.25 1.25"/>',
  ),
  revenue: stroke(
    '<path d="M3.75 20.25h16.5"/><path d="M4.5 16.5 9.75 11.25l3 3 6.75-6.75"/><path d="M15 7.5h4.5V12"/>' +
      '<path d="M6.75 3.75h-.5a1.75 1.75 0 0 0 0 3.5h1a1.75 1.75 0 0 1 0 3.5H5.5M6.75 2.75v1M6.75 10.75v1"/>',
  ),
};
