import { combineSlices, configureStore } from '@reduxjs/toolkit';
import { browserApiEnvironment, type ApiEnvironment } from '../shared/api/api-environment';
import { baseApi } from '../shared/api/base-api';
import { sessionSlice } from '../shared/session/session-slice';
import { asideSlice } from '../shared/ui/shell/aside-slice';

const rootReducer = combineSlices(asideSlice, sessionSlice, baseApi);

export function createAppStore(apiEnvironment: ApiEnvironment = browserApiEnvironment) {
  return configureStore({
    reducer: rootReducer,
    middleware: (getDefaultMiddleware) =>
      getDefaultMiddleware({ thunk: { extraArgument: apiEnvironment } }).concat(baseApi.middleware),
  });
}

export type AppStore = ReturnType<typeof createAppStore>;
