/* global document -- the floor app runs in the browser */
// The floor of the console's first load: the least an app of the same libraries and versions
// loads (React, React Router, Redux Toolkit with RTK Query, MUI's theme, baseline and a button).
// first-load.mjs builds it beside the console and reports the console's ratio to it.
import { configureStore } from '@reduxjs/toolkit';
import { createApi, fetchBaseQuery } from '@reduxjs/toolkit/query/react';
import Button from '@mui/material/Button';
import CssBaseline from '@mui/material/CssBaseline';
import { createTheme, ThemeProvider } from '@mui/material/styles';
import { createElement as h } from 'react';
import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { createBrowserRouter, RouterProvider } from 'react-router';

const api = createApi({
  baseQuery: fetchBaseQuery({ baseUrl: '/api' }),
  endpoints: (build) => ({ me: build.query({ query: () => 'user/me' }) }),
});
const store = configureStore({
  reducer: { [api.reducerPath]: api.reducer },
  middleware: (getDefault) => getDefault().concat(api.middleware),
});

function Home() {
  const { data } = api.useMeQuery();
  return h(Button, { variant: 'contained' }, data ? 'Выйти' : 'Войти');
}

const router = createBrowserRouter([{ path: '/', Component: Home }]);

createRoot(document.getElementById('root')).render(
  h(
    Provider,
    { store },
    h(ThemeProvider, { theme: createTheme() }, h(CssBaseline), h(RouterProvider, { router })),
  ),
);
