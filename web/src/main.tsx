import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router-dom';
import { App } from './App.tsx';
import { createApolloClient } from './apollo/client.ts';
import { routes } from './routes.tsx';

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element');

createRoot(root).render(
  <StrictMode>
    <App client={createApolloClient()} router={createBrowserRouter(routes)} />
  </StrictMode>,
);
