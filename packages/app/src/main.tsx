import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';

// The mock API must intercept requests before the first one is made.
async function start() {
  const { startMockServer } = await import('@courier/mocks/browser');
  await startMockServer();
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}

void start();
