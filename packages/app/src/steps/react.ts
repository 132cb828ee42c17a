// The first step of the app's start (main.tsx): React and React DOM.
export { createRoot, hydrateRoot } from 'react-dom/client';
