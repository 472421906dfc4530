import { setupListeners } from '@reduxjs/toolkit/query/react';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { AppProvider } from './app/provider';
import { createRoutes } from './app/router';
import { createAppStore } from './app/store';

const store = createAppStore();
// The store hears whether the page is in sight, so polls that skip an unfocused page (the bell's)
// pause while it is hidden; refetching on focus stays off.
setupListeners(store.dispatch);
const router = createBrowserRouter(createRoutes(store));

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <AppProvider store={store}>
      <RouterProvider router={router} />
    </AppProvider>
  </StrictMode>,
);
