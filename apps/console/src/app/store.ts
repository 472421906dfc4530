import { combineSlices, configureStore } from '@reduxjs/toolkit';
import { baseApi } from '../shared/api/base-api';
import { sessionSlice } from '../shared/session/session-slice';
import { asideSlice } from '../shared/ui/shell/aside-slice';

const rootReducer = combineSlices(asideSlice, sessionSlice, baseApi);

export function createAppStore() {
  return configureStore({
    reducer: rootReducer,
    middleware: (getDefaultMiddleware) => getDefaultMiddleware().concat(baseApi.middleware),
  });
}

export type AppStore = ReturnType<typeof createAppStore>;
