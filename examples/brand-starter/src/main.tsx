import { loadCatalogue } from '@plaudit/domain';
import '@plaudit/ui/styles.css';
import './harbour.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { App } from './App.tsx';
import { startMocks } from './mocks.ts';
import { makeStore } from './store.ts';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root');
// On your own server, leave the mocks out: the same calls then reach it.
await startMocks();
// The first language's catalogue (the switch loads another when it is chosen).
await loadCatalogue('en');
createRoot(root).render(
  <StrictMode>
    <Provider store={makeStore()}>
      <App />
    </Provider>
  </StrictMode>,
);
